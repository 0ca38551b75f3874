import type * as En from "../recruitment";

export type { JobOpening } from "../recruitment";

export const jobListIntro: typeof En.jobListIntro =
  "Kami sedang mengambil pekerja di Pulau Pinang. Jika jawatan di bawah sesuai dengan anda, kami ingin mendengar daripada anda, walaupun anda tidak memenuhi setiap syarat.";

export const jobOpenings: typeof En.jobOpenings = [
  {
    id: "backend-apps-developer",
    title: "Pembangun Backend dan Aplikasi",
    location: "Pulau Pinang, Malaysia",
    experience: "Sekurang-kurangnya 1 tahun pengalaman",
    summary:
      "Bina dan selenggara perkhidmatan di sebalik iKEY Centre Management System serta ciri-ciri aplikasi iKEY Educator dan iKEY Parent, yang digunakan setiap hari oleh guru dan ibu bapa di seluruh Malaysia.",
    responsibilities: [
      "Mereka bentuk, membina dan menyelenggara API dan perkhidmatan latar belakang yang digunakan oleh CMS dan aplikasi mudah alih.",
      "Membina ciri aplikasi baharu dan menambah baik ciri sedia ada, seperti kehadiran, pengumuman, invois dan laporan.",
      "Menyiasat dan membetulkan masalah yang dilaporkan oleh pusat, guru dan ibu bapa, bersama pasukan sokongan kami.",
      "Menulis ujian dan memastikan kod mudah diubah oleh pembangun seterusnya.",
      "Membantu memastikan perkhidmatan pantas, selamat dan sentiasa tersedia, serta melindungi data peribadi yang disimpannya.",
    ],
    requirements: [
      "Sekurang-kurangnya 1 tahun pengalaman membina perkhidmatan backend, aplikasi mudah alih, atau kedua-duanya.",
      "Diploma atau ijazah dalam sains komputer atau bidang berkaitan, atau pengalaman praktikal yang setara.",
      "Pengetahuan kerja dalam sekurang-kurangnya satu bahasa pengaturcaraan backend, pangkalan data SQL dan REST API.",
      "Sedikit pengalaman dalam pembangunan aplikasi Android, iOS atau merentas platform.",
      "Selesa menggunakan Git, serta menyemak kod orang lain dan menerima semakan kod.",
      "Penguasaan bahasa Inggeris yang baik secara lisan dan bertulis; penguasaan Bahasa Malaysia atau bahasa Cina merupakan kelebihan.",
      "Boleh bekerja dari pejabat kami di Pulau Pinang.",
    ],
    // Kept in English: the team finds and sorts applications by this subject line.
    applicationSubject: "Job application: Backend and Apps Developer",
  },
];

export function applicationBlocks(
  facts: Parameters<typeof En.applicationBlocks>[0],
  job: Parameters<typeof En.applicationBlocks>[1],
): ReturnType<typeof En.applicationBlocks> {
  const href = `mailto:${facts.supportEmail}?subject=${encodeURIComponent(job.applicationSubject)}`;
  return [
    {
      type: "p",
      text: [
        "Untuk memohon, hantarkan CV anda dan sedikit pengenalan tentang diri anda melalui e-mel ke ",
        { text: facts.supportEmail, href },
        ` dengan baris subjek "${job.applicationSubject}". Pautan kepada hasil kerja anda, seperti aplikasi, laman web atau kod anda, amat dialu-alukan.`,
      ],
    },
  ];
}

export const companyBackgroundTab: typeof En.companyBackgroundTab = {
  id: "company-background",
  label: "Latar Belakang Syarikat",
  blocks: [
    {
      type: "p",
      text: "iKEY ialah syarikat teknologi pendidikan yang diasaskan di Pulau Pinang pada tahun 2018. Kami membina perisian untuk pusat jagaan kanak-kanak, tadika dan pusat tuisyen: sistem pengurusan pusat berasaskan web untuk pejabat, aplikasi iKEY Educator untuk guru dan aplikasi iKEY Parent untuk ibu bapa.",
    },
    {
      type: "p",
      text: "Hari ini, lebih 1800 guru, lebih 300 pusat dan lebih 30000 pelajar menggunakan iKEY. Kami bekerjasama dengan rakan kongsi dalam bidang perbankan, pembayaran dalam talian dan perakaunan awan supaya pusat boleh mengutip yuran dan mengurus akaun mereka di satu tempat.",
    },
    {
      type: "p",
      text: [
        "Kami sebuah pasukan kecil, jadi setiap orang berhubung terus dengan pelanggan dan melihat hasil kerja mereka digunakan. Baca lebih lanjut dalam ",
        { text: "Kisah Kami", href: "/our-story" },
        ".",
      ],
    },
  ],
};

export const staffBenefitsTab: typeof En.staffBenefitsTab = {
  id: "staff-benefits",
  label: "Faedah Kakitangan",
  blocks: [
    {
      type: "ul",
      items: [
        "Caruman KWSP, PERKESO dan SIP.",
        "Cuti tahunan bergaji, cuti sakit dan cuti umum.",
        "Bimbingan daripada pembangun berpengalaman, dan masa untuk mempelajari alatan baharu semasa bekerja.",
        "Tanggungjawab sebenar: ciri-ciri yang anda bina digunakan oleh pusat, guru dan ibu bapa setiap hari.",
        "Pejabat yang mesra di Pulau Pinang, dekat dengan pengguna produk kami.",
      ],
    },
  ],
};
