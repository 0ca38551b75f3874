import type { Block } from "../../components/prose";
import { formatDate } from "../lib/format";
import type * as En from "../terms";
import { TERMS_UPDATED_ON } from "../terms";

export { TERMS_UPDATED_ON } from "../terms";

type TermsFacts = Parameters<typeof En.termsTabs>[0];

export const TERMS_LAST_UPDATED: typeof En.TERMS_LAST_UPDATED = formatDate(TERMS_UPDATED_ON, "zh");

const translationNotice: Block = {
  type: "p",
  text: "本文为译本。中英文版本如有任何歧义或冲突，概以英文版本为准。",
};

const lastUpdated: Block = { type: "p", text: `最后更新：${TERMS_LAST_UPDATED}。` };

function contact(facts: TermsFacts): Block {
  return {
    type: "p",
    text: [
      "对本条款有任何疑问？请发送电邮至 ",
      { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
      "。",
    ],
  };
}

function termsOfService(facts: TermsFacts): Block[] {
  return [
    translationNotice,
    lastUpdated,
    { type: "h3", text: "1. 关于本条款" },
    {
      type: "p",
      text: `您使用 iKEY 网站、iKEY 中心管理系统（CMS）、iKEY Educator 教师应用程序和 iKEY Parent 家长应用程序（统称“iKEY”）时，须遵守本条款。iKEY 由 ${facts.company.name}（“我们”）提供。创建账户或使用 iKEY，即表示您同意本条款；如果您使用 iKEY Payment Account，亦表示您同意支付账户条款；同时也表示您同意一般条款。`,
    },
    { type: "h3", text: "2. 您的 iKEY 账户" },
    {
      type: "p",
      text: "您需要一个 iKEY 账户才能使用 CMS 和应用程序。访客无需注册即可浏览本网站。",
    },
    {
      type: "ul",
      items: [
        "中心负责人和管理员申请中心账户，然后在 CMS 中使用该账户。",
        "老师的登录账户由其中心管理员在 CMS 中创建并提供。",
        "家长、监护人和成人学员在 iKEY Parent 家长应用程序中自行注册。一个家长账户可以与多个孩子配对。",
      ],
    },
    {
      type: "p",
      text: "请勿向他人透露您的密码，并选择至少有 8 个字符的密码。您须对您账户下发生的一切负责；如果您认为有其他人使用过您的账户，请立即通知我们。",
    },
    { type: "h3", text: "3. 年龄" },
    {
      type: "p",
      text: "您必须年满 18 岁，才能自行创建 iKEY 账户。如果您未满 18 岁，须获得父母或监护人的许可，才能使用 iKEY。",
    },
    { type: "h3", text: "4. 中心、孩子档案与配对" },
    {
      type: "p",
      text: "中心须对其在 iKEY 中保存的记录负责，例如出勤、体温读数、发票、照片和报告，并须确保其有权与相关孩子的家长分享这些记录。",
    },
    {
      type: "p",
      text: "孩子的档案通过该孩子的专属配对码或中心发出的一次性 QR 码，与家长的账户连接。请只与您自己的孩子或您担任监护人的孩子配对，也不要与任何其他人分享配对码。",
    },
    { type: "h3", text: "5. 合理使用" },
    {
      type: "p",
      text: "请勿利用 iKEY 违反法律、上传您无权分享的内容、骚扰任何人、访问不属于您的账户或资料，或干扰、复制或逆向工程本服务。若有账户作出上述任何行为，我们可暂停该账户。",
    },
    { type: "h3", text: "6. 服务的可用性与变更" },
    {
      type: "p",
      text: [
        "我们致力让 iKEY 随时可用，但它偶尔可能因维护或我们无法控制的原因而无法使用。您可以随时",
        { text: "查看我们应用程序和服务器的状态", href: "/check-app-status" },
        "。我们可能会改进、更改或移除功能；若有变更对您造成重大影响，我们会事先通知。",
      ],
    },
    { type: "h3", text: "7. 停用您的账户" },
    {
      type: "p",
      text: [
        "您可以随时",
        { text: "停用您的 iKEY 应用程序账户", href: "/deactivate-account" },
        "，并可通过重新登录来重新启用。账户若持续 180 天处于停用状态，将被永久删除。",
      ],
    },
    { type: "h3", text: "8. 我们的责任" },
    {
      type: "p",
      text: "我们以合理的谨慎和技能提供 iKEY。在马来西亚法律允许的范围内，对于我们无法合理预见的损失，或因中心或用户输入错误资料而导致的损失，我们概不负责。本条款的任何内容均不限制您根据马来西亚消费者法律所享有的权利。",
    },
    { type: "h3", text: "9. 本条款的变更" },
    {
      type: "p",
      text: "我们可能会更新本条款。每个分页顶部的日期显示该分页最后一次更改的时间。如果变更对您有重大影响，我们会在变更生效前，通过应用程序或电邮通知您。",
    },
    { type: "h3", text: "10. 管辖法律" },
    { type: "p", text: "本条款受马来西亚法律管辖。" },
    contact(facts),
  ];
}

function paymentAccount(facts: TermsFacts): Block[] {
  return [
    translationNotice,
    lastUpdated,
    { type: "h3", text: "1. 什么是 iKEY Payment Account" },
    {
      type: "p",
      text: "iKEY Payment Account 让您在 iKEY 应用程序内为产品和服务付款及收款。它由一家持牌支付服务提供商代表我们运营；账户中的款项由该服务提供商处理，而不是由 iKEY 持有。该支付服务提供商本身的条款同样适用。",
    },
    { type: "h3", text: "2. 谁可以使用" },
    {
      type: "ul",
      items: [
        "只有 iKEY 应用程序的注册用户才可以使用 iKEY Payment Account。",
        "每名用户只可拥有一个 iKEY Payment Account。",
        "如果您未满 18 岁，须获得父母或监护人的许可才能使用。",
      ],
    },
    { type: "h3", text: "3. 款项何时转账" },
    {
      type: "p",
      text: "当您为一项购买付款时，支付服务提供商会先持有款项，并在以下任何一种情况最先发生时，把款项转给卖方：",
    },
    {
      type: "ol",
      items: [
        "该项购买已在 iKEY 应用程序中确认；",
        "您未在应用程序所示的期限内确认已收到所购买的物品；",
        "您与卖方达成和解；或",
        "法院或审裁庭下令转账。",
      ],
    },
    { type: "h3", text: "4. 费用" },
    {
      type: "p",
      text: "部分付款须缴付服务费（Service Fee）。任何费用都会在您确认付款前向您显示，我们绝不会向您收取未事先显示的费用。",
    },
    { type: "h3", text: "5. 保障您的账户安全" },
    {
      type: "p",
      text: "请勿向他人透露您的 iKEY 登录资料。任何以您的身份登录的人，都可以使用您的 iKEY Payment Account。",
    },
    { type: "h3", text: "6. 未经授权的使用" },
    {
      type: "p",
      text: [
        "如果您发现一笔并非由您作出的付款，请立即发送电邮至 ",
        { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
        " 通知我们。有关未经授权使用的索偿，必须在交易后 90 天内提出。我们和支付服务提供商会进行调查，并把结果告诉您。在 90 天后提出的索偿可能不获接受。",
      ],
    },
    { type: "h3", text: "7. 退款" },
    {
      type: "p",
      text: "如需退款，款项可能会退回您的 iKEY Payment Account，或以退款券（Refund Coupon）的形式发放，详情见一般条款。",
    },
    contact(facts),
  ];
}

function generalTerms(facts: TermsFacts): Block[] {
  return [
    translationNotice,
    lastUpdated,
    { type: "h3", text: "1. 注册资料" },
    {
      type: "p",
      text: "您注册时，我们会要求您提供注册资料（Registration Information）：您的姓名、地址、电话号码、出生日期和电邮地址。请确保资料准确并及时更新；我们用这些资料来识别您的身份、保障您的账户安全，以及就您的账户与您联络。",
    },
    {
      type: "p",
      text: ["我们如何处理这些资料及其他个人资料，请参阅我们的", { text: "隐私政策", href: "/privacy-policy" }, "。"],
    },
    { type: "h3", text: "2. 退款券" },
    {
      type: "p",
      text: "如果我们同意向您退款，我们可能会以退款券（Refund Coupon）的形式，把退款存入您的 iKEY 账户，供您日后在应用程序中购物时使用。退款券的面值和有效期限（如有）会在应用程序中显示。除非法律另有规定，退款券不能兑换现金，也不能转让给其他账户。",
    },
    { type: "h3", text: "3. 服务费" },
    {
      type: "p",
      text: "我们可能会对某些交易或功能收取服务费（Service Fee）。费用金额一定会在您确认前显示，让您决定是否继续。已显示并经您确认的费用，之后不会更改。",
    },
    { type: "h3", text: "4. 内容与知识产权" },
    {
      type: "p",
      text: "iKEY 的名称、标志、网站和应用程序均属我们所有。中心或用户添加的照片、报告和其他内容仍归其所有；他们允许我们储存和显示这些内容，仅为了让 iKEY 能为他们提供服务。",
    },
    { type: "h3", text: "5. 其他服务的链接" },
    {
      type: "p",
      text: "iKEY 包含由他人运营的服务的链接，例如应用商店和我们的支付服务提供商。您使用这些服务时，须遵守其本身的条款和隐私政策。",
    },
    { type: "h3", text: "6. 通知" },
    {
      type: "p",
      text: "我们会把有关您账户的通知发送到您注册资料中的电邮地址，或在应用程序中显示。",
    },
    contact(facts),
  ];
}

/** The tabs of /terms; each id is also the fragment that opens the tab. */
export function termsTabs(facts: TermsFacts): ReturnType<typeof En.termsTabs> {
  return [
    { id: "terms-of-service", label: "服务条款", blocks: termsOfService(facts) },
    { id: "payment-account", label: "支付账户", blocks: paymentAccount(facts) },
    { id: "general-terms", label: "一般条款", blocks: generalTerms(facts) },
  ];
}
