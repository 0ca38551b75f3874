import { ACCESS_REQUEST_DAYS } from "../data-requests";
import { formatDate } from "../lib/format";
import type * as En from "../privacy-policy";
import { PRIVACY_UPDATED_ON } from "../privacy-policy";

export { PRIVACY_UPDATED_ON } from "../privacy-policy";

export const PRIVACY_LAST_UPDATED: typeof En.PRIVACY_LAST_UPDATED = formatDate(PRIVACY_UPDATED_ON, "ms");

export function privacyPolicy(facts: Parameters<typeof En.privacyPolicy>[0]): ReturnType<typeof En.privacyPolicy> {
  const email = { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` };
  return [
    {
      type: "p",
      text: "Ini ialah terjemahan. Jika terdapat sebarang percanggahan antara versi Bahasa Melayu dan versi Bahasa Inggeris, versi Bahasa Inggeris akan diguna pakai.",
    },
    { type: "p", text: `Kemas kini terakhir: ${PRIVACY_LAST_UPDATED}.` },
    {
      type: "p",
      text: `Dasar ini menerangkan cara ${facts.company.name} ("iKEY", "kami") mengendalikan data peribadi dalam laman web iKEY, iKEY Centre Management System (CMS), aplikasi iKEY Educator dan aplikasi iKEY Parent. Dasar ini ialah notis kami kepada anda di bawah Akta Perlindungan Data Peribadi 2010 (PDPA) Malaysia.`,
    },

    { type: "h2", text: "1. Data peribadi yang kami kumpulkan", id: "data-we-collect" },
    {
      type: "ul",
      items: [
        "Daripada pusat: nama pemilik dan pentadbir, nama dan nombor pendaftaran syarikat, alamat perniagaan, alamat e-mel syarikat dan e-mel log masuk, serta orang yang boleh dihubungi dan nombor telefonnya.",
        "Daripada ibu bapa, penjaga dan pelajar dewasa: Maklumat Pendaftaran anda (nama, alamat, nombor telefon, tarikh lahir dan alamat e-mel), anak-anak yang dipasangkan dengan akaun anda, invois, resit dan pembayaran anda, permohonan cuti dan soalan yang anda hantar.",
        "Rekod kanak-kanak, yang dimasukkan oleh pusat mereka: nama dan kelas kanak-kanak itu, kehadiran dengan masa daftar masuk dan daftar keluar, bacaan suhu badan, catatan log harian, foto dan video dalam galeri, invois, serta laporan dengan markah dan maklum balas guru.",
        "Daripada guru dan kakitangan pusat: nama, alamat e-mel log masuk dan nombor telefon anda, serta rekod yang anda cipta, seperti kehadiran dan pengumuman.",
        "Daripada pelawat laman web: butiran teknikal yang diterima oleh setiap pelayan web, seperti alamat IP anda, jenis pelayar, serta halaman yang anda minta dan masanya.",
        "Daripada borang di laman web ini: butiran yang anda taip semasa anda meminta demo, memohon akaun pusat, mendaftar untuk kampen bank atau menyahaktifkan akaun anda.",
        "Bersama borang yang anda hantar dari laman web ini, dari mana lawatan anda datang: halaman pertama laman web ini yang anda buka dalam tab pelayar itu, laman web yang pautannya membawa anda (namanya sahaja, seperti www.facebook.com), dan tag kempen dalam alamat halaman itu (utm_source, utm_medium, utm_campaign, utm_term dan utm_content). Pelayar anda menyimpannya dalam tab itu sahaja, tanpa kuki, sehingga anda menghantar borang, dan tidak menghantar apa-apa sebelum itu. Butiran ini kemudian disimpan bersama pertanyaan anda, supaya kami tahu kempen dan laman web mana yang membawa pertanyaan, dan disimpan selama pertanyaan itu disimpan.",
      ],
    },
    {
      type: "p",
      text: "Kami tidak menjual data peribadi, dan kami tidak menggunakan rekod kanak-kanak untuk pengiklanan.",
    },

    { type: "h2", text: "2. Tujuan kami menggunakannya", id: "purposes" },
    {
      type: "ul",
      items: [
        "Untuk mencipta dan mengendalikan Akaun iKEY anda, dan untuk memasangkan profil kanak-kanak dengan ibu bapa mereka.",
        "Untuk membolehkan pusat mengurus pelajar, kehadiran, invois, pengumuman, galeri dan laporan, dan untuk menyampaikannya kepada guru dan ibu bapa, termasuk melalui pemberitahuan.",
        "Untuk memproses pembayaran, bayaran balik dan fi melalui iKEY Payment Account.",
        "Untuk menjawab permintaan demo, permohonan pusat dan soalan sokongan, dan untuk mengatur latihan.",
        "Untuk memastikan iKEY selamat, mencegah penipuan dan penyalahgunaan, dan membetulkan masalah.",
        "Untuk memaklumkan kepada anda tentang perubahan pada iKEY dan, jika anda bersetuju, tentang ciri dan tawaran baharu. Anda boleh menarik diri daripada pemasaran pada bila-bila masa.",
        "Untuk memenuhi kewajipan undang-undang dan perakaunan kami.",
      ],
    },

    { type: "h2", text: "3. Sumber data", id: "sources" },
    {
      type: "p",
      text: "Kebanyakan data peribadi diperoleh daripada anda. Rekod kanak-kanak diperoleh daripada pusat mereka, dan daripada ibu bapa atau penjaga yang memasangkan profil mereka. Maklumat log masuk guru diperoleh daripada pentadbir pusat mereka. Butiran pembayaran diperoleh daripada penyedia pembayaran kami. Permohonan yang dibuat melalui kampen bank mungkin diperoleh daripada kakitangan bank yang membantu anda mengisi borang. Butiran teknikal diperoleh daripada peranti anda apabila ia menghubungi pelayan kami.",
    },

    { type: "h2", text: "4. Pihak yang kami kongsikan data", id: "disclosure" },
    {
      type: "p",
      text: "Kami berkongsi data peribadi hanya setakat yang perlu bagi tujuan di atas, dengan:",
    },
    {
      type: "ul",
      items: [
        "pusat tempat anak anda belajar atau tempat anda bekerja, dan ibu bapa yang dipasangkan dengan seseorang kanak-kanak;",
        "penyedia pembayaran berlesen kami, yang mengendalikan iKEY Payment Account;",
        "penyedia pengehosan awan kami, yang menyimpan data dan menjalankan pelayan kami, di pusat data yang mungkin terletak di luar Malaysia (contohnya, di Singapura);",
        "rakan kongsi bank, bagi permohonan yang dibuat melalui kampennya, dan penyedia perakaunan, jika sesebuah pusat memilih untuk memautkan akaunnya;",
        "pihak berkuasa kerajaan, mahkamah atau pengawal selia, apabila dikehendaki oleh undang-undang.",
      ],
    },
    {
      type: "p",
      text: "Setiap pihak yang menerima data daripada kami mesti melindunginya dan menggunakannya hanya untuk kerja yang mereka lakukan bagi pihak kami atau sebagaimana yang dibenarkan oleh undang-undang.",
    },

    { type: "h2", text: "5. Hak anda untuk mengakses dan membetulkan data anda", id: "access-and-correction" },
    {
      type: "p",
      text: [
        "Anda boleh meminta salinan data peribadi yang kami simpan tentang anda, dan meminta kami membetulkan data yang salah, tidak lengkap atau tidak terkini. Hantarkan e-mel ke ",
        email,
        ` daripada alamat e-mel akaun anda. Kami menjawab permintaan akses dan pembetulan dalam tempoh ${ACCESS_REQUEST_DAYS} hari dari tarikh permintaan itu diterima. Jika kami tidak dapat memenuhi permintaan anda, kami akan memberitahu anda sebabnya.`,
      ],
    },
    {
      type: "p",
      text: "Ibu bapa boleh meminta rekod anak mereka. Oleh sebab pusat yang menyimpan rekod tersebut, kami mungkin menyerahkan permintaan anda kepada pusat itu, atau meminta pusat itu membetulkannya.",
    },

    { type: "h2", text: "6. Pilihan anda, dan akibatnya jika anda tidak memberikan data kepada kami", id: "choices" },
    {
      type: "p",
      text: "Medan yang ditanda sebagai wajib dalam borang dan aplikasi kami diperlukan untuk menyediakan perkhidmatan. Jika anda tidak memberikannya, kami tidak dapat mencipta akaun anda, memasangkan profil anak anda, memproses pembayaran atau menjawab permintaan anda. Medan lain adalah pilihan.",
    },
    {
      type: "p",
      text: "Anda boleh mematikan pemberitahuan dalam tetapan telefon anda, menarik diri daripada e-mel pemasaran, atau meminta kami mengehadkan cara kami menggunakan data anda. Anda juga boleh menyahaktifkan akaun anda pada bila-bila masa; sesetengah ciri akan berhenti berfungsi selepas anda berbuat demikian.",
    },

    { type: "h2", text: "7. Umur", id: "age" },
    {
      type: "p",
      text: "Anda mesti berumur sekurang-kurangnya 18 tahun untuk memberikan data peribadi anda sendiri kepada kami. Sesiapa yang berumur bawah 18 tahun hanya boleh menggunakan iKEY dengan persetujuan ibu bapa atau penjaga, dan rekod kanak-kanak diberikan oleh pusat dan ibu bapa mereka.",
    },

    { type: "h2", text: "8. Tempoh kami menyimpannya", id: "retention" },
    {
      type: "p",
      text: [
        "Kami menyimpan data peribadi selagi akaun anda aktif dan selama yang kami perlukan bagi tujuan di atas atau selama yang dikehendaki oleh undang-undang, contohnya bagi rekod kewangan. Apabila anda ",
        { text: "menyahaktifkan akaun aplikasi iKEY", href: "/deactivate-account" },
        ", anda boleh mengaktifkannya semula dengan log masuk semula; jika akaun itu kekal dinyahaktifkan, ia akan dipadamkan secara kekal selepas 180 hari.",
      ],
    },

    { type: "h2", text: "9. Cara kami melindunginya", id: "security" },
    {
      type: "p",
      text: "Data yang dihantar antara peranti anda dan pelayan kami disulitkan. Akses kepada data peribadi dihadkan kepada kakitangan dan penyedia yang memerlukannya untuk kerja mereka. Kami tidak akan sekali-kali meminta kata laluan anda melalui e-mel, telefon atau WhatsApp.",
    },

    { type: "h2", text: "10. Perubahan pada dasar ini", id: "changes" },
    {
      type: "p",
      text: "Apabila kami mengubah dasar ini, kami akan mengemas kini tarikh di bahagian atas. Jika perubahan itu ketara, kami akan memaklumkan kepada anda dalam aplikasi atau melalui e-mel.",
    },

    { type: "h2", text: "11. Cara menghubungi kami", id: "contact" },
    {
      type: "p",
      text: [
        "Bagi sebarang soalan, permintaan untuk mengakses atau membetulkan data anda, atau aduan tentang cara kami mengendalikannya, hantarkan e-mel ke ",
        email,
        ` atau tulis surat kepada ${facts.company.name} (${facts.company.registrationNo}), ${facts.company.address}.`,
      ],
    },
  ];
}
