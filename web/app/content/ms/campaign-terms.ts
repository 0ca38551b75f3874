import { campaignDates, campaignFigures } from "../../data/campaign-figures";
import { CAMPAIGN_TERMS_DIALOG_ID } from "../../data/campaign-links";
import type * as En from "../campaign-terms";
import { formatDate, formatMonth } from "../lib/format";

const { start, end, winnersNotified } = campaignDates;

/** The campaign's facts with its dates in Malay; the figures are written as in every language. */
export const campaignFacts: typeof En.campaignFacts = {
  ...campaignFigures,
  period: `${formatDate(start, "ms")} hingga ${formatDate(end, "ms")}`,
  lastDay: formatDate(end, "ms"),
  winnersNotified: formatMonth(winnersNotified, "ms"),
};

const facts = campaignFacts;

export const campaignTermsDialog: typeof En.campaignTermsDialog = {
  id: CAMPAIGN_TERMS_DIALOG_ID,
  title: "Terma dan Syarat Kampen",
  description: "Terma penuh kampen RHB Reflex Premium Plus for Education. Sila baca terma ini sebelum anda mendaftar.",
};

export const campaignTerms: typeof En.campaignTerms = [
  {
    type: "p",
    text: "Ini ialah terjemahan. Jika terdapat sebarang percanggahan antara versi Bahasa Melayu dan versi Bahasa Inggeris, versi Bahasa Inggeris akan diguna pakai.",
  },
  { type: "h3", text: "1. Tempoh kampen" },
  {
    type: "p",
    text: `Kampen RHB Reflex Premium Plus for Education ("kampen ini") berlangsung dari ${facts.period}, termasuk kedua-dua tarikh tersebut.`,
  },
  { type: "h3", text: "2. Kadar eksklusif Premium Plus" },
  {
    type: "p",
    text: `Melalui kampen ini, pakej iKEY Premium Plus, termasuk perakaunan dan penggajian, ditawarkan pada kadar eksklusif ${facts.monthlyFee} sebulan. Kadar ini juga ialah yuran bulanan yang dikenakan selepas pengecualian yuran langganan tamat.`,
  },
  { type: "h3", text: `3. Sebuah tablet untuk ${facts.tabletSignUps} pendaftaran awal yang pertama` },
  {
    type: "p",
    text: `${facts.tabletSignUps} pendaftaran awal yang pertama akan memenangi sebuah komputer tablet, dengan syarat pusat tersebut:`,
  },
  {
    type: "ol",
    items: [
      "mendaftar untuk, atau menaik taraf kepada, Premium Plus;",
      "mendaftar melalui pembayaran perbankan dalam talian atau perkhidmatan pindahan bank; dan",
      "mendaftar untuk latihan dan memautkan akaun perakaunan atau penggajiannya dalam bulan pertama.",
    ],
  },
  {
    type: "h3",
    text: `4. Pengecualian yuran selama ${facts.waiverMonths} bulan untuk ${facts.waiverSignUps} pendaftaran yang pertama`,
  },
  {
    type: "p",
    text: `${facts.waiverSignUps} pendaftaran yang pertama akan mendapat pengecualian yuran langganan selama ${facts.waiverMonths} bulan. Pengecualian ini meliputi ${facts.waiverMonths} bulan pertama langganan, dalam tahun pertama.`,
  },
  {
    type: "p",
    text: `Pusat tersebut mesti memautkan akaun perakaunan atau penggajiannya dalam bulan pertama. Jika akaun tidak dipautkan dalam bulan pertama, pengecualian tersebut boleh dihentikan dan yuran bulanan sebanyak ${facts.monthlyFee} boleh mula dikenakan.`,
  },
  { type: "h3", text: "5. Pemenang" },
  { type: "p", text: `Pemenang akan dimaklumkan melalui e-mel pada ${facts.winnersNotified}.` },
  { type: "h3", text: "6. Perlindungan deposit" },
  {
    type: "p",
    text: `Deposit di RHB dilindungi oleh PIDM (Perbadanan Insurans Deposit Malaysia) sehingga ${facts.depositProtection} bagi setiap pendeposit.`,
  },
  { type: "h3", text: "7. Terma lain" },
  {
    type: "p",
    text: [
      "Terma kampen ini ialah tambahan kepada ",
      { text: "Terma dan Syarat am", href: "/terms" },
      " iKEY, yang juga terpakai kepada setiap pusat yang mengambil bahagian.",
    ],
  },
];
