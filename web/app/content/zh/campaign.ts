import * as En from "../campaign";
import { campaignDrawings } from "../campaign-drawings";

export type { CampaignFeature } from "../campaign";
// These stay in English: they are `as const` objects, typed as the English string literals, too
// narrow for a translation.
export {
  CAMPAIGN_FORM_SECTION_ID,
  campaignFlow,
  campaignForm,
  campaignIntro,
  campaignPartners,
  campaignTermsExcerpt,
  campaignWorkflow,
} from "../campaign";

/** campaignFacts.period in Chinese, as campaign-terms.ts writes it. */
const period = "2021年1月6日至2021年6月30日";

export const campaignBanner: typeof En.campaignBanner = {
  period: `活动期：${period}`,
  image: {
    ...En.campaignBanner.image,
    alt: "一家中心和一家银行通过手机上的 iKEY 应用程序相连，上方是 Premium Plus 徽章。",
  },
};

const icon = (name: keyof typeof campaignDrawings) => campaignDrawings[name].src;

export const campaignFeatures: typeof En.campaignFeatures = {
  heading: "Premium Plus 为您的中心带来什么",
  intro: "iKEY 中心管理系统的全部功能，再加上与您的银行和账目的连接。",
  items: [
    {
      title: "蓝牙考勤",
      text: "老师在 iKEY Educator 教师应用程序中为孩子签到和签退，并通过以蓝牙配对的体温计读取体温。",
      icon: icon("bluetooth-attendance"),
    },
    {
      title: "电子发票和收据",
      text: "系统为您开出发票和收据，并直接发送到 iKEY Parent 家长应用程序。无需再打印，也不必再追讨纸本单据。",
      icon: icon("e-invoice"),
    },
    {
      title: "管理报告",
      text: "随时生成学生、出勤和学费报告，无需手动制作电子表格。",
      icon: icon("management-reports"),
    },
    {
      title: "预定发送的通告",
      text: "通告只需写一次，再安排发送时间。家长会在手机上收到推送通知。",
      icon: icon("scheduled-announcement"),
    },
    {
      title: "学生成绩单",
      text: "用您自己的模板制作成绩单，包括分数、老师评语、描述和您的中心标志。",
      icon: icon("report-card"),
    },
    {
      title: "相册管理",
      text: "把学习时刻的照片上传到中心相册，家长就能在应用程序中看到。",
      icon: icon("gallery-management"),
    },
    {
      title: "会计整合",
      text: "连接您的云端会计账户，让 iKEY 中记录的学费和付款直接进入您的账簿，无需重新输入。",
      icon: icon("accounting-integration"),
    },
    {
      title: "薪资",
      text: "为老师和职员处理薪资，与账目使用同一个配套。",
      icon: icon("payroll"),
      soon: true,
    },
    {
      title: "网上银行缴费",
      text: "家长通过 FPX 网上银行付款网关缴付学费，每一笔付款都会记录在 iKEY 中。",
      icon: icon("online-banking"),
    },
  ],
};
