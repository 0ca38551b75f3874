import type * as En from "../help-centre-owners";

export const centreOwnerArticles: typeof En.centreOwnerArticles = {
  "what-is-the-cms": {
    title: "Apakah iKEY Centre Management System (CMS)?",
    description:
      "CMS ialah sistem web untuk pejabat pusat anda mengurus guru, pelajar, yuran, pengumuman, kehadiran dan laporan di satu tempat.",
    body: [
      {
        type: "p",
        text: "CMS ialah sistem web yang digunakan oleh pejabat pusat anda untuk menjalankan perniagaan. Sistem ini direka untuk pusat jagaan kanak-kanak, tadika dan pusat tuisyen, dan menggantikan borang kertas, hamparan dan kumpulan sembang dengan satu set rekod.",
      },
      { type: "h2", text: "Apa yang boleh anda lakukan dalam CMS" },
      {
        type: "ul",
        items: [
          "Mengurus guru (profil kakitangan dan kelas yang mereka ajar), pelajar (butiran setiap kanak-kanak, ibu bapanya dan pendaftarannya) dan jenis kursus (program dan kelas yang ditawarkan oleh pusat anda).",
          "Mengeluarkan invois dan resit, dan menyimpan rekod setiap bayaran.",
          "Menghantar pengumuman dengan serta-merta, atau menjadualkannya pada tarikh dan masa kemudian.",
          "Berkongsi foto detik-detik pembelajaran di galeri pusat.",
          "Menyimpan data pelajar serta kehadiran dengan suhu badan di satu tempat berpusat.",
          "Menghasilkan laporan pengurusan dan kad laporan pelajar.",
        ],
      },
      { type: "h2", text: "Cara CMS berfungsi bersama aplikasi" },
      {
        type: "p",
        text: "Apa sahaja yang anda lakukan dalam CMS sampai kepada guru melalui aplikasi iKEY Educator dan kepada ibu bapa melalui aplikasi iKEY Parent, jadi semua orang menggunakan rekod yang sama. Guru mengambil kehadiran dengan suhu badan dalam iKEY Educator, dan pejabat dapat melihat kehadiran hari itu sebaik sahaja ia berlaku. Ibu bapa menerima pengumuman, invois dan resit, foto, kehadiran dan laporan anda dalam iKEY Parent.",
      },
      {
        type: "p",
        text: [
          "Baca lebih lanjut di halaman ",
          { text: "Sistem Pengurusan Pusat", href: "/center-management-system" },
          ", atau ketahui ",
          { text: "cara mendaftarkan pusat anda", href: "/help/centre-owners/sign-up-your-centre" },
          ".",
        ],
      },
    ],
  },
  "cms-pricing": {
    title: "Berapakah kos CMS?",
    description:
      "Versi asas CMS adalah percuma, dan setiap pusat mendapat latihan percuma. Versi premium dengan lebih banyak ciri akan diumumkan kemudian.",
    body: [
      {
        type: "p",
        text: "Versi asas CMS adalah percuma. Versi premium dengan lebih banyak ciri akan diumumkan kemudian.",
      },
      { type: "h2", text: "Apa yang setiap pusat dapat" },
      {
        type: "ul",
        items: [
          "Versi asas CMS, tanpa sebarang bayaran.",
          "Latihan percuma untuk kakitangan anda.",
          "Lawatan pasukan kami ke pusat anda untuk membantu anda bermula.",
        ],
      },
      { type: "h2", text: "Premium Plus bersama RHB" },
      {
        type: "p",
        text: [
          "Kampen kami bersama RHB menawarkan iKEY Premium Plus kepada pusat yang membuka atau memautkan akaun semasa perniagaan RHB: CMS, aplikasi iKEY Educator dan aplikasi iKEY Parent, berserta perakaunan dan penggajian, pada kadar eksklusif RM 50 sebulan. ",
          { text: "Halaman kampen", href: "/RHB-reflex-premium-plus-for-education-campaign" },
          " menerangkan tempoh kampen, ganjaran pendaftaran awal dan syarat setiap ganjaran, seperti memautkan akaun perakaunan atau penggajian anda dalam bulan pertama. Sila baca termanya sebelum anda mendaftar.",
        ],
      },
      { type: "h2", text: "Fi bagi pembayaran" },
      {
        type: "p",
        text: [
          "Sesetengah pembayaran melalui ",
          { text: "iKEY Payment Account", href: "/help/centre-owners/ikey-payment-account" },
          " dikenakan Fi Perkhidmatan. Sebarang fi sentiasa ditunjukkan sebelum pembayaran disahkan.",
        ],
      },
      { type: "h2", text: "Lihat dahulu sebelum membuat keputusan" },
      {
        type: "p",
        text: [
          { text: "Minta demo", href: "#request-a-demo" },
          ", beritahu kami masa yang sesuai, dan pakar iKEY akan menunjukkan CMS dan aplikasi kami kepada anda, secara bersemuka atau dalam talian.",
        ],
      },
    ],
  },
  "sign-up-your-centre": {
    title: "Daftarkan pusat anda untuk CMS",
    description:
      "Mohon akaun pusat iKEY dalam talian melalui empat langkah. Kami menyemak permohonan anda, menyediakan akaun pusat dan menghubungi anda.",
    body: [
      {
        type: "p",
        text: "Pemilik dan pentadbir pusat memohon akaun pusat dalam talian. Kami menyemak permohonan anda, menyediakan akaun pusat anda dan menghubungi anda mengenainya. Guru dan ibu bapa tidak perlu memohon: anda memberikan akaun log masuk kepada guru kemudian, dan ibu bapa mendaftar sendiri dalam aplikasi iKEY Parent.",
      },
      { type: "h2", text: "Mohon dalam talian" },
      {
        type: "ol",
        items: [
          [
            "Buka ",
            { text: "borang permohonan", href: "/sign-up" },
            ", atau pilih Mohon Sekarang di halaman Sistem Pengurusan Pusat.",
          ],
          "Maklumat Peribadi: masukkan nama pertama dan nama akhir, jantina dan kewarganegaraan anda, serta nama jurujual yang membantu anda, jika ada.",
          "Maklumat Syarikat: masukkan nama syarikat, nombor pendaftaran, e-mel syarikat dan alamat syarikat anda, serta laman web anda jika ada.",
          "Maklumat Persediaan Akaun CMS: masukkan alamat e-mel yang akan anda gunakan untuk log masuk ke CMS, nama perniagaan atau pusat anda, nama orang yang boleh dihubungi dan nombor telefon.",
          "Akuan: baca nota yang diberikan, tandakan Setuju untuk mengaku bahawa maklumat itu benar dan lengkap serta anda bersetuju dengan terma dan syarat iKEY, kemudian pilih Hantar.",
        ],
      },
      {
        type: "p",
        text: "Pilih Seterusnya untuk ke langkah berikutnya setelah sesuatu langkah lengkap. Anda boleh kembali ke langkah sebelumnya pada bila-bila masa.",
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "Langkah Akuan menunjukkan butiran bank iKEY. Jika pakej anda mempunyai yuran langganan, anda membayarnya melalui pindahan bank selepas kami meluluskan permohonan anda.",
          "Telefon Huawei tanpa Google Play Store tidak dapat menggunakan aplikasi mudah alih iKEY. Guru dan ibu bapa yang menggunakan telefon sebegini masih boleh menerima notis melalui e-mel.",
        ],
      },
      { type: "h2", text: "Apa yang berlaku seterusnya" },
      {
        type: "p",
        text: [
          "Setelah akaun pusat anda disediakan, kami melatih kakitangan anda secara percuma, dan pasukan kami boleh melawat pusat anda untuk membantu anda bermula. Kemudian, ",
          { text: "berikan akses kepada guru anda", href: "/help/centre-owners/give-teachers-access" },
          ".",
        ],
      },
    ],
  },
  "give-teachers-access": {
    title: "Berikan guru anda akses kepada iKEY Educator",
    description:
      "Guru tidak mendaftar sendiri. Cipta akaun log masuk setiap guru dalam CMS, dan mereka log masuk ke aplikasi iKEY Educator dengannya.",
    body: [
      {
        type: "p",
        text: "Guru tidak mendaftar sendiri. Sebagai pentadbir pusat, anda mencipta akaun log masuk setiap guru dalam CMS. Guru itu kemudian memuat turun iKEY Educator dan log masuk dengan e-mel dan kata laluan yang anda tetapkan.",
      },
      { type: "h2", text: "Sediakan akaun guru" },
      {
        type: "ol",
        items: [
          "Log masuk ke CMS dan tambahkan guru itu dalam pengurusan guru, tempat anda menyimpan profil kakitangan dan kelas yang mereka ajar.",
          "Cipta akaun log masuk guru itu dengan alamat e-melnya dan kata laluan sekurang-kurangnya 8 aksara.",
          "Berikan alamat e-mel dan kata laluan itu kepada guru tersebut, dan minta dia merahsiakan kata laluannya.",
          "Guru itu memuat turun iKEY Educator daripada App Store, Google Play atau AppGallery, kemudian log masuk.",
          "Dalam aplikasi, guru itu mencipta bilik darjah di halaman kehadiran, dan kemudian boleh mengambil kehadiran bagi kelas tersebut.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "iKEY Educator boleh digunakan pada iPhone dengan iOS 10 atau lebih baharu dan pada telefon Android dengan Android 6.0 atau lebih baharu. Telefon Huawei tanpa Google Play Store tidak dapat menggunakan aplikasi mudah alih iKEY.",
          "Jika guru terlupa kata laluan, dia boleh mengetik Lupa Kata Laluan (Forgot Password) pada skrin log masuk aplikasi. E-mel untuk menetapkan semula kata laluan dihantar ke alamat e-mel log masuk yang anda tetapkan, jadi pastikan ejaannya betul.",
          "Untuk merekodkan suhu badan bersama kehadiran, guru memasangkan termometer Bluetooth dengan telefon yang digunakannya untuk iKEY Educator.",
        ],
      },
      {
        type: "p",
        text: [
          "Kongsikan panduan kami tentang ",
          { text: "cara mendapatkan akaun log masuk iKEY Educator", href: "/help/teachers/get-educator-login" },
          " dengan guru anda.",
        ],
      },
    ],
  },
  "connect-parents": {
    title: "Hubungkan ibu bapa dengan pusat anda menggunakan kod pasangan",
    description:
      "Setiap profil kanak-kanak dalam CMS mempunyai kod pasangan dan kod QR sekali guna. Ibu bapa menggunakannya dalam iKEY Parent.",
    body: [
      {
        type: "p",
        text: "Ibu bapa dihubungkan dengan pusat anda apabila mereka memasangkan profil anak mereka dalam aplikasi iKEY Parent. Setiap profil kanak-kanak dalam CMS mempunyai kod pasangannya sendiri dan kod QR sekali guna.",
      },
      { type: "h2", text: "Pasangkan ibu bapa" },
      {
        type: "ol",
        items: [
          "Pastikan kanak-kanak itu mempunyai profil dalam CMS, lengkap dengan butirannya, ibu bapanya dan pendaftarannya.",
          "Minta ibu bapa memuat turun iKEY Parent, mendaftar dengan alamat e-mel mereka dan log masuk.",
          "Dalam CMS, buka profil kanak-kanak itu untuk mendapatkan kod pasangan dan kod QR.",
          "Berikan kod pasangan kepada ibu bapa, atau biarkan mereka mengimbas kod QR dengan aplikasi iKEY Parent.",
        ],
      },
      {
        type: "p",
        text: "Selepas itu, ibu bapa akan menerima pengumuman, invois dan resit, foto, kehadiran dan laporan anda bagi anak tersebut.",
      },
      { type: "h2", text: "Jaga keselamatan kod pasangan" },
      {
        type: "ul",
        items: [
          "Jaga kod pasangan seperti kata laluan, dan berikan kod itu hanya kepada ibu bapa atau penjaga kanak-kanak tersebut.",
          "Kod QR hanya boleh digunakan sekali. Jika ibu bapa perlu memasangkan profil sekali lagi, berikan kod baharu kepada mereka.",
          "Satu akaun ibu bapa boleh memuatkan beberapa orang anak. Ibu bapa memasangkan setiap anak dengan kod pasangan atau kod QR anak itu sendiri.",
        ],
      },
      { type: "h2", text: "Jika ibu bapa tidak dapat melihat anak mereka" },
      {
        type: "p",
        text: [
          "Jika ibu bapa belum pernah memasangkan profil anak ini, berikan kod pasangan atau kod QR baharu kepada mereka. Jika mereka pernah memasangkannya, rujuk mereka kepada panduan kami tentang ",
          { text: "profil anak yang hilang", href: "/help/parents/child-profile-missing" },
          ".",
        ],
      },
    ],
  },
  "invoices-and-receipts": {
    title: "Hantar invois dan resit kepada ibu bapa",
    description:
      "CMS menjana invois dan resit serta menghantarnya kepada ibu bapa dalam iKEY Parent. Setiap transaksi direkodkan, jadi anda tahu siapa yang telah membayar.",
    body: [
      {
        type: "p",
        text: "CMS menjana invois dan resit untuk anda dan menghantarnya kepada ibu bapa dalam aplikasi iKEY Parent. Setiap transaksi direkodkan, jadi anda boleh melihat pada bila-bila masa siapa yang telah membayar, apa yang masih tertunggak, dan sejarah pembayaran penuh setiap pelajar.",
      },
      { type: "h2", text: "Cara ia berfungsi" },
      {
        type: "ol",
        items: [
          "Dalam CMS, tetapkan yuran pusat anda sekali sahaja.",
          "Invois dijana untuk anda. Ibu bapa dapat melihat setiap invois dalam iKEY Parent sebaik sahaja anda mengeluarkannya.",
          "Resit juga dijana dan dihantar kepada ibu bapa dalam aplikasi, jadi mereka menyimpan semua resit di satu tempat.",
          "Dalam CMS, semak siapa yang telah membayar, apa yang masih tertunggak dan sejarah pembayaran setiap pelajar, tanpa timbunan buku resit.",
        ],
      },
      {
        type: "p",
        text: [
          "Ibu bapa hanya menerima invois bagi anak yang dipasangkan dengan akaun mereka, jadi ",
          { text: "hubungkan ibu bapa dengan pusat anda", href: "/help/centre-owners/connect-parents" },
          " terlebih dahulu.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          "Dengan pakej Premium Plus, ibu bapa boleh membayar yuran melalui gerbang perbankan dalam talian FPX, dan setiap bayaran direkodkan dalam iKEY.",
          "Invois, resit dan rekod pembayaran kekal di pusat anda walaupun ibu bapa memadamkan akaun iKEY mereka, kerana undang-undang Malaysia mewajibkan perniagaan menyimpan rekod kewangan selama tujuh tahun.",
          [
            "Pembayaran dan bayaran balik dalam aplikasi iKEY dibuat melalui ",
            { text: "iKEY Payment Account", href: "/help/centre-owners/ikey-payment-account" },
            ".",
          ],
        ],
      },
    ],
  },
  "ikey-payment-account": {
    title: "Apakah iKEY Payment Account?",
    description:
      "iKEY Payment Account membolehkan pengguna membuat dan menerima bayaran dalam aplikasi iKEY. Ia dikendalikan oleh penyedia pembayaran berlesen.",
    body: [
      {
        type: "p",
        text: "iKEY Payment Account membolehkan anda membuat dan menerima bayaran bagi produk dan perkhidmatan dalam aplikasi iKEY. Akaun ini dikendalikan oleh penyedia pembayaran berlesen bagi pihak iKEY: wang di dalamnya diuruskan oleh penyedia tersebut, bukan dipegang oleh iKEY, dan terma penyedia itu sendiri juga terpakai.",
      },
      { type: "h2", text: "Siapa yang boleh memilikinya" },
      {
        type: "ul",
        items: [
          "Hanya pengguna berdaftar aplikasi iKEY boleh menggunakan iKEY Payment Account.",
          "Setiap pengguna hanya boleh mempunyai satu iKEY Payment Account.",
          "Pengguna yang berumur bawah 18 tahun memerlukan kebenaran ibu bapa atau penjaga.",
        ],
      },
      { type: "h2", text: "Bila wang sampai kepada penjual" },
      {
        type: "p",
        text: "Apabila sesuatu pembelian dibayar, penyedia pembayaran memegang wang itu dan memindahkannya kepada penjual apabila berlaku mana-mana satu daripada perkara berikut, yang mana lebih awal:",
      },
      {
        type: "ol",
        items: [
          "pembelian itu disahkan dalam aplikasi iKEY;",
          "pembeli tidak mengesahkan penerimaan pembelian itu dalam tempoh yang ditunjukkan dalam aplikasi;",
          "pembeli dan penjual mencapai penyelesaian; atau",
          "mahkamah atau tribunal memerintahkan pemindahan itu.",
        ],
      },
      { type: "h2", text: "Fi, keselamatan dan bayaran balik" },
      {
        type: "ul",
        items: [
          "Sesetengah pembayaran dikenakan Fi Perkhidmatan. Fi itu sentiasa ditunjukkan sebelum pembayaran disahkan.",
          "Rahsiakan butiran log masuk iKEY anda: sesiapa yang log masuk sebagai anda boleh menggunakan iKEY Payment Account anda.",
          "Jika anda mendapati pembayaran yang tidak anda buat, hubungi khidmat pelanggan iKEY dengan segera (butirannya di hujung halaman ini). Tuntutan bagi penggunaan tanpa kebenaran mesti dibuat dalam tempoh 90 hari dari tarikh transaksi.",
          [
            "Bayaran balik boleh dikembalikan ke iKEY Payment Account atau diberikan sebagai ",
            { text: "Kupon Bayaran Balik", href: "/help/centre-owners/refund-coupons" },
            ".",
          ],
        ],
      },
      {
        type: "p",
        text: [
          "Untuk mengetahui cara pusat anda boleh menerima bayaran melalui akaun ini, hubungi khidmat pelanggan iKEY. Peraturan penuh terdapat dalam ",
          { text: "terma Akaun Pembayaran", href: "/terms#payment-account" },
          ".",
        ],
      },
    ],
  },
  "refund-coupons": {
    title: "Bagaimanakah bayaran balik dan Kupon Bayaran Balik berfungsi?",
    description:
      "Bayaran balik bagi pembayaran dalam aplikasi iKEY boleh dikembalikan ke iKEY Payment Account atau diberikan sebagai Kupon Bayaran Balik.",
    body: [
      {
        type: "p",
        text: "Apabila bayaran balik perlu dibuat bagi pembayaran dalam aplikasi iKEY, bayaran itu boleh dikembalikan ke iKEY Payment Account pembayar atau diberikan sebagai Kupon Bayaran Balik.",
      },
      { type: "h2", text: "Apakah Kupon Bayaran Balik" },
      {
        type: "ul",
        items: [
          "Apabila iKEY bersetuju bahawa seseorang pengguna patut menerima bayaran balik, bayaran itu boleh diberikan sebagai Kupon Bayaran Balik dalam akaun iKEY pengguna tersebut.",
          "Kupon itu digunakan bagi pembelian seterusnya dalam aplikasi.",
          "Nilai kupon dan tarikh luputnya, jika ada, ditunjukkan dalam aplikasi.",
          "Kecuali jika dikehendaki sebaliknya oleh undang-undang, Kupon Bayaran Balik tidak boleh ditukar kepada wang tunai atau dipindahkan kepada akaun lain.",
        ],
      },
      { type: "h2", text: "Jika ibu bapa bertanya tentang bayaran balik" },
      {
        type: "ol",
        items: [
          "Dalam CMS, semak sejarah pembayaran pelajar itu untuk melihat apa yang telah dibayar dan bila.",
          "Jika ibu bapa mendapati pembayaran dalam aplikasi yang tidak mereka buat, mereka perlu memaklumkan khidmat pelanggan iKEY dengan segera. Tuntutan bagi penggunaan tanpa kebenaran mesti dibuat dalam tempoh 90 hari dari tarikh transaksi.",
          "Bagi soalan lain tentang bayaran balik untuk pembayaran yang dibuat dalam aplikasi, hubungi khidmat pelanggan iKEY (butirannya di hujung halaman ini) dan beritahu kami pembayaran yang berkenaan.",
        ],
      },
      {
        type: "p",
        text: [
          "Kupon Bayaran Balik diterangkan dalam ",
          { text: "Terma Am", href: "/terms#general-terms" },
          " kami, manakala bayaran balik ke iKEY Payment Account diterangkan dalam terma Akaun Pembayaran.",
        ],
      },
    ],
  },
  "schedule-announcements": {
    title: "Hantar atau jadualkan pengumuman",
    description:
      "Hantar pengumuman kepada ibu bapa dengan serta-merta, atau jadualkannya pada tarikh dan masa kemudian, dengan hanya 4 klik.",
    body: [
      {
        type: "p",
        text: "Anda boleh menghantar pengumuman dengan serta-merta atau menjadualkannya pada tarikh dan masa kemudian, dengan hanya 4 klik. Ibu bapa menerima pemberitahuan di telefon mereka apabila pengumuman itu dihantar, jadi notis penting seperti penutupan pusat atau peringatan acara tidak terlepas.",
      },
      { type: "h2", text: "Hantar atau jadualkan notis" },
      {
        type: "ol",
        items: [
          "Dalam CMS, mulakan pengumuman baharu dan tulis notis anda, contohnya penutupan pada cuti umum, peringatan yuran atau latihan persembahan.",
          "Pilih sama ada untuk menghantarnya sekarang sebagai pengumuman sekali sahaja, atau pada tarikh dan masa kemudian.",
          "Sahkan. Pengumuman itu dihantar dengan serta-merta, atau pada masa yang anda pilih.",
        ],
      },
      { type: "h2", text: "Apa yang ibu bapa lihat" },
      {
        type: "p",
        text: "Ibu bapa menerima pemberitahuan apabila pengumuman itu dihantar, dan setiap pengumuman kekal dalam aplikasi iKEY Parent untuk dibaca semula kemudian.",
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          [
            "Hanya ibu bapa yang dipasangkan dengan pusat anda akan menerima pengumuman, jadi ",
            { text: "hubungkan ibu bapa", href: "/help/centre-owners/connect-parents" },
            " terlebih dahulu.",
          ],
          [
            "Guru juga boleh ",
            { text: "menghantar pengumuman daripada iKEY Educator", href: "/help/teachers/send-announcements" },
            ", dan ibu bapa menerimanya dengan cara yang sama.",
          ],
          "Telefon Huawei tanpa Google Play Store tidak dapat menggunakan aplikasi mudah alih iKEY. Ibu bapa yang menggunakan telefon sebegini masih boleh menerima notis melalui e-mel.",
        ],
      },
    ],
  },
  reports: {
    title: "Hasilkan laporan dan kad laporan pelajar",
    description:
      "Jana laporan pengurusan tentang pelajar, kehadiran dan yuran, dan sediakan kad laporan yang boleh dibaca dan dimuat turun oleh ibu bapa sebagai PDF.",
    body: [
      {
        type: "p",
        text: "CMS menghasilkan dua jenis laporan daripada rekod pusat anda: laporan pengurusan untuk pejabat, dan laporan kemajuan pelajar, atau kad laporan, untuk ibu bapa.",
      },
      { type: "h2", text: "Laporan pengurusan" },
      {
        type: "p",
        text: "Jana laporan tentang pelajar, kehadiran dan yuran bila-bila masa anda memerlukannya, tanpa perlu menyediakan hamparan secara manual. Data kehadiran datang terus dari bilik darjah: guru mendaftar masuk dan keluar kanak-kanak, bersama suhu badan, dalam aplikasi iKEY Educator.",
      },
      { type: "h2", text: "Kad laporan pelajar" },
      {
        type: "ol",
        items: [
          "Dalam CMS, sesuaikan templat laporan pelajar: pilih perkara yang dipaparkan dalam setiap laporan, seperti markah, maklum balas guru dan huraian.",
          "Tambahkan logo pusat anda pada templat itu.",
          "Isi laporan setiap kanak-kanak dengan markah dan maklum balasnya.",
          "Apabila laporan itu siap, ibu bapa membacanya dalam aplikasi iKEY Parent dan boleh memuat turunnya sebagai fail PDF untuk disimpan atau dicetak.",
        ],
      },
      { type: "h2", text: "Perkara yang perlu diketahui" },
      {
        type: "ul",
        items: [
          [
            "Ibu bapa hanya dapat melihat laporan bagi anak yang dipasangkan dengan akaun mereka. Lihat ",
            { text: "cara menghubungkan ibu bapa", href: "/help/centre-owners/connect-parents" },
            ".",
          ],
          "Kehadiran, laporan dan foto galeri ialah rekod pusat anda. Jika ibu bapa memadamkan akaun iKEY mereka, pusat anda menyimpan atau memadamkan rekod itu mengikut dasarnya sendiri.",
        ],
      },
    ],
  },
  "check-app-status": {
    title: "Semak sama ada perkhidmatan iKEY berfungsi",
    description:
      "Semak Status Aplikasi menguji pelayan dan aplikasi iKEY dari peranti anda dan dua lokasi awan, menyenaraikan insiden dan menghantar kemas kini melalui e-mel.",
    body: [
      {
        type: "p",
        text: [
          "Jika CMS atau aplikasi tidak dapat dimuatkan, buka halaman ",
          { text: "Semak Status Aplikasi", href: "/check-app-status" },
          ". Halaman ini membantu anda mengetahui sama ada masalah berpunca daripada peranti anda, rangkaian anda atau pelayan kami.",
        ],
      },
      { type: "h2", text: "Jalankan semakan" },
      {
        type: "ol",
        items: [
          "Buka Semak Status Aplikasi pada komputer atau telefon yang menghadapi masalah. Semakan bermula dengan sendirinya.",
          "Lima kumpulan diuji: Pelayan (melalui Cloudflare), Pelayan (akses terus), Pusat, Aplikasi (Ibu Bapa) dan Aplikasi (Guru). Setiap kumpulan disemak dari peranti anda (baris Peranti anda) dan dari dua lokasi awan (baris Pelayan Microsoft dan Pelayan Google).",
          "Setiap baris menunjukkan Menyemak, kemudian Berfungsi, dalam warna hijau, bersama masa yang diambil oleh semakan itu, atau Gagal, dalam warna merah.",
          "Pilih Uji Semula untuk menjalankan semua semakan sekali lagi, contohnya selepas anda menukar rangkaian.",
        ],
      },
      { type: "h2", text: "Cara membaca keputusan" },
      {
        type: "ul",
        items: [
          "Hanya baris Peranti anda yang gagal: perkhidmatan kami boleh dicapai dari awan, jadi masalahnya mungkin pada peranti atau rangkaian anda. Cuba gunakan rangkaian lain.",
          "Baris Pelayan Microsoft dan Pelayan Google juga gagal: masalahnya mungkin di pihak kami. Lihat baris insiden di bahagian atas halaman.",
          "Di bawah semakan langsung, anda boleh melihat insiden yang belum selesai, insiden lalu dalam 30 hari lepas, masa operasi dalam 90 hari lepas dan masa respons dalam 24 jam lepas. Semua masa ialah waktu Malaysia.",
        ],
      },
      { type: "h2", text: "Terima kemas kini insiden melalui e-mel" },
      {
        type: "ol",
        items: [
          "Di hujung halaman Semak Status Aplikasi, masukkan alamat e-mel anda dan pilih Langgan.",
          "Buka e-mel yang kami hantar dan sahkan langganan anda.",
          "Selepas itu, kami akan menghantar e-mel kepada anda apabila kami membuka insiden, menyiarkan kemas kini tentangnya dan apabila insiden itu diselesaikan.",
        ],
      },
      {
        type: "p",
        text: "Setiap e-mel mengandungi pautan untuk berhenti melanggan. Apabila anda berhenti melanggan, kami memadamkan alamat anda. Lebih suka pembaca berita? Ikuti insiden melalui suapan Atom yang dipautkan di halaman yang sama.",
      },
    ],
  },
};
