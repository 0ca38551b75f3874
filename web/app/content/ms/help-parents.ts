import { DELETION_DAYS, MIN_PASSWORD_LENGTH } from "@ikey/contracts/account-rules";
import { EARLY_DELETION_SUBJECT } from "../account-deletion";
import { ACCESS_REQUEST_DAYS } from "../data-requests";
import type * as En from "../help-parents";

/*
 * The subject line of an early deletion request stays in English: support finds the requests by it,
 * whatever the page's language (as in ./account-deletion.ts).
 */

export const parentArticles: typeof En.parentArticles = {
  "get-started-parent-app": {
    title: "Mula menggunakan aplikasi iKEY Parent",
    description:
      "Muat turun iKEY Parent, daftar dengan alamat e-mel anda dan pasangkan anak anda dengan kod daripada pusat untuk mula menerima berita terkini.",
    body: [
      {
        type: "p",
        text: "iKEY Parent ialah aplikasi untuk ibu bapa dan pelajar dewasa di pusat yang menggunakan iKEY, dan boleh dimuat turun secara percuma. Anda memerlukan tiga perkara: aplikasi itu, sebuah akaun, dan kod pasangan atau kod QR anak anda daripada pusat.",
      },
      {
        type: "ol",
        items: [
          "Muat turun iKEY Parent daripada gedung aplikasi di telefon anda: App Store pada iPhone, Google Play pada telefon Android, atau AppGallery pada telefon Huawei.",
          "Buka aplikasi dan daftar dengan alamat e-mel anda. Gunakan alamat yang kerap anda semak, kerana e-mel tetapan semula kata laluan juga dihantar ke alamat itu.",
          "Log masuk dengan alamat e-mel dan kata laluan anda.",
          [
            "Masukkan kod pasangan anak anda, atau imbas kod QR, yang diberikan oleh pusat kepada anda. Lihat ",
            { text: "Pasangkan anak anda dengan kod pasangan atau kod QR", href: "/help/parents/pair-your-child" },
            ".",
          ],
        ],
      },
      {
        type: "p",
        text: "Setelah profil anak anda dipasangkan, anda akan menerima pengumuman, invois dan resit, foto, kehadiran dan laporan daripada pusat bagi anak tersebut.",
      },
      { type: "h2", text: "Sebelum anda bermula" },
      {
        type: "ul",
        items: [
          [
            "Pastikan telefon anda boleh menjalankan aplikasi ini: iPhone memerlukan iOS 10 atau lebih baharu dan telefon Android memerlukan Android 6.0 atau lebih baharu. Telefon Huawei yang tidak mempunyai Google Play Store tidak dapat menggunakannya. Lihat ",
            {
              text: "Telefon apakah yang boleh menggunakan aplikasi iKEY Parent?",
              href: "/help/parents/supported-phones",
            },
            ".",
          ],
          "Jika anda belum mempunyai kod pasangan, minta daripada pusat anak anda.",
        ],
      },
    ],
  },
  "pair-your-child": {
    title: "Pasangkan anak anda dengan kod pasangan atau kod QR",
    description:
      "Pautkan profil anak anda kepada pusat dalam aplikasi iKEY Parent dengan kod pasangan atau kod QR sekali guna yang diberikan oleh pusat.",
    body: [
      {
        type: "p",
        text: "Pemasangan memautkan profil anak anda di pusat kepada akaun iKEY Parent anda. Setiap kanak-kanak mempunyai kod pasangan yang unik, dan pusat juga boleh memberi anda kod QR sekali guna untuk diimbas. Anda boleh menggunakan salah satu daripadanya.",
      },
      {
        type: "ol",
        items: [
          "Minta kod pasangan atau kod QR anak anda daripada pusat anak anda.",
          "Daftar untuk iKEY Parent jika anda belum berbuat demikian, kemudian log masuk.",
          "Taip kod pasangan itu, atau imbas kod QR dengan aplikasi.",
          "Profil anak anda akan dipaparkan dalam aplikasi, dan sejak itu berita terkini daripada pusat bagi anak tersebut terus sampai kepada anda.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "Kod QR hanya boleh digunakan sekali. Jika kod itu telah digunakan, minta kod baharu daripada pusat.",
          "Rahsiakan kod pasangan itu, sama seperti kata laluan. Pusat hanya memberikannya kepada ibu bapa atau penjaga kanak-kanak tersebut.",
          [
            "Ada lebih daripada seorang anak? Pasangkan setiap anak dengan kod anak itu sendiri: lihat ",
            { text: "Tambah lebih daripada seorang anak dalam akaun anda", href: "/help/parents/more-than-one-child" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "p",
        text: [
          "Jika kod itu ditolak, semak kod tersebut dengan pusat. Jika anda telah memasangkan anak anda tetapi profilnya tidak dipaparkan, ikut langkah dalam ",
          { text: "Profil anak saya tiada dalam aplikasi", href: "/help/parents/child-profile-missing" },
          ".",
        ],
      },
    ],
  },
  "more-than-one-child": {
    title: "Tambah lebih daripada seorang anak dalam akaun anda",
    description:
      "Satu akaun iKEY Parent boleh memuatkan beberapa orang anak. Pasangkan setiap anak dengan kod pasangan atau kod QR mereka sendiri.",
    body: [
      {
        type: "p",
        text: "Anda tidak memerlukan akaun kedua. Satu akaun ibu bapa boleh memuatkan beberapa orang anak: pasangkan setiap anak dengan kod pasangan atau kod QR anak itu sendiri, dan anda akan menerima berita terkini setiap anak dalam akaun yang sama.",
      },
      {
        type: "ol",
        items: [
          "Minta kod pasangan atau kod QR setiap anak daripada pusat. Setiap kanak-kanak mempunyai kodnya sendiri, jadi kod seorang anak tidak boleh digunakan untuk adik-beradiknya. Jika anak-anak anda belajar di pusat yang berlainan, minta daripada setiap pusat.",
          "Log masuk ke iKEY Parent dengan alamat e-mel dan kata laluan yang biasa anda gunakan.",
          [
            "Pasangkan anak pertama dengan kodnya, seperti dalam ",
            { text: "Pasangkan anak anda dengan kod pasangan atau kod QR", href: "/help/parents/pair-your-child" },
            ".",
          ],
          "Ulangi dengan kod anak seterusnya sehingga profil setiap anak ada dalam akaun anda.",
        ],
      },
      {
        type: "p",
        text: "Pengumuman, invois dan resit, foto, kehadiran dan laporan setiap anak kemudiannya sampai ke akaun yang sama, jadi anda tidak perlu log keluar dan log masuk semula untuk mengikuti perkembangan anak yang lain.",
      },
      { type: "h2", text: "Jika seorang anak tidak dipaparkan" },
      {
        type: "p",
        text: [
          "Pastikan anda menggunakan kod anak itu sendiri, dan ingat bahawa kod QR hanya boleh digunakan sekali. Kemudian ikut langkah dalam ",
          { text: "Profil anak saya tiada dalam aplikasi", href: "/help/parents/child-profile-missing" },
          ".",
        ],
      },
    ],
  },
  "what-you-see-in-the-app": {
    title: "Apakah yang boleh saya lihat dalam aplikasi iKEY Parent?",
    description:
      "Pengumuman, invois dan resit, foto, kehadiran dengan suhu badan, laporan, permohonan cuti dan banyak lagi, bagi setiap anak yang anda pasangkan.",
    body: [
      {
        type: "p",
        text: "Setelah anak anda dipasangkan dengan pusat, iKEY Parent membawa rekod pusat tentang anak anda ke telefon anda. Bagi setiap anak yang dipasangkan, anda boleh melihat:",
      },
      {
        type: "ul",
        items: [
          "Pengumuman daripada pusat, dengan pemberitahuan apabila pengumuman baharu diterima. Setiap pengumuman kekal dalam aplikasi untuk dibaca semula kemudian.",
          "Invois dan resit bagi yuran anak anda, sebaik sahaja pusat mengeluarkannya.",
          "Galeri foto daripada pusat, dan video untuk pelanggan.",
          "Sejarah kehadiran, termasuk masa daftar masuk dan daftar keluar serta bacaan suhu badan.",
          "Laporan kemajuan anak anda daripada guru, yang boleh dimuat turun sebagai fail PDF untuk disimpan atau dicetak.",
          "Permohonan cuti, supaya anda boleh memaklumkan kepada pusat apabila anak anda tidak hadir.",
          "Soal Jawab Ibu Bapa, tempat soalan dan jawapan disimpan bersama.",
        ],
      },
      {
        type: "p",
        text: "Semua ini datang daripada pusat: pejabat dan guru pusat menyimpan rekod dalam iKEY Centre Management System (CMS) dan aplikasi iKEY Educator, dan aplikasi anda memaparkan bahagian rekod itu yang berkaitan dengan anak anda.",
      },
      { type: "h2", text: "Ada yang tiada?" },
      {
        type: "p",
        text: [
          "Jika profil seorang anak langsung tidak dipaparkan, lihat ",
          { text: "Profil anak saya tiada dalam aplikasi", href: "/help/parents/child-profile-missing" },
          ". Jika hanya satu perkara tiada, seperti invois atau laporan, tanya pusat sama ada perkara itu sudah dikeluarkan.",
        ],
      },
    ],
  },
  "arrival-notifications": {
    title: "Ketahui apabila anak anda tiba dan pulang dari pusat",
    description:
      "iKEY Parent memaklumkan anda secara masa nyata apabila guru mendaftar masuk atau keluar anak anda dan merekodkan suhu badannya.",
    body: [
      {
        type: "p",
        text: "Ya, anda akan tahu. Apabila guru mendaftar masuk atau keluar anak anda dan merekodkan suhu badannya dalam aplikasi iKEY Educator, anda akan dimaklumkan secara masa nyata.",
      },
      { type: "h2", text: "Cara ia berfungsi" },
      {
        type: "ol",
        items: [
          "Anak anda tiba, dan guru mendaftar masuk anak anda di halaman kehadiran iKEY Educator.",
          "Guru mengambil suhu anak anda dengan termometer Bluetooth yang dipasangkan dengan telefon; bacaannya direkodkan bersama daftar masuk.",
          "Anda menerima pemberitahuan dalam iKEY Parent.",
          "Apabila anak anda pulang, guru mendaftar keluar anak anda dan anda dimaklumkan sekali lagi.",
        ],
      },
      {
        type: "p",
        text: "Guru boleh mengambil lebih daripada satu bacaan suhu dalam sehari, contohnya semasa tiba dan sekali lagi selepas makan tengah hari. Anda boleh menyemak masa daftar masuk, masa daftar keluar dan bacaan suhu yang lepas dalam sejarah kehadiran.",
      },
      { type: "h2", text: "Jika pemberitahuan tidak diterima" },
      {
        type: "ul",
        items: [
          "Pastikan anak anda telah dipasangkan dengan pusat dalam akaun anda, dan anda sudah log masuk.",
          "Semak sama ada telefon anda membenarkan pemberitahuan daripada iKEY Parent, dan pastikan aplikasi sentiasa dikemas kini.",
          [
            "Lihat sama ada perkhidmatan iKEY berfungsi di halaman ",
            { text: "Semak Status Aplikasi", href: "/check-app-status" },
            ".",
          ],
          "Jika sejarah kehadiran tidak menunjukkan rekod pada hari itu, tanya pusat sama ada anak anda telah didaftar masuk.",
        ],
      },
    ],
  },
  "read-announcements": {
    title: "Baca pengumuman daripada pusat anak anda",
    description:
      "Notis penutupan, acara dan peringatan daripada pusat sampai ke iKEY Parent bersama pemberitahuan, dan kekal dalam aplikasi untuk dibaca semula.",
    body: [
      {
        type: "p",
        text: "Pusat anak anda menghantar pengumuman, seperti notis penutupan, acara dan peringatan, ke aplikasi iKEY Parent. Setiap pengumuman tiba bersama pemberitahuan di telefon anda dan kekal dalam aplikasi, jadi anda boleh membacanya semula kemudian.",
      },
      {
        type: "ol",
        items: [
          "Apabila pemberitahuan diterima, ketik pemberitahuan itu, atau buka iKEY Parent.",
          "Pergi ke bahagian pengumuman untuk membaca pengumuman baharu itu.",
          "Untuk mencari pengumuman yang lebih lama, buka bahagian pengumuman pada bila-bila masa: setiap pengumuman disimpan dalam aplikasi.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "Pengumuman datang daripada pejabat pusat dan daripada guru. Pusat boleh menghantar pengumuman dengan serta-merta atau menjadualkannya pada tarikh dan masa kemudian.",
          "Anda menerima pengumuman daripada pusat yang dipasangkan dengan anak-anak anda. Jika anda tidak menerima sebarang pengumuman, pastikan anak anda telah dipasangkan.",
        ],
      },
      { type: "h2", text: "Tidak menerima pemberitahuan?" },
      {
        type: "p",
        text: [
          "Pastikan telefon anda membenarkan pemberitahuan daripada iKEY Parent dan aplikasi itu dikemas kini. Telefon Huawei yang tidak mempunyai Google Play Store tidak dapat menggunakan aplikasi ini, tetapi pemiliknya tetap menerima notis pusat melalui e-mel: lihat ",
          {
            text: "Telefon apakah yang boleh menggunakan aplikasi iKEY Parent?",
            href: "/help/parents/supported-phones",
          },
          ".",
        ],
      },
    ],
  },
  "view-the-gallery": {
    title: "Lihat foto anak anda di galeri",
    description:
      "Lihat foto detik pembelajaran anak anda yang dikongsi oleh pusat di galeri iKEY Parent, dan video jika anda melanggan.",
    body: [
      {
        type: "p",
        text: "Galeri dalam iKEY Parent memaparkan foto detik pembelajaran anak anda, daripada seni dan kraf hingga lawatan dan sambutan, yang dikongsi oleh pusat.",
      },
      {
        type: "ol",
        items: [
          "Buka iKEY Parent dan log masuk.",
          "Buka galeri untuk melihat foto anak anda yang telah dikongsi oleh pusat.",
        ],
      },
      { type: "h2", text: "Video" },
      {
        type: "p",
        text: "Video disediakan untuk pelanggan: langgan dalam aplikasi untuk menontonnya, supaya pembelajaran dapat diteruskan di rumah mengikut rentak anak anda sendiri.",
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "Pusat memilih foto yang hendak dikongsi dan masa untuk mengongsikannya. Jika anda menjangkakan foto daripada sesuatu acara tetapi tidak menemuinya, tanya pusat sama ada foto itu sudah dimuat naik.",
          "Foto ialah sebahagian daripada rekod pusat tentang anak anda. Foto itu kekal di pusat walaupun anda memadamkan akaun iKEY anda, dan pusat menyimpan atau memadamkannya mengikut dasarnya sendiri.",
          [
            "Jika anak anda langsung tidak dipaparkan dalam aplikasi, lihat ",
            { text: "Profil anak saya tiada dalam aplikasi", href: "/help/parents/child-profile-missing" },
            ".",
          ],
        ],
      },
    ],
  },
  "pay-fees-in-the-app": {
    title: "Lihat invois dan bayar yuran dalam aplikasi",
    description:
      "Cari invois dan resit anak anda dalam iKEY Parent, dan bayar yuran dalam talian jika pusat anda menawarkannya. Setiap bayaran direkodkan.",
    body: [
      {
        type: "p",
        text: "Invois pusat bagi yuran anak anda sampai ke iKEY Parent sebaik sahaja dikeluarkan, dan resit juga disimpan di situ, jadi anda tidak lagi memerlukan slip kertas. Pusat yang menerima bayaran yuran dalam talian membolehkan anda membayar melalui gerbang perbankan dalam talian FPX, dan setiap bayaran direkodkan dalam iKEY.",
      },
      { type: "h2", text: "Bayar invois" },
      {
        type: "ol",
        items: [
          "Buka iKEY Parent dan cari invois itu dalam senarai invois dan resit anak anda.",
          "Semak jumlah dan tujuan bayaran. Jika ada yang kelihatan salah, tanya pusat sebelum membayar.",
          "Pilih untuk membayar, dan ikut langkah pembayaran perbankan dalam talian.",
          "Semak jumlah keseluruhan sebelum mengesahkan: jika Fi Perkhidmatan dikenakan, fi itu ditunjukkan kepada anda terlebih dahulu, dan anda tidak akan sekali-kali dikenakan fi yang tidak ditunjukkan.",
          "Selepas pembayaran, resitnya disimpan bersama invois dan resit anak anda.",
        ],
      },
      {
        type: "p",
        text: "Jika anda tidak menemui cara untuk membayar invois dalam aplikasi, pusat anda menerima yuran dengan cara lain: tanya pusat cara membayar.",
      },
      { type: "h2", text: "iKEY Payment Account" },
      {
        type: "ul",
        items: [
          "iKEY Payment Account membolehkan anda membayar produk dan perkhidmatan dalam aplikasi iKEY. Akaun ini dikendalikan oleh penyedia pembayaran berlesen; setiap pengguna boleh mempunyai satu akaun sahaja, dan pengguna di bawah umur 18 tahun memerlukan kebenaran ibu bapa atau penjaga.",
          "Bayaran balik boleh dikembalikan ke iKEY Payment Account anda atau diberikan sebagai Kupon Bayaran Balik untuk digunakan bagi pembelian seterusnya dalam aplikasi.",
          [
            "Jika anda melihat bayaran yang tidak anda buat, hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini) dengan segera: tuntutan mesti dibuat dalam tempoh 90 hari. Lihat ",
            { text: "terma iKEY Payment Account", href: "/terms" },
            ".",
          ],
        ],
      },
    ],
  },
  "reset-password": {
    title: "Tetapkan semula kata laluan anda",
    description:
      "Terlupa kata laluan iKEY Parent anda? Ketik Lupa Kata Laluan (Forgot Password) pada skrin log masuk dan kami akan menghantar e-mel kepada anda.",
    body: [
      {
        type: "p",
        text: "Jika anda terlupa kata laluan, anda boleh memilih kata laluan baharu daripada skrin log masuk aplikasi. Kami menghantar e-mel tetapan semula kata laluan ke alamat e-mel yang anda gunakan untuk log masuk.",
      },
      {
        type: "ol",
        items: [
          "Buka iKEY Parent dan, pada skrin log masuk, ketik Lupa Kata Laluan (Forgot Password).",
          "Masukkan alamat e-mel yang anda gunakan untuk log masuk: alamat yang anda gunakan semasa mendaftar, tanpa kesilapan ejaan atau ruang kosong.",
          "Semak peti masuk anda untuk mencari e-mel tetapan semula kata laluan. Jika e-mel itu tiada selepas beberapa minit, semak folder spam atau sarap anda.",
          `Ikut arahan dalam e-mel itu dan pilih kata laluan baharu yang mengandungi sekurang-kurangnya ${MIN_PASSWORD_LENGTH} aksara.`,
          "Kembali ke aplikasi dan log masuk dengan alamat e-mel anda dan kata laluan baharu itu.",
        ],
      },
      { type: "h2", text: "Jaga keselamatan kata laluan anda" },
      {
        type: "ul",
        items: [
          "Pilih kata laluan yang tidak anda gunakan di tempat lain, dan jangan kongsikannya. Sesiapa yang log masuk sebagai anda boleh melihat rekod anak-anak anda dan menggunakan iKEY Payment Account anda.",
          "Jangan sekali-kali hantar kata laluan anda kepada sesiapa pun, termasuk kami: kakitangan iKEY tidak akan memintanya.",
        ],
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "p",
        text: [
          "Jika e-mel itu tidak pernah tiba, atau kata laluan baharu ditolak, ikut langkah dalam ",
          { text: "Saya tidak dapat log masuk ke aplikasi iKEY Parent", href: "/help/parents/unable-to-log-in" },
          ", kemudian hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini) dengan alamat e-mel yang anda gunakan untuk log masuk.",
        ],
      },
    ],
  },
  "unable-to-log-in": {
    title: "Saya tidak dapat log masuk ke aplikasi iKEY Parent",
    description:
      "Aplikasi menyatakan e-mel atau kata laluan anda salah, atau anda tidak ingat kata laluan anda? Cuba langkah-langkah ini mengikut urutan.",
    body: [
      {
        type: "p",
        text: "Kebanyakan masalah log masuk berpunca daripada alamat e-mel yang salah taip atau kata laluan yang terlupa. Cuba langkah-langkah ini mengikut urutan, dan berhenti sebaik sahaja anda berjaya log masuk.",
      },
      {
        type: "ol",
        items: [
          "Semak alamat e-mel yang anda taip. Alamat itu mestilah alamat yang anda gunakan semasa mendaftar, tanpa kesilapan ejaan atau ruang kosong.",
          "Jika masih tidak berjaya, ketik Lupa Kata Laluan (Forgot Password) pada skrin log masuk dan masukkan alamat e-mel tersebut.",
          "Semak peti masuk anda untuk mencari e-mel tetapan semula kata laluan. Jika e-mel itu belum tiba selepas beberapa minit, semak folder spam atau sarap anda.",
          `Ikut arahan dalam e-mel itu dan pilih kata laluan baharu yang mengandungi sekurang-kurangnya ${MIN_PASSWORD_LENGTH} aksara.`,
          "Kembali ke aplikasi dan log masuk semula dengan alamat e-mel anda dan kata laluan baharu itu.",
        ],
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "ul",
        items: [
          [
            "Lihat sama ada perkhidmatan iKEY berfungsi dari telefon anda di halaman ",
            { text: "Semak Status Aplikasi", href: "/check-app-status" },
            ". Jika perkhidmatan tidak berfungsi, masalahnya bukan pada akaun anda: cuba lagi kemudian.",
          ],
          `Jika anda telah menyahaktifkan akaun anda, log masuk semula akan mengaktifkannya semula. Akaun yang kekal tidak aktif selama ${DELETION_DAYS} hari akan dipadamkan secara kekal dan tidak boleh digunakan lagi.`,
          [
            "Jika anda sudah log masuk tetapi tidak dapat melihat anak anda, lihat ",
            { text: "Profil anak saya tiada dalam aplikasi", href: "/help/parents/child-profile-missing" },
            ".",
          ],
          "Jika tidak, hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini). Beritahu kami alamat e-mel yang anda gunakan untuk log masuk, model telefon anda dan langkah yang telah anda cuba, tetapi jangan sekali-kali kata laluan anda.",
        ],
      },
    ],
  },
  "app-logs-out": {
    title: "Aplikasi sering mengeluarkan saya daripada akaun",
    description:
      "Jika iKEY Parent sering mengeluarkan anda daripada akaun atau meminta anda log masuk setiap kali dibuka, kosongkan cache, pasang semula dan log masuk.",
    body: [
      {
        type: "p",
        text: "Jika aplikasi sering mengeluarkan anda daripada akaun, atau meminta anda log masuk setiap kali anda membukanya, data aplikasi yang tersimpan di telefon anda biasanya perlu dimulakan semula. Cuba langkah-langkah ini mengikut urutan.",
      },
      {
        type: "ol",
        items: [
          "Kosongkan cache aplikasi. Pada Android, buka Tetapan, kemudian Apl, pilih iKEY Parent, kemudian Storan, dan ketik Kosongkan cache. iPhone tidak mempunyai butang untuk cache, jadi teruskan ke langkah seterusnya.",
          "Nyahpasang iKEY Parent daripada telefon anda, kemudian pasang semula daripada App Store (iPhone), Play Store (Android) atau AppGallery (Huawei).",
          "Buka aplikasi dan log masuk semula.",
        ],
      },
      {
        type: "p",
        text: "Memasang semula aplikasi tidak membuang apa-apa daripada akaun anda: anak-anak yang telah anda pasangkan dan rekod mereka disimpan oleh iKEY dan pusat, dan akan dipaparkan semula apabila anda log masuk.",
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "ul",
        items: [
          [
            "Pastikan telefon anda disokong dan aplikasi itu dikemas kini: lihat ",
            {
              text: "Telefon apakah yang boleh menggunakan aplikasi iKEY Parent?",
              href: "/help/parents/supported-phones",
            },
            ".",
          ],
          [
            "Lihat sama ada perkhidmatan iKEY berfungsi di halaman ",
            { text: "Semak Status Aplikasi", href: "/check-app-status" },
            ".",
          ],
          "Hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini) dengan alamat e-mel yang anda gunakan untuk log masuk, model telefon anda dan langkah yang telah anda cuba.",
        ],
      },
    ],
  },
  "child-profile-missing": {
    title: "Profil anak saya tiada dalam aplikasi",
    description:
      "Sudah log masuk tetapi tidak nampak anak anda atau pusat? Muat semula, kosongkan cache, log masuk semula, dan pasangkan anak jika belum pernah.",
    body: [
      {
        type: "p",
        text: "Jika anda sudah log masuk tetapi profil anak anda atau pusat tidak dipaparkan, cuba langkah-langkah ini mengikut urutan. Berhenti sebaik sahaja profil itu muncul semula.",
      },
      {
        type: "ol",
        items: [
          "Muat semula skrin dalam aplikasi untuk mendapatkan data terkini.",
          "Kosongkan cache aplikasi. Pada Android, buka Tetapan, kemudian Apl, pilih iKEY Parent, kemudian Storan, dan ketik Kosongkan cache. iPhone tidak mempunyai butang untuk cache, jadi teruskan ke langkah seterusnya.",
          "Log keluar daripada aplikasi, kemudian log masuk semula.",
          "Jika profil itu masih tiada, nyahpasang aplikasi, pasang semula dan log masuk.",
          [
            "Jika anda belum pernah memasangkan profil anak ini, masukkan kod pasangan anak itu atau imbas kod QR yang diberikan oleh pusat. Lihat ",
            { text: "Pasangkan anak anda dengan kod pasangan atau kod QR", href: "/help/parents/pair-your-child" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "Semak juga perkara ini" },
      {
        type: "ul",
        items: [
          "Pastikan anda log masuk dengan alamat e-mel yang sama seperti semasa anda memasangkan anak itu. Anak yang dipasangkan dalam akaun lain tidak akan dipaparkan dalam akaun ini.",
          "Setiap anak perlu dipasangkan secara berasingan. Jika seorang daripada beberapa orang anak anda tiada, pasangkan anak itu dengan kodnya sendiri.",
        ],
      },
      { type: "h2", text: "Jika masih tidak berjaya" },
      {
        type: "p",
        text: "Minta pusat menyemak profil anak anda dan, jika perlu, memberi anda kod QR baharu. Jika pusat tidak dapat membantu, hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini) dengan alamat e-mel yang anda gunakan untuk log masuk dan nama pusat anak anda.",
      },
    ],
  },
  "supported-phones": {
    title: "Telefon apakah yang boleh menggunakan aplikasi iKEY Parent?",
    description:
      "iKEY Parent boleh digunakan pada iPhone dengan iOS 10 atau lebih baharu dan Android 6.0 atau lebih baharu. Huawei tanpa Google Play tidak disokong.",
    body: [
      {
        type: "p",
        text: "iKEY Parent boleh digunakan pada iPhone dengan iOS 10 atau lebih baharu dan pada telefon Android dengan Android 6.0 atau lebih baharu. Aplikasi ini boleh dimuat turun secara percuma daripada App Store, Google Play dan AppGallery.",
      },
      {
        type: "ul",
        items: [
          "Sila pastikan aplikasi sentiasa dikemas kini supaya anda mendapat pembaikan terkini.",
          "Anda boleh menyemak versi iOS atau Android telefon anda dalam tetapannya.",
        ],
      },
      { type: "h2", text: "Telefon Huawei tanpa Google Play" },
      {
        type: "p",
        text: "Sesetengah telefon Huawei baharu dijual tanpa perkhidmatan Google Play. Aplikasi iKEY memerlukan perkhidmatan ini, jadi aplikasi tersebut tidak boleh dipasang atau digunakan pada telefon itu. Telefon Huawei yang mempunyai perkhidmatan Google Play tidak terjejas.",
      },
      { type: "p", text: "Jika telefon anda terjejas:" },
      {
        type: "ol",
        items: [
          "Gunakan iKEY Parent pada telefon lain, seperti iPhone atau telefon Android yang mempunyai Google Play, contohnya telefon pasangan anda atau ahli keluarga yang lain.",
          "Sentiasa semak e-mel anda: anda akan terus menerima notis pusat melalui e-mel, jadi anda tidak akan terlepas berita penting.",
          "Hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini) jika anda memerlukan bantuan.",
        ],
      },
      {
        type: "p",
        text: [
          "Kami telah menerangkan perkara ini dalam ",
          { text: "pengumuman kami kepada pengguna telefon Huawei baharu", href: "/announcement" },
          ".",
        ],
      },
    ],
  },
  "deactivate-your-account": {
    title: "Nyahaktifkan akaun anda",
    description: `Nyahaktifkan akaun iKEY Parent anda di halaman Nyahaktifkan Akaun. Log masuk semula untuk mengaktifkannya; selepas ${DELETION_DAYS} hari tidak aktif, akaun dipadam.`,
    body: [
      {
        type: "p",
        text: [
          "Anda boleh menyahaktifkan akaun iKEY Parent anda di halaman ",
          { text: "Nyahaktifkan Akaun", href: "/deactivate-account" },
          ". Penyahaktifan adalah sementara: log masuk ke aplikasi iKEY semula pada bila-bila masa untuk mengaktifkan semula akaun anda.",
        ],
      },
      {
        type: "ol",
        items: [
          "Buka halaman Nyahaktifkan Akaun.",
          "Masukkan E-mel dan Kata laluan yang anda gunakan untuk log masuk ke aplikasi, kemudian pilih Teruskan. Jika anda terlupa kata laluan, gunakan pautan Lupa Kata Laluan di halaman itu terlebih dahulu.",
          "Baca langkah Sahkan Penyahaktifan Sementara Akaun, kemudian pilih Nyahaktifkan akaun.",
          "Satu halaman akan mengesahkan bahawa akaun anda telah dinyahaktifkan.",
        ],
      },
      { type: "h2", text: "Apa yang berlaku seterusnya" },
      {
        type: "ul",
        items: [
          "Untuk mengaktifkan semula akaun anda, log masuk ke aplikasi iKEY sekali lagi. Kami akan menghantar pemberitahuan pengaktifan melalui e-mel kepada anda apabila anda berbuat demikian.",
          `Akaun yang kekal tidak aktif selama ${DELETION_DAYS} hari akan dipadamkan secara kekal dengan automatik, bersama datanya.`,
          [
            "Perkara yang dipadamkan, perkara yang disimpan dan cara memadamkan akaun dengan lebih awal diterangkan dalam ",
            { text: "Padamkan akaun dan data anda", href: "/help/parents/delete-your-account" },
            ".",
          ],
        ],
      },
      { type: "h2", text: "Jika tidak berjaya" },
      {
        type: "p",
        text: [
          "Jika alamat e-mel atau kata laluan anda tidak diterima, ikut langkah dalam ",
          { text: "Tetapkan semula kata laluan anda", href: "/help/parents/reset-password" },
          ", kemudian cuba lagi, atau hubungi khidmat sokongan iKEY (butirannya di hujung halaman ini).",
        ],
      },
    ],
  },
  "delete-your-account": {
    title: "Padamkan akaun dan data anda",
    description: `Penyahaktifan akaun iKEY Parent memulakan pemadamannya: akaun dipadam secara kekal ${DELETION_DAYS} hari kemudian jika anda tidak log masuk semula.`,
    body: [
      {
        type: "p",
        text: [
          "Untuk memadamkan akaun iKEY Parent anda, nyahaktifkannya di halaman ",
          { text: "Nyahaktifkan Akaun", href: "/deactivate-account" },
          `. Penyahaktifan akaun memulakan proses pemadaman: jika anda tidak log masuk semula, akaun anda akan dipadamkan secara kekal ${DELETION_DAYS} hari kemudian.`,
        ],
      },
      { type: "h2", text: `Dipadamkan selepas ${DELETION_DAYS} hari` },
      {
        type: "ul",
        items: [
          "Akaun iKEY anda: alamat e-mel dan kata laluan yang anda gunakan untuk log masuk.",
          "Maklumat Pendaftaran anda: nama, alamat, nombor telefon dan tarikh lahir anda.",
          "Pautan antara akaun anda dengan profil anak-anak anda, permohonan cuti anda dan soalan yang anda hantar melalui aplikasi.",
          "E-mel yang kami hantar kepada anda tentang akaun anda.",
        ],
      },
      { type: "h2", text: "Yang disimpan, dan sebabnya" },
      {
        type: "ul",
        items: [
          "Invois, resit dan rekod pembayaran kekal di pusat yang mengeluarkannya, kerana undang-undang Malaysia mewajibkan perniagaan menyimpan rekod kewangan selama tujuh tahun.",
          "Kehadiran, laporan dan foto galeri anak-anak anda ialah rekod pusat mereka, dan pusat itu menyimpan atau memadamkannya mengikut dasarnya sendiri.",
          "Transaksi iKEY Payment Account disimpan oleh penyedia pembayaran berlesen kami selama tempoh yang dikehendaki oleh undang-undang.",
        ],
      },
      { type: "h2", text: "Memadamkan akaun dengan lebih awal" },
      {
        type: "ol",
        items: [
          "Hantar e-mel kepada khidmat sokongan iKEY (alamatnya di hujung halaman ini) daripada alamat e-mel akaun anda.",
          `Gunakan subjek "${EARLY_DELETION_SUBJECT}".`,
          `Kami akan memadamkan akaun anda dalam tempoh ${ACCESS_REQUEST_DAYS} hari dan memaklumkannya kepada anda melalui e-mel. Kami tidak akan sekali-kali meminta kata laluan anda.`,
        ],
      },
      {
        type: "p",
        text: [
          "Berubah fikiran sebelum akaun dipadamkan? Log masuk semula untuk mengekalkan akaun anda. Lihat ",
          { text: "Nyahaktifkan akaun anda", href: "/help/parents/deactivate-your-account" },
          ".",
        ],
      },
    ],
  },
};
