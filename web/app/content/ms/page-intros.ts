import type * as En from "../page-intros";

export type { PageIntro } from "../page-intros";

const privacyPolicyIntro = {
  heading: "Dasar Privasi",
  intro:
    "Data peribadi yang dikumpulkan oleh iKEY, sebab kami mengumpulkannya, dan cara anda boleh melihat atau membetulkannya.",
  description:
    "Cara iKEY mengumpul, menggunakan dan melindungi data peribadi di bawah Akta Perlindungan Data Peribadi 2010 Malaysia.",
};

export const pageIntros: typeof En.pageIntros = {
  home: {
    heading: "Urus pusat anda, hubungi setiap ibu bapa",
    intro:
      "iKEY menyediakan satu aliran kerja yang bersepadu untuk pusat jagaan kanak-kanak, tadika dan pusat tuisyen: sistem pengurusan pusat berasaskan web untuk pejabat, aplikasi guru untuk bilik darjah dan aplikasi ibu bapa untuk di rumah.",
    description:
      "iKEY menghubungkan pusat jagaan kanak-kanak, tadika dan pusat tuisyen dengan guru dan ibu bapa: pengurusan pusat, invois, kehadiran dengan suhu badan, pengumuman dan laporan.",
  },
  "our-story": {
    heading: "Kisah Kami",
    intro:
      "iKEY bermula di Pulau Pinang pada tahun 2018 dengan satu soalan daripada seorang pemilik tadika: mengapa menguruskan sebuah pusat masih memerlukan begitu banyak kertas? Sejak itu, kami terus menjawabnya dengan perisian.",
    description: "Bagaimana iKEY bermula di Pulau Pinang, cara kami bekerjasama dengan pusat, dan hala tuju kami.",
  },
  "center-management-system": {
    heading: "Sistem Pengurusan Pusat",
    // The banner's tagline, from the requirements; the summary under it is in center-management-system.ts.
    intro: "Seluruh Aliran Kerja Perniagaan - Saling Berhubung",
    description:
      "iKEY Centre Management System: invois dan resit automatik, pengumuman berjadual, galeri, kehadiran dengan suhu badan dan laporan pelajar di satu tempat.",
  },
  "education-apps": {
    heading: "Aplikasi iKEY Educator",
    intro:
      "Semua yang diperlukan oleh guru dalam satu telefon: ambil kehadiran, daftar masuk dan keluar kanak-kanak dengan termometer Bluetooth, dan hantar pengumuman kepada ibu bapa.",
    description:
      "Aplikasi iKEY Educator untuk guru: kehadiran, daftar masuk dan keluar dengan suhu badan melalui Bluetooth, dan pengumuman kepada ibu bapa.",
  },
  "parent-apps": {
    heading: "Aplikasi iKEY Parent",
    intro:
      "Sentiasa dekat dengan hari anak anda: pengumuman, invois dan resit, foto dan video, kehadiran dengan suhu badan serta laporan kemajuan, semuanya dalam satu aplikasi.",
    description:
      "Aplikasi iKEY Parent: pengumuman, invois dan resit, galeri, video, kehadiran dengan suhu badan, laporan dan Soal Jawab Ibu Bapa.",
  },
  "new-feature": {
    heading: "Ciri Baharu: Pasangkan dengan Kod",
    intro: "Ibu bapa kini boleh memautkan profil anak mereka kepada pusat dengan kod pasangan atau kod QR sekali guna.",
    description:
      "Pasangkan profil anak dengan pusat dalam aplikasi iKEY Parent menggunakan kod pasangan atau kod QR sekali guna.",
  },
  announcement: {
    heading: "Pengumuman",
    intro: "Berita dan notis perkhidmatan daripada pasukan iKEY.",
    description: "Notis perkhidmatan dan berita daripada iKEY, termasuk panduan untuk pengguna telefon Huawei.",
  },
  campaign: {
    heading: "RHB Reflex Premium Plus for Education",
    intro:
      "Daftarkan pusat anda melalui RHB dan gunakan iKEY Premium Plus, dengan kutipan yuran dalam talian, integrasi perakaunan dan penggajian dalam satu pakej.",
    description:
      "Kampen RHB Reflex Premium Plus for Education: daftarkan pusat anda untuk iKEY Premium Plus dengan perbankan dalam talian RHB.",
  },
  faq: {
    heading: "Soalan Lazim",
    intro: "Jawapan kepada soalan yang paling kerap ditanya oleh pusat, guru dan ibu bapa.",
    description: "Soalan lazim tentang sistem pengurusan pusat iKEY, aplikasi ibu bapa dan aplikasi guru.",
  },
  "account-security-tips": {
    heading: "Tip Penyelesaian Masalah Akaun",
    intro:
      "Tidak dapat log masuk, sering terkeluar daripada akaun, atau tidak dapat melihat profil? Cuba langkah-langkah ini dahulu, mengikut urutan.",
    description:
      "Langkah-langkah untuk menyelesaikan masalah log masuk aplikasi iKEY, log keluar automatik dan profil yang hilang.",
  },
  help: {
    heading: "Apakah yang boleh kami bantu?",
    intro: "Jawapan untuk pemilik pusat, guru dan ibu bapa yang menggunakan iKEY, serta carian seluruh laman ini.",
    description:
      "Pusat bantuan iKEY: jawapan langkah demi langkah untuk pemilik pusat, guru dan ibu bapa, daripada memadankan anak hingga invois dan masalah log masuk.",
  },
  "check-app-status": {
    heading: "Semak Status Aplikasi",
    intro:
      "Ketahui sama ada masalah berpunca daripada peranti anda, rangkaian anda atau pelayan kami. Setiap perkhidmatan diuji dari peranti anda dan dari dua lokasi awan.",
    description: "Semak sama ada pelayan dan aplikasi iKEY berfungsi, dari peranti anda dan dari dua lokasi awan.",
  },
  "deactivate-account": {
    heading: "Nyahaktifkan Akaun Aplikasi iKEY",
    intro:
      "Nyahaktifkan akaun aplikasi iKEY Parent anda. Anda boleh mengaktifkannya semula pada bila-bila masa dengan log masuk semula sebelum akaun itu dipadamkan secara kekal.",
    description:
      "Nyahaktifkan akaun aplikasi iKEY Parent anda. Akaun yang kekal tidak aktif selama 180 hari akan dipadamkan secara kekal.",
  },
  "deactivate-account-success": {
    heading: "Akaun Anda telah dinyahaktifkan",
    intro: "Akaun anda akan dipadamkan secara kekal dalam tempoh 180 hari.",
    description: "Akaun aplikasi iKEY anda telah dinyahaktifkan.",
  },
  recruitment: {
    heading: "Kerjaya di iKEY",
    intro:
      "Sertai pasukan kecil di Pulau Pinang yang membina perisian yang digunakan setiap hari oleh pusat, guru dan ibu bapa.",
    description: "Jawatan kosong di iKEY, Pulau Pinang, latar belakang syarikat kami dan faedah kakitangan.",
  },
  terms: {
    heading: "Terma dan Syarat",
    intro: "Terma yang terpakai apabila anda menggunakan iKEY, iKEY Payment Account dan laman web kami.",
    description: "Terma perkhidmatan iKEY, terma akaun pembayaran dan terma am.",
  },
  "privacy-policy": privacyPolicyIntro,
  "student-privacy-policy": privacyPolicyIntro,
  "privacy-policy-html": privacyPolicyIntro,
  sitemap: {
    heading: "Peta Laman",
    intro: "Setiap halaman laman web iKEY dalam satu senarai.",
    description: "Senarai setiap halaman di laman web iKEY.",
  },
  maintenance: {
    heading: "Dalam Penyelenggaraan",
    intro: "Kami sedang menaik taraf pelayan kami. Sila cuba lagi sebentar nanti.",
    description: "iKEY sedang menjalani penyelenggaraan berjadual.",
  },
  "sign-up": {
    heading: "Mohon Akaun Pusat",
    intro:
      "Beritahu kami tentang diri anda, syarikat anda dan pusat anda, dan kami akan menyediakan akaun pusat iKEY anda.",
    description:
      "Mohon akaun sistem pengurusan pusat iKEY untuk pusat jagaan kanak-kanak, tadika atau pusat tuisyen anda.",
  },
  "status-updates": {
    heading: "Makluman E-mel tentang Insiden",
    intro: "Sahkan atau batalkan e-mel yang kami hantar apabila berlaku insiden pada perkhidmatan iKEY.",
    description: "Sahkan atau batalkan makluman e-mel tentang insiden pada perkhidmatan iKEY.",
  },
  "demo-booking": {
    heading: "Demo iKEY Anda",
    intro: "Pindahkan demo anda ke masa lain yang kosong, atau batalkannya.",
    description: "Pindahkan demo iKEY yang ditempah di laman web kami ke masa lain yang kosong, atau batalkannya.",
  },
  "redirect-to-download": {
    heading: "Dapatkan Aplikasi iKEY",
    intro:
      "Anda sedang dibawa ke gedung aplikasi. Jika tiada apa-apa yang berlaku, pilih aplikasi dan gedung anda di bawah.",
    description: "Muat turun aplikasi iKEY Educator dan iKEY Parent daripada Google Play, App Store atau AppGallery.",
  },
  "download-app": {
    heading: "Muat Turun Aplikasi iKEY",
    intro:
      "iKEY Educator adalah untuk guru dan kakitangan pusat. iKEY Parent adalah untuk ibu bapa dan pelajar dewasa.",
    description: "Muat turun aplikasi iKEY Educator dan iKEY Parent.",
  },
  "download-educator-app": {
    heading: "Muat Turun iKEY Educator",
    intro: "Aplikasi untuk guru dan kakitangan pusat: kehadiran, daftar masuk dan keluar, serta pengumuman.",
    description: "Muat turun aplikasi iKEY Educator untuk Android, iPhone dan Huawei.",
  },
  "download-parent-app": {
    heading: "Muat Turun iKEY Parent",
    intro: "Aplikasi untuk ibu bapa dan pelajar dewasa: pengumuman, invois, galeri, kehadiran dan laporan.",
    description: "Muat turun aplikasi iKEY Parent untuk Android, iPhone dan Huawei.",
  },
};
