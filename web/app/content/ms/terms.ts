import type { Block } from "../../components/prose";
import { formatDate } from "../lib/format";
import type * as En from "../terms";
import { TERMS_UPDATED_ON } from "../terms";

export { TERMS_UPDATED_ON } from "../terms";

export const TERMS_LAST_UPDATED: typeof En.TERMS_LAST_UPDATED = formatDate(TERMS_UPDATED_ON, "ms");

type TermsFacts = Parameters<typeof En.termsTabs>[0];

/** First on each tab: the English terms prevail over this translation. */
const translationNotice: Block = {
  type: "p",
  text: "Ini ialah terjemahan. Jika terdapat sebarang percanggahan antara versi Bahasa Melayu dan versi Bahasa Inggeris, versi Bahasa Inggeris akan diguna pakai.",
};

const lastUpdated: Block = { type: "p", text: `Kemas kini terakhir: ${TERMS_LAST_UPDATED}.` };

function contact(facts: TermsFacts): Block {
  return {
    type: "p",
    text: [
      "Ada soalan tentang terma ini? Hantarkan e-mel kepada kami di ",
      { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
      ".",
    ],
  };
}

function termsOfService(facts: TermsFacts): Block[] {
  return [
    translationNotice,
    lastUpdated,
    { type: "h3", text: "1. Tentang terma ini" },
    {
      type: "p",
      text: `Terma ini terpakai apabila anda menggunakan laman web iKEY, iKEY Centre Management System (CMS), aplikasi iKEY Educator dan aplikasi iKEY Parent (secara bersama, "iKEY"). iKEY disediakan oleh ${facts.company.name} ("kami"). Dengan mencipta akaun atau menggunakan iKEY, anda bersetuju dengan terma ini, dengan terma Akaun Pembayaran jika anda menggunakan iKEY Payment Account, dan dengan Terma Am.`,
    },
    { type: "h3", text: "2. Akaun iKEY anda" },
    {
      type: "p",
      text: "Anda memerlukan Akaun iKEY untuk menggunakan CMS dan aplikasi. Pelawat boleh melayari laman web ini tanpa mendaftar.",
    },
    {
      type: "ul",
      items: [
        "Pemilik dan pentadbir pusat memohon akaun pusat, kemudian menggunakannya dalam CMS.",
        "Guru menerima maklumat log masuk daripada pentadbir pusat mereka, yang menciptanya dalam CMS.",
        "Ibu bapa, penjaga dan pelajar dewasa mendaftar sendiri dalam aplikasi iKEY Parent. Satu akaun ibu bapa boleh dipasangkan dengan beberapa orang anak.",
      ],
    },
    {
      type: "p",
      text: "Rahsiakan kata laluan anda dan pilih kata laluan yang mengandungi sekurang-kurangnya 8 aksara. Anda bertanggungjawab atas apa yang berlaku di bawah akaun anda, jadi maklumkan kepada kami dengan segera jika anda fikir orang lain telah menggunakannya.",
    },
    { type: "h3", text: "3. Umur" },
    {
      type: "p",
      text: "Anda mesti berumur 18 tahun atau lebih untuk mencipta Akaun iKEY sendiri. Jika anda berumur bawah 18 tahun, anda hanya boleh menggunakan iKEY dengan kebenaran ibu bapa atau penjaga.",
    },
    { type: "h3", text: "4. Pusat, profil kanak-kanak dan pemasangan profil" },
    {
      type: "p",
      text: "Pusat bertanggungjawab atas rekod yang disimpannya dalam iKEY, seperti kehadiran, bacaan suhu badan, invois, foto dan laporan, dan atas haknya untuk berkongsi rekod tersebut dengan ibu bapa kanak-kanak berkenaan.",
    },
    {
      type: "p",
      text: "Profil kanak-kanak dipautkan kepada akaun ibu bapa dengan kod pasangan unik kanak-kanak itu atau kod QR sekali guna yang dikeluarkan oleh pusat. Pasangkan hanya profil anak anda sendiri atau kanak-kanak yang berada di bawah jagaan anda, dan jangan kongsi kod pasangan dengan orang lain.",
    },
    { type: "h3", text: "5. Penggunaan yang wajar" },
    {
      type: "p",
      text: "Jangan gunakan iKEY untuk melanggar undang-undang, memuat naik kandungan yang anda tiada hak untuk kongsi, mengganggu sesiapa, mengakses akaun atau data yang bukan milik anda, atau mengganggu, menyalin atau membuat kejuruteraan balikan terhadap perkhidmatan ini. Kami boleh menggantung akaun yang melakukan mana-mana perkara ini.",
    },
    { type: "h3", text: "6. Ketersediaan dan perubahan pada perkhidmatan" },
    {
      type: "p",
      text: [
        "Kami berusaha memastikan iKEY tersedia pada setiap masa, tetapi perkhidmatan ini mungkin sekali-sekala tidak tersedia kerana penyelenggaraan atau atas sebab di luar kawalan kami. Anda boleh ",
        { text: "menyemak status aplikasi dan pelayan kami", href: "/check-app-status" },
        " pada bila-bila masa. Kami boleh menambah baik, mengubah atau membuang ciri, dan kami akan memberikan notis tentang perubahan yang memberi kesan ketara kepada anda.",
      ],
    },
    { type: "h3", text: "7. Menyahaktifkan akaun anda" },
    {
      type: "p",
      text: [
        "Anda boleh ",
        { text: "menyahaktifkan akaun aplikasi iKEY anda", href: "/deactivate-account" },
        " pada bila-bila masa dan mengaktifkannya semula dengan log masuk semula. Akaun yang kekal tidak aktif selama 180 hari akan dipadamkan secara kekal.",
      ],
    },
    { type: "h3", text: "8. Tanggungjawab kami" },
    {
      type: "p",
      text: "Kami menyediakan iKEY dengan penjagaan dan kemahiran yang munasabah. Setakat yang dibenarkan oleh undang-undang Malaysia, kami tidak bertanggungjawab atas kerugian yang tidak dapat kami jangka secara munasabah, atau yang berpunca daripada maklumat yang dimasukkan secara salah oleh pusat atau pengguna. Tiada apa-apa dalam terma ini yang mengehadkan hak anda di bawah undang-undang pengguna Malaysia.",
    },
    { type: "h3", text: "9. Perubahan pada terma ini" },
    {
      type: "p",
      text: "Kami boleh mengemas kini terma ini. Tarikh di bahagian atas setiap tab menunjukkan bila tab itu kali terakhir diubah. Jika sesuatu perubahan memberi kesan ketara kepada anda, kami akan memaklumkannya dalam aplikasi atau melalui e-mel sebelum perubahan itu berkuat kuasa.",
    },
    { type: "h3", text: "10. Undang-undang yang mentadbir" },
    { type: "p", text: "Terma ini ditadbir oleh undang-undang Malaysia." },
    contact(facts),
  ];
}

function paymentAccount(facts: TermsFacts): Block[] {
  return [
    translationNotice,
    lastUpdated,
    { type: "h3", text: "1. Apakah iKEY Payment Account" },
    {
      type: "p",
      text: "iKEY Payment Account membolehkan anda membuat dan menerima bayaran bagi produk dan perkhidmatan dalam aplikasi iKEY. Akaun ini dikendalikan oleh penyedia pembayaran berlesen bagi pihak kami; wang di dalamnya diuruskan oleh penyedia tersebut, bukan dipegang oleh iKEY. Terma penyedia pembayaran itu sendiri juga terpakai.",
    },
    { type: "h3", text: "2. Siapa yang boleh menggunakannya" },
    {
      type: "ul",
      items: [
        "Hanya pengguna berdaftar aplikasi iKEY boleh menggunakan iKEY Payment Account.",
        "Setiap pengguna hanya boleh mempunyai satu iKEY Payment Account.",
        "Jika anda berumur bawah 18 tahun, anda memerlukan kebenaran ibu bapa atau penjaga untuk menggunakannya.",
      ],
    },
    { type: "h3", text: "3. Bila wang dipindahkan" },
    {
      type: "p",
      text: "Apabila anda membayar untuk sesuatu pembelian, penyedia pembayaran memegang wang itu dan memindahkannya kepada penjual apabila berlaku mana-mana satu daripada perkara berikut, yang mana lebih awal:",
    },
    {
      type: "ol",
      items: [
        "pembelian itu disahkan dalam aplikasi iKEY;",
        "anda tidak mengesahkan penerimaan pembelian itu dalam tempoh yang ditunjukkan dalam aplikasi;",
        "anda dan penjual mencapai penyelesaian; atau",
        "mahkamah atau tribunal memerintahkan pemindahan itu.",
      ],
    },
    { type: "h3", text: "4. Fi" },
    {
      type: "p",
      text: "Sesetengah pembayaran dikenakan Fi Perkhidmatan. Sebarang fi akan ditunjukkan kepada anda sebelum anda mengesahkan pembayaran, dan anda tidak akan sekali-kali dikenakan fi yang tidak ditunjukkan terlebih dahulu.",
    },
    { type: "h3", text: "5. Memastikan akaun anda selamat" },
    {
      type: "p",
      text: "Rahsiakan butiran log masuk iKEY anda. Sesiapa yang log masuk sebagai anda boleh menggunakan iKEY Payment Account anda.",
    },
    { type: "h3", text: "6. Penggunaan tanpa kebenaran" },
    {
      type: "p",
      text: [
        "Jika anda mendapati pembayaran yang tidak anda buat, maklumkan kepada kami dengan segera di ",
        { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
        ". Tuntutan bagi penggunaan tanpa kebenaran mesti dibuat dalam tempoh 90 hari dari tarikh transaksi. Kami dan penyedia pembayaran akan menyiasat dan memaklumkan keputusannya kepada anda. Tuntutan yang dibuat selepas 90 hari mungkin tidak diterima.",
      ],
    },
    { type: "h3", text: "7. Bayaran balik" },
    {
      type: "p",
      text: "Apabila bayaran balik perlu dibuat, bayaran itu boleh dikembalikan ke iKEY Payment Account anda atau diberikan sebagai Kupon Bayaran Balik, seperti yang diterangkan dalam Terma Am.",
    },
    contact(facts),
  ];
}

function generalTerms(facts: TermsFacts): Block[] {
  return [
    translationNotice,
    lastUpdated,
    { type: "h3", text: "1. Maklumat Pendaftaran" },
    {
      type: "p",
      text: "Semasa anda mendaftar, kami meminta Maklumat Pendaftaran anda: nama, alamat, nombor telefon, tarikh lahir dan alamat e-mel anda. Sila pastikan maklumat ini tepat dan terkini; kami menggunakannya untuk mengenal pasti anda, memastikan akaun anda selamat dan menghubungi anda tentang akaun anda.",
    },
    {
      type: "p",
      text: [
        "Cara kami mengendalikan data ini dan data peribadi lain diterangkan dalam ",
        { text: "Dasar Privasi", href: "/privacy-policy" },
        " kami.",
      ],
    },
    { type: "h3", text: "2. Kupon Bayaran Balik" },
    {
      type: "p",
      text: "Apabila kami bersetuju bahawa anda patut menerima bayaran balik, kami boleh memberikannya sebagai Kupon Bayaran Balik dalam akaun iKEY anda, untuk digunakan bagi pembelian seterusnya dalam aplikasi. Nilai kupon dan tarikh luputnya, jika ada, ditunjukkan dalam aplikasi. Kecuali jika dikehendaki sebaliknya oleh undang-undang, Kupon Bayaran Balik tidak boleh ditukar kepada wang tunai atau dipindahkan kepada akaun lain.",
    },
    { type: "h3", text: "3. Fi Perkhidmatan" },
    {
      type: "p",
      text: "Kami boleh mengenakan Fi Perkhidmatan bagi sesetengah transaksi atau ciri. Jumlahnya sentiasa ditunjukkan sebelum anda mengesahkan, supaya anda boleh memutuskan sama ada untuk meneruskannya. Fi yang telah ditunjukkan dan disahkan tidak akan diubah selepas itu.",
    },
    { type: "h3", text: "4. Kandungan dan harta intelek" },
    {
      type: "p",
      text: "Nama, logo, laman web dan aplikasi iKEY ialah milik kami. Foto, laporan dan kandungan lain yang ditambah oleh pusat atau pengguna kekal sebagai milik mereka; mereka membenarkan kami menyimpan dan memaparkan kandungan itu semata-mata supaya iKEY dapat berfungsi untuk mereka.",
    },
    { type: "h3", text: "5. Pautan ke perkhidmatan lain" },
    {
      type: "p",
      text: "iKEY memaut ke perkhidmatan yang dikendalikan oleh pihak lain, seperti gedung aplikasi dan penyedia pembayaran kami. Terma dan dasar privasi mereka sendiri terpakai apabila anda menggunakan perkhidmatan tersebut.",
    },
    { type: "h3", text: "6. Notis" },
    {
      type: "p",
      text: "Kami menghantar notis tentang akaun anda ke alamat e-mel dalam Maklumat Pendaftaran anda, atau memaparkannya dalam aplikasi.",
    },
    contact(facts),
  ];
}

/** The tabs of /terms; each id is also the fragment that opens the tab. */
export function termsTabs(facts: TermsFacts): ReturnType<typeof En.termsTabs> {
  return [
    { id: "terms-of-service", label: "Terma Perkhidmatan", blocks: termsOfService(facts) },
    { id: "payment-account", label: "Akaun Pembayaran", blocks: paymentAccount(facts) },
    { id: "general-terms", label: "Terma Am", blocks: generalTerms(facts) },
  ];
}
