import { drawings } from "../drawings";
import type * as En from "../new-feature";

export const pairingFeature: typeof En.pairingFeature = {
  image: {
    ...drawings["pairing-code"],
    // "Pair" and "Scan to pair" are the words written in the drawing itself.
    alt: 'Skrin pasangan aplikasi iKEY Parent: kod pasangan enam aksara, K7Q2M9, ditaip ke dalam kotak kod di atas butang "Pair", dan di sebelah telefon terdapat kod QR berlabel "Scan to pair".',
  },
  caption:
    "Daftar dan log masuk ke aplikasi iKEY Parent, kemudian taip kod pasangan anak anda atau imbas kod QR sekali guna yang diberikan oleh pusat. Selepas itu, semua berita terkini daripada pusat akan terus sampai kepada anda.",
};
