import { campaignDates, campaignFigures } from "../../data/campaign-figures";
import { CAMPAIGN_TERMS_DIALOG_ID } from "../../data/campaign-links";
import type * as En from "../campaign-terms";
import { formatDate, formatMonth } from "../lib/format";

const { start, end, winnersNotified } = campaignDates;

/** The campaign's facts with its dates in Chinese; the figures are written as in every language. */
export const campaignFacts: typeof En.campaignFacts = {
  ...campaignFigures,
  period: `${formatDate(start, "zh")}至${formatDate(end, "zh")}`,
  lastDay: formatDate(end, "zh"),
  winnersNotified: formatMonth(winnersNotified, "zh"),
};

const facts = campaignFacts;

export const campaignTermsDialog: typeof En.campaignTermsDialog = {
  id: CAMPAIGN_TERMS_DIALOG_ID,
  title: "活动条款与条件",
  description: "RHB Reflex Premium Plus for Education 活动的完整条款。登记前请先细阅。",
};

export const campaignTerms: typeof En.campaignTerms = [
  { type: "p", text: "本文为译本。中英文版本如有任何歧义或冲突，概以英文版本为准。" },
  { type: "h3", text: "1. 活动期" },
  {
    type: "p",
    text: `RHB Reflex Premium Plus for Education 活动（“本活动”）的活动期为${facts.period}，首尾两日包括在内。`,
  },
  { type: "h3", text: "2. Premium Plus 独家优惠价" },
  {
    type: "p",
    text: `通过本活动，附带会计和薪资功能的 iKEY Premium Plus 配套以每月 ${facts.monthlyFee} 的独家优惠价提供。订阅费豁免期结束后，也按此月费收费。`,
  },
  { type: "h3", text: `3. 首 ${facts.tabletSignUps} 名提早登记者可获平板电脑` },
  {
    type: "p",
    text: `首 ${facts.tabletSignUps} 名提早登记者可赢得一台平板电脑，但中心必须：`,
  },
  {
    type: "ol",
    items: [
      "登记或升级至 Premium Plus；",
      "通过网上银行付款或银行转账服务登记；以及",
      "在第一个月内报名参加培训，并连接其会计或薪资账户。",
    ],
  },
  { type: "h3", text: `4. 首 ${facts.waiverSignUps} 名登记者可获 ${facts.waiverMonths} 个月订阅费豁免` },
  {
    type: "p",
    text: `首 ${facts.waiverSignUps} 名登记者可获 ${facts.waiverMonths} 个月订阅费豁免。豁免适用于订阅首年内的首 ${facts.waiverMonths} 个月。`,
  },
  {
    type: "p",
    text: `中心必须在第一个月内连接其会计或薪资账户。如果未在第一个月内完成账户连接，豁免可能会终止，并可能开始收取每月 ${facts.monthlyFee} 的月费。`,
  },
  { type: "h3", text: "5. 得奖者" },
  { type: "p", text: `得奖者将于${facts.winnersNotified}获得电邮通知。` },
  { type: "h3", text: "6. 存款保障" },
  {
    type: "p",
    text: `存放于 RHB 的存款受马来西亚存款保险机构 PIDM（Perbadanan Insurans Deposit Malaysia）保障，每名存款人的保障额最高为 ${facts.depositProtection}。`,
  },
  { type: "h3", text: "7. 其他条款" },
  {
    type: "p",
    text: [
      "本活动条款是 iKEY ",
      { text: "一般条款与条件", href: "/terms" },
      "的补充；一般条款与条件同样适用于每一家参与本活动的中心。",
    ],
  },
];
