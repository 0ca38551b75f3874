import { drawings } from "../../data/drawings";
import type * as En from "../new-feature";

export const pairingFeature: typeof En.pairingFeature = {
  image: {
    ...drawings["pairing-code"],
    // "Pair" and "Scan to pair" are the words written in the drawing itself.
    alt: 'Skrin "Tambah anak anda" aplikasi iKEY Parent: kod pasangan enam aksara K7Q2M9 ditaip ke dalam kotak kod di atas butang "Pasangkan", dengan butang "Imbas kod QR" di bawahnya, dan di sebelah telefon kod QR sekali guna Aisyah Farid daripada Tadika Sri Mutiara.',
  },
  caption:
    "Daftar dan log masuk ke aplikasi iKEY Parent, kemudian taip kod pasangan anak anda atau imbas kod QR sekali guna yang diberikan oleh pusat. Selepas itu, semua berita terkini daripada pusat akan terus sampai kepada anda.",
};
