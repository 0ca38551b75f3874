import type { Illustration } from "../components/illustration";
import { drawings } from "../data/drawings";

/** The picture of /new-feature and its caption. The heading and intro are in page-intros.ts. */
export const pairingFeature: { readonly image: Illustration; readonly caption: string } = {
  image: {
    ...drawings["pairing-code"],
    alt: "The Add your child screen of the iKEY Parent app: the six-character pairing code K7Q2M9 typed into the code boxes above a Pair button, with a Scan QR code button below, and beside the phone Aisyah Farid's one-time QR code from Tadika Sri Mutiara.",
  },
  caption:
    "Sign up and log in to the iKEY Parent app, then type your child's pairing code or scan the one-time QR code from the centre. From then on, the centre's updates come straight to you.",
};
