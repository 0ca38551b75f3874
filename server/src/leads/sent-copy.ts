import type { campaignApplicationSchema } from "@ikey/contracts/campaign-application";
import type { centreSignUpSchema } from "@ikey/contracts/centre-sign-up";
import type { Language } from "@ikey/contracts/languages";
import { leadFieldLabels } from "@ikey/contracts/lead-field-labels";
import { type LeadKind, leadColumns } from "@ikey/contracts/lead-kind";
import { writtenLeadName } from "@ikey/contracts/person-name";
import type { requestDemoSchema } from "@ikey/contracts/request-demo";
import type { z } from "zod";
import type { LetterBlock } from "../outbox/letter";

/** A label for each field a lead kind's payload holds: the type refuses a table that misses one. */
type LabelsOf<Payload extends z.ZodObject> = { readonly [Field in keyof z.infer<Payload> & string]: string };

/** Labels for every field of every lead kind (contracts/leads.ts): a field without one does not type-check. */
interface KindLabels {
  readonly "request-demo": LabelsOf<typeof requestDemoSchema>;
  readonly "centre-sign-up": LabelsOf<typeof centreSignUpSchema>;
  readonly "campaign-application": LabelsOf<typeof campaignApplicationSchema>;
}

const malay = {
  "request-demo": {
    name: "Nama",
    companyName: "Nama syarikat / institusi",
    email: "E-mel",
    contactNumber: "Nombor telefon",
    appointmentDate: "Tarikh temu janji",
    appointmentTime: "Masa temu janji",
  },
  "centre-sign-up": {
    fullName: "Nama",
    gender: "Jantina",
    nationality: "Kewarganegaraan",
    nameOfSalesPerson: "Jurujual iKEY",
    companyName: "Syarikat",
    registrationNo: "Nombor pendaftaran syarikat",
    email: "E-mel syarikat",
    address: "Alamat syarikat",
    websiteUrl: "Laman web",
    loginEmail: "E-mel log masuk untuk CMS",
    businessName: "Nama pusat",
    contactPerson: "Nama orang yang boleh dihubungi",
    contactNumber: "Nombor telefon",
  },
  "campaign-application": {
    firstName: "Nama pertama",
    lastName: "Nama akhir",
    areaCode: "Kod kawasan telefon",
    phoneNumber: "Nombor telefon",
    email: "E-mel",
    rhbAgentEmail: "E-mel ejen RHB",
    centerName: "Nama pusat",
    businessRegistrationNumber: "Nombor pendaftaran perniagaan",
    state: "Negeri",
    rhbAgentId: "ID ejen RHB",
    rhbBranch: "Cawangan RHB",
    rhbAgentPhone: "Telefon ejen RHB",
    isExistingRHBCurrentAccount: "Akaun semasa perniagaan RHB sedia ada",
    isReflexPackage: "Mahukan pakej RHB Reflex",
    reflexType: "Pakej Reflex",
    isFPXFormCompleted: "Borang FPX telah dilengkapkan",
    source: "Sumber kempen",
  },
} satisfies KindLabels;

const chinese = {
  "request-demo": {
    name: "姓名",
    companyName: "公司／机构名称",
    email: "电邮",
    contactNumber: "联系电话",
    appointmentDate: "预约日期",
    appointmentTime: "预约时间",
  },
  "centre-sign-up": {
    fullName: "姓名",
    gender: "性别",
    nationality: "国籍",
    nameOfSalesPerson: "iKEY 销售人员",
    companyName: "公司",
    registrationNo: "公司注册号码",
    email: "公司电邮",
    address: "公司地址",
    websiteUrl: "网站",
    loginEmail: "CMS 登录电邮",
    businessName: "中心名称",
    contactPerson: "联系人姓名",
    contactNumber: "联系电话",
  },
  "campaign-application": {
    firstName: "名字",
    lastName: "姓氏",
    areaCode: "电话区号",
    phoneNumber: "电话号码",
    email: "电邮",
    rhbAgentEmail: "RHB 代理电邮",
    centerName: "中心名称",
    businessRegistrationNumber: "商业注册号码",
    state: "州属",
    rhbAgentId: "RHB 代理编号",
    rhbBranch: "RHB 分行",
    rhbAgentPhone: "RHB 代理电话",
    isExistingRHBCurrentAccount: "已有 RHB 商业往来账户",
    isReflexPackage: "需要 RHB Reflex 配套",
    reflexType: "Reflex 配套",
    isFPXFormCompleted: "已填妥 FPX 表格",
    source: "活动来源",
  },
} satisfies KindLabels;

/**
 * Each field's label in the visitor's language. English is the console's (contracts/lead-field-labels.ts),
 * words a person reads; Malay and Chinese say the same in the words the forms use on their pages.
 */
const labels: Record<Language, Readonly<Record<string, Readonly<Record<string, string>>>>> = {
  en: leadFieldLabels,
  ms: malay,
  zh: chinese,
};

/**
 * The answers the forms' choices send, in English whatever the page's language (contracts'
 * genders, nationalities, Yes/No and "Nil"), in the words the visitor chose them by.
 */
const choices: Record<Exclude<Language, "en">, Readonly<Record<string, string>>> = {
  ms: {
    Yes: "Ya",
    No: "Tidak",
    Nil: "Tiada",
    Male: "Lelaki",
    Female: "Perempuan",
    "Prefer not to say": "Tidak mahu menyatakan",
    Malaysian: "Warganegara Malaysia",
    "Non-Malaysian": "Bukan warganegara Malaysia",
  },
  zh: {
    Yes: "是",
    No: "否",
    Nil: "无",
    Male: "男",
    Female: "女",
    "Prefer not to say": "不愿透露",
    Malaysian: "马来西亚公民",
    "Non-Malaysian": "非马来西亚公民",
  },
};

const headings: Record<Language, string> = {
  en: "What you sent us",
  ms: "Maklumat yang anda hantar kepada kami",
  zh: "您提交的资料",
};

/**
 * A copy of what the visitor sent, for their automatic reply: each field they filled in, in the
 * form's order, under a label in their language; fields left empty are left out. The name shows
 * as it is written (contracts/person-name.ts), as the greeting above it does.
 */
export function sentCopy(kind: LeadKind, payload: Record<string, unknown>, language: Language): LetterBlock {
  const kindLabels = labels[language][kind.name];
  // A name the form joined from its given and family parts reads as it is written (黄伟明, not "伟明 黄").
  const [nameField, ...more] = kind.contact.name;
  const written = more.length === 0 ? writtenLeadName(kind.name, payload) : undefined;
  const rows = leadColumns(kind)
    .map((field) => [field, (field === nameField && written) || String(payload[field] ?? "").trim()] as const)
    .filter(([, value]) => value !== "")
    .map(([field, value]) => {
      const label = kindLabels?.[field] ?? field;
      return [label, language === "en" ? value : (choices[language][value] ?? value)] as const;
    });
  return { heading: headings[language], rows };
}
