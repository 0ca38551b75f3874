import type * as En from "../help-teachers";

/** Artikel pusat bantuan untuk guru dan kakitangan pusat yang menggunakan aplikasi iKEY Educator. */
export const teacherArticles: typeof En.teacherArticles = {
  "get-educator-login": {
    title: "Dapatkan akaun log masuk untuk aplikasi iKEY Educator",
    description:
      "Guru tidak mendaftar sendiri untuk iKEY Educator: pentadbir pusat anda mencipta akaun log masuk anda dalam CMS. Begini cara mendapatkannya dan log masuk.",
    body: [
      {
        type: "p",
        text: "Anda tidak perlu mendaftar sendiri untuk iKEY Educator. Pentadbir pusat anda mencipta akaun log masuk anda dalam CMS, iaitu sistem web yang digunakan oleh pejabat pusat anda, dan memberikan alamat e-mel serta kata laluan untuk digunakan. Jika anda belum menerima maklumat log masuk, sila tanya pentadbir pusat anda.",
      },
      { type: "h2", text: "Log masuk buat kali pertama" },
      {
        type: "ol",
        items: [
          "Dapatkan alamat e-mel dan kata laluan anda daripada pentadbir pusat anda.",
          "Muat turun iKEY Educator daripada gedung aplikasi di telefon anda.",
          "Buka aplikasi dan masukkan alamat e-mel tepat seperti yang ditetapkan oleh pentadbir anda, tanpa kesilapan ejaan atau ruang kosong.",
          "Masukkan kata laluan anda dan log masuk.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          [
            "iKEY Educator boleh digunakan pada iPhone dengan iOS 10 atau lebih baharu dan pada telefon Android dengan Android 6.0 atau lebih baharu. Telefon Huawei yang tidak mempunyai Google Play Store tidak dapat menggunakan aplikasi mudah alih iKEY. Lihat ",
            { text: "telefon yang boleh menggunakan aplikasi iKEY", href: "/help/parents/supported-phones" },
            ".",
          ],
          "Pastikan aplikasi sentiasa dikemas kini supaya anda mendapat pembaikan terkini.",
          "Jangan kongsi kata laluan anda dengan sesiapa. Kakitangan iKEY tidak akan sekali-kali memintanya.",
        ],
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "p",
        text: [
          "Terlupa kata laluan? Ketik Lupa Kata Laluan (Forgot Password) pada skrin log masuk dan masukkan alamat e-mel yang anda gunakan untuk log masuk; kata laluan baharu anda mestilah sekurang-kurangnya 8 aksara. Jika aplikasi menyatakan bahawa e-mel atau kata laluan anda salah, lihat ",
          { text: "apa yang perlu dilakukan jika anda tidak dapat log masuk", href: "/help/parents/unable-to-log-in" },
          ". Jika anda masih tidak dapat log masuk, hubungi khidmat pelanggan iKEY (butirannya di hujung halaman ini).",
        ],
      },
    ],
  },

  "create-a-classroom": {
    title: "Cipta bilik darjah dalam iKEY Educator",
    description:
      "Bilik darjah dicipta di halaman kehadiran aplikasi iKEY Educator. Cipta bilik darjah, tambahkan kanak-kanak dan mula mengambil kehadiran kelas itu.",
    body: [
      {
        type: "p",
        text: "Anda sendiri yang mencipta bilik darjah dalam aplikasi iKEY Educator, di halaman kehadirannya. Setelah kanak-kanak ditambahkan ke bilik darjah itu, anda boleh menandakan siapa yang hadir dengan beberapa ketikan sahaja, dan pejabat pusat dapat melihat rekod yang sama dengan serta-merta.",
      },
      { type: "h2", text: "Cipta bilik darjah" },
      {
        type: "ol",
        items: [
          "Log masuk ke iKEY Educator dengan akaun log masuk yang diberikan oleh pentadbir pusat anda.",
          "Buka halaman kehadiran.",
          "Cipta bilik darjah baharu untuk kelas anda.",
          "Tambahkan kanak-kanak dalam kelas tersebut.",
          "Bilik darjah anda sudah sedia: pilih bilik darjah itu di halaman kehadiran setiap kali anda mengambil kehadiran kelas tersebut.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "Maklumat kanak-kanak datang daripada rekod pusat anda dalam CMS, tempat pejabat mengurus butiran, ibu bapa dan pendaftaran setiap kanak-kanak. Jika seseorang kanak-kanak tiada dalam senarai, atau maklumatnya salah, minta pejabat pusat menyemak profil kanak-kanak itu dalam CMS.",
          [
            "Setelah bilik darjah disediakan, anda boleh ",
            {
              text: "mengambil kehadiran bersama suhu badan",
              href: "/help/teachers/attendance-and-body-temperature",
            },
            " semasa kanak-kanak tiba dan pulang.",
          ],
        ],
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "p",
        text: [
          "Jika aplikasi tidak memaparkan pusat anda atau halaman kehadiran selepas anda log masuk, muat semula skrin, kemudian log keluar dan log masuk semula. ",
          { text: "Tip penyelesaian masalah akaun", href: "/account-security-tips" },
          " menyenaraikan langkah-langkah lanjut. Jika masih tidak berjaya, hubungi khidmat pelanggan iKEY (butirannya di hujung halaman ini).",
        ],
      },
    ],
  },

  "attendance-and-body-temperature": {
    title: "Ambil kehadiran bersama suhu badan",
    description:
      "Daftar masuk dan keluar kanak-kanak di halaman kehadiran iKEY Educator dan rekodkan suhu mereka dengan termometer Bluetooth. Ibu bapa dimaklumkan serta-merta.",
    body: [
      {
        type: "p",
        text: "Dalam iKEY Educator, anda mendaftar masuk setiap kanak-kanak apabila mereka tiba dan mendaftar keluar apabila mereka pulang. Dengan termometer Bluetooth yang dipasangkan dengan telefon anda, suhu yang anda ambil direkodkan bersama daftar masuk atau daftar keluar: tidak perlu menaip, tiada buku log kertas.",
      },
      { type: "h2", text: "Sebelum anda bermula" },
      {
        type: "p",
        text: "Pasangkan termometer Bluetooth dengan telefon yang anda gunakan untuk iKEY Educator. Anda hanya perlu melakukannya sekali. Pastikan Bluetooth telefon anda dihidupkan.",
      },
      { type: "h2", text: "Ambil kehadiran" },
      {
        type: "ol",
        items: [
          [
            "Buka halaman kehadiran dan pilih bilik darjah. Belum ada bilik darjah? ",
            { text: "Cipta bilik darjah", href: "/help/teachers/create-a-classroom" },
            " dahulu.",
          ],
          "Apabila seseorang kanak-kanak tiba, daftar masuk kanak-kanak itu.",
          "Ambil suhu kanak-kanak itu dengan termometer. Bacaannya direkodkan bersama daftar masuk.",
          "Jika perlu, ambil bacaan suhu sekali lagi pada waktu lain pada hari yang sama, contohnya selepas makan tengah hari.",
          "Apabila kanak-kanak itu pulang, daftar keluar kanak-kanak itu dan ambil suhunya sekali lagi jika pusat anda berbuat demikian.",
        ],
      },
      { type: "h2", text: "Apa yang berlaku seterusnya" },
      {
        type: "ul",
        items: [
          "Ibu bapa dimaklumkan secara masa nyata dalam aplikasi iKEY Parent apabila anak mereka didaftar masuk atau keluar, dan mereka boleh menyemak sejarah kehadiran, termasuk bacaan suhu.",
          "Pejabat pusat dapat melihat kehadiran hari itu sebaik sahaja ia direkodkan.",
        ],
      },
      { type: "h2", text: "Jika bacaan suhu tidak diterima" },
      {
        type: "p",
        text: [
          "Pastikan termometer dihidupkan dan berada dekat dengan telefon anda, dan Bluetooth dihidupkan, kemudian pasangkan termometer itu sekali lagi. Jika ibu bapa memberitahu bahawa mereka tidak menerima pemberitahuan, mereka boleh ",
          { text: "menyemak status aplikasi", href: "/check-app-status" },
          ". Untuk mengetahui termometer yang patut digunakan, atau jika bacaan masih tidak diterima, tanya pentadbir pusat anda atau hubungi khidmat pelanggan iKEY (butirannya di hujung halaman ini).",
        ],
      },
    ],
  },

  "daily-log": {
    title: "Isi log harian setiap kanak-kanak",
    description:
      "Log harian merekodkan hari setiap kanak-kanak di pusat, seperti makan, tidur dan aktiviti, supaya ibu bapa dapat mengikutinya dari rumah.",
    body: [
      {
        type: "p",
        text: "Log harian menyimpan rekod hari setiap kanak-kanak di pusat: makan, tidur dan aktiviti. Ibu bapa dapat mengikutinya dari rumah, dan pusat mempunyai sejarah untuk dirujuk semula.",
      },
      { type: "h2", text: "Isi log harian" },
      {
        type: "ol",
        items: [
          "Dalam iKEY Educator, buka log harian dan pilih kanak-kanak itu.",
          "Rekodkan apa yang berlaku: apa yang dimakan oleh kanak-kanak itu, bila dia tidur dan apa aktivitinya.",
          "Tambahkan catatan sepanjang hari, bukan sekali gus pada penghujung hari, supaya tiada apa-apa yang terlupa.",
          "Baca semula catatan anda sebelum anda selesai bekerja pada hari itu.",
        ],
      },
      { type: "h2", text: "Tip untuk catatan yang berguna" },
      {
        type: "ul",
        items: [
          "Pastikan setiap catatan ringkas dan berdasarkan fakta: ibu bapa ingin tahu apa yang dilakukan oleh anak mereka, apa yang dimakannya dan bagaimana dia berehat.",
          "Tulis tentang kanak-kanak itu sahaja, dan jangan menyebut nama kanak-kanak lain.",
          "Catatan log harian ialah sebahagian daripada rekod kanak-kanak itu, yang disimpan oleh pusat mengikut dasarnya sendiri.",
          [
            "Masa daftar masuk dan daftar keluar serta bacaan suhu direkodkan secara berasingan, bersama ",
            { text: "kehadiran", href: "/help/teachers/attendance-and-body-temperature" },
            ", manakala foto dikongsi di ",
            { text: "galeri pusat", href: "/help/teachers/share-photos-in-the-gallery" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "Jika anda tidak menemui log harian" },
      {
        type: "p",
        text: "Tanya pentadbir pusat anda bagaimana pusat anda menggunakan log harian. Jika log harian sepatutnya ada dalam aplikasi anda tetapi tidak dipaparkan, muat semula skrin, log keluar dan log masuk semula, kemudian hubungi khidmat pelanggan iKEY (butirannya di hujung halaman ini).",
      },
    ],
  },

  "send-announcements": {
    title: "Hantar pengumuman kepada ibu bapa",
    description:
      "Tulis pengumuman dalam aplikasi iKEY Educator dan ibu bapa akan menerimanya dalam aplikasi iKEY Parent bersama pemberitahuan.",
    body: [
      {
        type: "p",
        text: "Anda boleh memaklumkan kepada ibu bapa apa yang sedang berlaku tanpa meninggalkan bilik darjah. Tulis pengumuman dalam iKEY Educator dan ibu bapa akan menerimanya dalam aplikasi iKEY Parent sebagai pemberitahuan di telefon mereka.",
      },
      { type: "h2", text: "Hantar pengumuman" },
      {
        type: "ol",
        items: [
          "Buka iKEY Educator dan pergi ke bahagian pengumuman.",
          "Tulis pengumuman anda. Nyatakan apa yang berlaku, bila, dan apa yang perlu dilakukan oleh ibu bapa, contohnya membawa borang atau mengambil anak mereka lebih awal.",
          "Baca semula pengumuman itu, kemudian hantar.",
          "Ibu bapa menerima pemberitahuan, dan pengumuman itu kekal dalam aplikasi mereka untuk dibaca semula kemudian.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          [
            "Pengumuman sampai kepada ibu bapa yang telah memasangkan profil anak mereka dengan pusat anda. Jika seseorang ibu bapa tidak menerima apa-apa, mungkin mereka belum memasangkan profil anak mereka: pejabat pusat boleh memberikan kod pasangan anak itu atau kod QR sekali guna. Lihat ",
            { text: "cara ibu bapa memasangkan profil anak", href: "/help/parents/pair-your-child" },
            ".",
          ],
          [
            "Perlu menghantar notis pada tarikh dan masa kemudian? Pejabat pusat boleh ",
            { text: "menjadualkan pengumuman dalam CMS", href: "/help/centre-owners/schedule-announcements" },
            ".",
          ],
          "Jika ibu bapa yang telah memasangkan profil anak mereka masih tidak menerima pemberitahuan, minta mereka memastikan pemberitahuan untuk iKEY Parent dibenarkan di telefon mereka.",
        ],
      },
    ],
  },

  "share-photos-in-the-gallery": {
    title: "Kongsi foto dengan ibu bapa di galeri pusat",
    description:
      "Foto detik-detik pembelajaran sampai kepada ibu bapa melalui galeri pusat dalam aplikasi iKEY Parent. Begini caranya dan perkara yang perlu disemak dahulu.",
    body: [
      {
        type: "p",
        text: "Galeri pusat ialah tempat pusat anda berkongsi detik-detik pembelajaran yang pasti ingin dilihat oleh ibu bapa: seni dan kraf, lawatan, hari sukan dan sambutan. Foto dimuat naik ke galeri pusat dan dikongsi secara peribadi dengan keluarga dalam setiap kelas, yang dapat melihatnya dalam galeri aplikasi iKEY Parent.",
      },
      { type: "h2", text: "Cara foto sampai kepada ibu bapa" },
      {
        type: "ol",
        items: [
          "Ambil foto aktiviti kelas yang ingin anda kongsi.",
          "Pilih beberapa foto yang terbaik, dan tinggalkan foto yang tidak sesuai untuk dilihat oleh ibu bapa.",
          "Muat naik foto itu ke galeri pusat. Galeri diurus dalam CMS, iaitu sistem web pusat anda, jadi tanya pentadbir pusat anda sama ada anda memuat naik foto sendiri atau menyerahkannya kepada pejabat.",
          "Ibu bapa kelas itu dapat melihat foto tersebut dalam galeri aplikasi iKEY Parent mereka.",
        ],
      },
      { type: "h2", text: "Sebelum anda berkongsi" },
      {
        type: "ul",
        items: [
          "Patuhi peraturan pusat anda tentang mengambil gambar kanak-kanak.",
          "Semak latar belakang foto untuk apa-apa maklumat peribadi, seperti dokumen, senarai nama atau skrin.",
          "Foto galeri ialah sebahagian daripada rekod pusat, dan pusat itu menyimpan atau memadamkannya mengikut dasarnya sendiri.",
        ],
      },
      { type: "h2", text: "Jika ibu bapa tidak dapat melihat foto" },
      {
        type: "p",
        text: [
          "Ibu bapa hanya dapat melihat galeri selepas memasangkan profil anak mereka dengan pusat anda. Rujuk mereka kepada ",
          { text: "cara melihat galeri", href: "/help/parents/view-the-gallery" },
          ". Jika foto sudah dimuat naik tetapi ibu bapa yang telah memasangkan profil anak mereka masih tidak dapat melihatnya, hubungi khidmat pelanggan iKEY (butirannya di hujung halaman ini).",
        ],
      },
    ],
  },
};
