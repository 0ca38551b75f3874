import { drawings } from "../drawings";
import type * as En from "../our-story";

export const ourStoryImage: typeof En.ourStoryImage = {
  ...drawings["our-story"],
  alt: "Sebuah tadika dengan tingkap berbentuk gerbang di kaki bukit yang menghijau, dengan kanak-kanak tiba di bawah cahaya matahari.",
};

export const ourStoryBlocks: typeof En.ourStoryBlocks = [
  { type: "h2", text: "Tentang kami", id: "about-us" },
  {
    type: "p",
    text: "iKEY ialah syarikat teknologi pendidikan dari Pulau Pinang, Malaysia. Kami menghasilkan iKEY Centre Management System untuk pejabat, aplikasi iKEY Educator untuk guru dan aplikasi iKEY Parent untuk keluarga, bagi pusat jagaan kanak-kanak, tadika dan pusat tuisyen.",
  },
  {
    type: "p",
    text: "Bermula dengan segelintir pusat di Pulau Pinang, kini kami berkhidmat kepada lebih 300 pusat, lebih 1800 guru dan lebih 30000 pelajar.",
  },
  { type: "h2", text: "Pendekatan kami", id: "our-approach" },
  {
    type: "p",
    text: "Kami bermula di pusat, bukan di meja lukisan. Sebelum membina sesuatu ciri, kami duduk bersama pemilik, guru dan ibu bapa untuk melihat cara kerja dilakukan sekarang, kemudian kami menjadikannya lebih mudah.",
  },
  {
    type: "ul",
    items: [
      "Mudah digunakan: guru yang sibuk sepatutnya dapat menanda kehadiran atau menghantar pengumuman dengan beberapa ketikan sahaja.",
      "Saling berhubung: pejabat, bilik darjah dan rumah melihat maklumat yang sama, jadi tiada apa-apa yang perlu ditaip dua kali.",
      "Sentiasa dekat: latihan dan lawatan ke pusat secara percuma, serta pasukan sokongan yang menjawab dalam bahasa yang mudah difahami.",
    ],
  },
  { type: "h2", text: "Visi kami", id: "our-vision" },
  {
    type: "p",
    text: "Kami mahu setiap pusat di Malaysia, sekecil mana pun, menggunakan alatan yang sama baiknya dengan alatan sekolah-sekolah terbesar, supaya guru dapat meluangkan masa bersama kanak-kanak dan bukannya dengan kerja kertas, dan ibu bapa berasa dekat dengan setiap hari persekolahan anak mereka.",
  },
];
