import type { malaysianStates, reflexTypes } from "@ikey/contracts/campaign-options";
import * as m from "../../paraglide/messages.js";

/** What the state select shows for each value it sends (the values stay the contract's). */
export const stateLabels = {
  Johor: m.campaign_state_johor,
  Kedah: m.campaign_state_kedah,
  Kelantan: m.campaign_state_kelantan,
  "Kuala Lumpur": m.campaign_state_kuala_lumpur,
  Labuan: m.campaign_state_labuan,
  Melaka: m.campaign_state_melaka,
  "Negeri Sembilan": m.campaign_state_negeri_sembilan,
  Pahang: m.campaign_state_pahang,
  Perak: m.campaign_state_perak,
  Perlis: m.campaign_state_perlis,
  "Pulau Pinang": m.campaign_state_pulau_pinang,
  Sabah: m.campaign_state_sabah,
  Sarawak: m.campaign_state_sarawak,
  Selangor: m.campaign_state_selangor,
  Terengganu: m.campaign_state_terengganu,
} satisfies Record<(typeof malaysianStates)[number], () => string>;

/** What the package select shows for each value it sends. */
export const reflexTypeLabels = {
  Nil: m.campaign_reflex_none,
  "Reflex Package Basic": m.campaign_reflex_basic,
  "Reflex Package Premium": m.campaign_reflex_premium,
  "Reflex Package Premium Plus": m.campaign_reflex_premium_plus,
} satisfies Record<(typeof reflexTypes)[number], () => string>;
