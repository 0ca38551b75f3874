import { campaignDrawings } from "../../data/campaign-drawings";
import { campaignLinks } from "../../data/campaign-links";
import type * as En from "../campaign";
import { campaignFacts } from "./campaign-facts";

export type { CampaignFeature } from "../campaign";

export const campaignBanner: typeof En.campaignBanner = {
  period: `活动期：${campaignFacts.period}`,
  image: {
    ...campaignDrawings["campaign-banner"],
    alt: "Tadika Sri Mutiara 的 iKEY Premium Plus：12 月学费中已有 RM 47,040.00 通过 FPX 网上银行缴付，一张每周收款图表，账目已同步，12 月薪资已备妥，收据已发出，RHB 商业往来账户已连接 iKEY。",
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

export const campaignIntro: typeof En.campaignIntro = {
  heading: "一个配套，管理您的中心、学费和账目",
  paragraphs: [
    `RHB 与 iKEY 携手为托儿所、幼儿园和补习中心推出配套。开设或连接 RHB 商业往来账户，您的中心即可使用 iKEY Premium Plus：中心管理系统、iKEY Educator 教师应用程序和 iKEY Parent 家长应用程序，加上会计和薪资功能，独家优惠价每月 ${campaignFacts.monthlyFee}。`,
    `在活动期（${campaignFacts.period}）内登记，即可享有提早登记奖励。`,
  ],
  getItNow: { label: "立即申请", href: campaignLinks.getItNow },
  knowMore: { label: "了解更多", href: campaignLinks.knowMore },
};

export const campaignFlow: typeof En.campaignFlow = {
  heading: "如何登记",
  paragraphs: [
    "从 RHB 开始：前往任何一家 RHB 分行或上网申请，开设或连接 RHB 商业往来账户，并填写 FPX 网上银行表格。",
    "接着，iKEY 会为您设立 Premium Plus 账户，并培训您的团队，让您从第一天起就能上手。",
  ],
  image: {
    ...campaignDrawings["campaign-flow-chart"],
    alt: "五个登记步骤的流程图：1. 前往 RHB 分行或上网申请。2. 开设或连接 RHB 商业往来账户。3. 填写 FPX 网上银行表格。4. iKEY 为您设立 Premium Plus 账户。5. 为您的团队进行培训，然后就可以开始使用。",
  },
  findBranchLabel: "寻找分行",
};

export const campaignWorkflow: typeof En.campaignWorkflow = {
  heading: "iKEY 如何连接您的中心、老师和家长",
  intro: "一个系统连接办公室、课室和家庭，让每个人都使用同样的资料。",
  roles: [
    {
      title: "中心",
      product: "iKEY 中心管理系统",
      text: "办公室在网上管理学生、老师、班级和学费，发送发票和通告，并生成报告。",
    },
    {
      title: "老师",
      product: "iKEY Educator 教师应用程序",
      text: "老师用手机记录出勤和体温、为孩子签到和签退，以及发送通告。",
    },
    {
      title: "家长",
      product: "iKEY Parent 家长应用程序",
      text: "家长接收通告、发票和收据、照片、出勤记录和成绩单，并在网上缴付学费。",
    },
  ],
  image: {
    ...campaignDrawings["campaign-workflow"],
    alt: "中心、老师和家长，三方都通过 iKEY 彼此相连。",
  },
  learnMore: {
    label: "了解更多",
    hiddenLabel: "关于中心管理系统的资讯",
    href: campaignLinks.learnMore,
  },
};

export const campaignPartners: typeof En.campaignPartners = {
  heading: "关于合作伙伴",
  blurbs: [
    {
      title: "RHB Reflex",
      text: [
        "RHB Reflex 是 RHB Bank 为中小型企业（SME）提供的网上商业银行服务。您的中心可以在同一处管理商业往来账户和付款。",
        `受 PIDM 保障，每名存款人最高保障 ${campaignFacts.depositProtection}。`,
      ],
    },
    {
      title: "iKEY",
      text: [
        "iKEY 是一家于 2018 年创立、来自马来西亚槟城的教育科技公司。我们开发 iKEY 中心管理系统、iKEY Educator 教师应用程序和 iKEY Parent 家长应用程序。",
        "超过 300 家中心、1,800 名老师和 30,000 名学生使用 iKEY。",
      ],
    },
    {
      title: "LedgerCloud",
      text: [
        "LedgerCloud 是我们的会计与薪资合作伙伴，为小型企业提供云端会计服务和财务应用程序。",
        "Premium Plus 现已可把 iKEY 连接到您的 LedgerCloud 账户处理会计，薪资功能即将推出。",
      ],
    },
  ],
};

export const campaignForm: typeof En.campaignForm = {
  heading: "登记您的意向",
  intro: "请填写以下表格，我们的专员将与您联络。",
};

export const campaignTermsExcerpt: typeof En.campaignTermsExcerpt = {
  heading: "活动条款摘要",
  points: [
    `活动期：${campaignFacts.period}，首尾两日包括在内。`,
    `首 ${campaignFacts.tabletSignUps} 名提早登记者可赢得一台平板电脑。`,
    `首 ${campaignFacts.waiverSignUps} 名登记者可获 ${campaignFacts.waiverMonths} 个月订阅费豁免。`,
    `豁免期结束后，附带会计和薪资功能的 Premium Plus 月费为 ${campaignFacts.monthlyFee}。`,
  ],
  conditions: {
    before: "每项奖励都附带条件，例如须在第一个月内连接您的会计或薪资账户。登记前请先细阅",
    link: "条款与条件",
    after: "。",
  },
  full: { before: "所有条件请参阅", link: "完整条款", after: "。" },
};
