import { drawings } from "../../data/drawings";
import { parentScreens } from "../../data/parent-app-screens";
import type * as En from "../center-management-system";
import { BUSINESS_HOURS } from "./contact";

export type { WhyUsPoint } from "../center-management-system";

export const cmsBanner: typeof En.cmsBanner = {
  summary:
    "发票、通告、相册、学生资料、出勤和成绩单，全都集中在办公室使用的同一个网络系统中，并与课室里的 iKEY Educator 教师应用程序和家里的 iKEY Parent 家长应用程序相连。",
  applyLabel: "立即申请",
  pricing: "基本版免费。功能更多的高级版即将推出。",
  image: {
    ...drawings["cms-dashboard"],
    alt: "Tadika Sri Mutiara 的 iKEY 仪表板：12 月共开具 124 张发票，合计 RM 59,520.00，已付款 RM 47,040.00，待付款 RM 12,480.00，其中 4 张已逾期；Kelas Melati 今天 18 名儿童中已有 16 名签到；一则运动会通告正定时于 12 月 8 日上午 9 点发送。",
  },
};

export const cmsFeatures: typeof En.cmsFeatures = [
  {
    id: "invoicing",
    heading: "发票",
    blocks: [
      {
        type: "p",
        text: "学费只需设定一次，其余交给 iKEY。系统会自动生成发票和收据，并通过 iKEY Parent 家长应用程序发送给家长。",
      },
      {
        type: "p",
        text: "每一笔交易都有记录，谁已付款、哪些款项尚未缴清，一目了然，不必再翻查一叠叠收据簿。",
      },
    ],
    image: {
      ...parentScreens["parent-invoice"],
      alt: "家长在 iKEY Parent 应用程序中看到的中心发票：INV-2612-0118，12月 RM 480.00，已于12月3日通过网上银行 (FPX) 付清，附收据 RC-2612-0093。",
    },
  },
  {
    id: "announcement",
    heading: "通告",
    blocks: [
      {
        type: "p",
        text: "公共假期停课、学费提醒或音乐会彩排：可以立即单次发出，也可以预定稍后发送。只需点击 4 下。",
      },
      { type: "p", text: "家长会在手机上收到推送通知，不会错过重要消息。" },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "家长在 iKEY Parent 应用程序中收到的中心运动会通告及其通知。",
    },
  },
  {
    id: "gallery",
    heading: "相册",
    blocks: [
      {
        type: "p",
        text: "分享家长乐于看到的学习时刻：美术手工、户外活动、运动会和各种庆祝活动。把照片上传到中心相册，家长就能在应用程序中找到。",
      },
    ],
    image: {
      ...parentScreens["parent-gallery"],
      alt: "家长在 iKEY Parent 应用程序中看到的相册“艺术周：蜡染绘画”，共24张照片。",
    },
  },
  {
    id: "data-management",
    heading: "资料管理",
    blocks: [
      {
        type: "p",
        text: "把所有学生资料集中在一处，不再分散于各种文件和电子表格中。",
      },
      {
        type: "ul",
        items: [
          "老师管理：职员档案及其任教的班级。",
          "学生管理：每个孩子的资料、家长和报名记录。",
          "课程类型管理：您的中心开办的课程和班级。",
        ],
      },
    ],
    image: {
      ...drawings["data-management"],
      alt: "iKEY 中心系统的学生页面，设有学生、教师和班级标签：Kelas Melati 的六名儿童，其中五名的家长应用已配对，一名仍在邀请中。",
    },
  },
  {
    id: "attendance",
    heading: "出勤",
    blocks: [
      {
        type: "p",
        text: "老师在 iKEY Educator 教师应用程序中记录出勤，并在门口为每个孩子测量体温。",
      },
      {
        type: "p",
        text: "孩子到达和离开时，家长会实时收到通知，办公室也能即时看到当天的出勤情况。",
      },
    ],
    image: {
      ...parentScreens["parent-attendance"],
      alt: "家长看到的签到记录：Aisyah Farid 上午7:48到达，体温36.6 °C，家长即时收到通知。",
    },
  },
  {
    id: "student-report",
    heading: "学生报告",
    blocks: [
      {
        type: "p",
        text: "用您自订的模板制作成绩单。选择每份报告要显示的内容，例如分数、老师评语和描述，并加上您的中心标志。",
      },
      { type: "p", text: "家长可以在应用程序中阅读完成的报告，并下载为 PDF 文件。" },
    ],
    image: {
      ...parentScreens["parent-report"],
      alt: "家长在 iKEY Parent 应用程序中看到的2026年第二学期成绩单，有四个方面的星级评分和老师评语，可下载为 PDF。",
    },
  },
];

export const cmsWhyUs: typeof En.cmsWhyUs = {
  heading: "为什么中心选择 iKEY",
  points: [
    {
      heading: "物有所值",
      blocks: [
        {
          type: "p",
          text: "基本版免费。一个系统就能取代纸本表格、电子表格和聊天群组，让您的团队少花时间处理行政工作，多花时间陪伴孩子。",
        },
      ],
    },
    {
      heading: "用心关怀",
      blocks: [
        {
          type: "p",
          text: "我们关心您的中心每天如何运作。我们聆听中心负责人、老师和家长的意见，并根据他们的反馈改进 iKEY。",
        },
      ],
    },
    {
      heading: "全力支援",
      blocks: [
        {
          type: "p",
          text: `为您的职员提供免费培训，并到您的中心协助您上手。我们的支援团队服务时间为${BUSINESS_HOURS}。`,
        },
      ],
    },
  ],
};

export const cmsApplication: typeof En.cmsApplication = {
  heading: "申请表格",
  blocks: [
    {
      type: "p",
      text: [
        "准备好让您的中心加入了吗？填写以下四个步骤，我们就会为您设立中心账户。想在单独的页面填写？",
        { text: "网上申请", href: "/sign-up" },
        "。",
      ],
    },
  ],
};
