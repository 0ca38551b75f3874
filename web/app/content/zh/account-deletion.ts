import { DELETION_DAYS } from "@ikey/contracts/account-rules";
import type { Block } from "../../components/prose";
import { ACCESS_REQUEST_DAYS } from "../../data/data-requests";
import type * as En from "../account-deletion";
import { EARLY_DELETION_SUBJECT } from "../account-deletion";

// The subject line stays in English: it is what support staff search for, whatever the language of
// the page the request came from.
export { EARLY_DELETION_SUBJECT } from "../account-deletion";

const translationNotice: Block = {
  type: "p",
  text: "本文为译本。中英文版本如有任何歧义或冲突，概以英文版本为准。",
};

export function accountDeletionFacts(
  facts: Parameters<typeof En.accountDeletionFacts>[0],
): ReturnType<typeof En.accountDeletionFacts> {
  const request = `mailto:${facts.supportEmail}?subject=${encodeURIComponent(EARLY_DELETION_SUBJECT)}`;
  return [
    { type: "h2", text: "关于删除您的 iKEY 账户", id: "account-deletion" },
    translationNotice,
    {
      type: "p",
      text: `您可以在本页面删除您的 iKEY Parent 家长应用程序账户。该应用程序由 iKEY 的开发商 ${facts.company.name} 在 Google Play、App Store 和 AppGallery 上发布。停用账户即开始删除程序：如果您没有再次登录，您的账户将在 ${DELETION_DAYS} 天后被永久删除。`,
    },
    { type: "h3", text: `${DELETION_DAYS} 天后删除的资料` },
    {
      type: "ul",
      items: [
        "您的 iKEY 账户：您登录用的电邮地址和密码。",
        "您的注册资料：您的姓名、地址、电话号码和出生日期。",
        "您与孩子档案的配对、您的请假申请，以及您在应用程序中提出的问题。",
        "我们就您的账户发给您的电邮。",
      ],
    },
    { type: "h3", text: "会保留的资料及原因" },
    {
      type: "ul",
      items: [
        "发票、收据和付款记录由开出这些单据的中心保留，因为马来西亚法律规定商家必须保存财务记录七年。这些记录不会作其他用途。",
        "您孩子的出勤记录、报告和相册照片属于孩子所在中心的记录，由中心根据其本身的政策保留或删除。",
        "iKEY Payment Account 的交易记录由我们的持牌支付服务提供商按法律规定的期限保留。",
      ],
    },
    { type: "h3", text: "提早删除" },
    {
      type: "p",
      text: [
        "如果您希望立即删除账户，而不想等到上述期限届满，请用您账户的电邮地址发送电邮至 ",
        { text: facts.supportEmail, href: request },
        `，并以“${EARLY_DELETION_SUBJECT}”为邮件主题。我们会在 ${ACCESS_REQUEST_DAYS} 天内删除您的账户，并以电邮确认。我们绝不会向您索取密码。`,
      ],
    },
  ];
}
