import { drawings } from "../drawings";
import type * as En from "../parent-app";

export const parentBanner: typeof En.parentBanner = {
  summary: "供家长和成人学员使用。Android、iPhone 或 Huawei 手机均可下载：",
  pairing: [
    {
      type: "p",
      text: ["已经从中心取得配对码？", { text: "了解如何连接孩子的档案", href: "/new-feature" }, "。"],
    },
  ],
  image: {
    ...drawings["parent-app"],
    alt: "手机上的 iKEY Parent 家长应用程序：一个孩子的档案，附有发票、相册、视频和出勤的快捷键，以及一则新通知。",
  },
};

export const parentFeatures: typeof En.parentFeatures = [
  {
    id: "announcement",
    heading: "通告",
    blocks: [
      {
        type: "p",
        text: "孩子所在中心的停课通知、活动和提醒都会以推送通知送达，每一则通告也会保留在应用程序中，方便日后再看。",
      },
    ],
    image: { ...drawings.announcement, alt: "一个扩音器旁边是一部显示新通告的手机。" },
  },
  {
    id: "invoices-and-receipts",
    heading: "发票和收据",
    blocks: [
      {
        type: "p",
        text: "中心一开出发票，您就能立即查看；所有收据都集中在一处，不必再把一张张纸条塞满抽屉。",
      },
    ],
    image: { ...drawings.invoice, alt: "一张 RM 180.00 的发票，旁边是一张标明已付款的收据。" },
  },
  {
    id: "gallery",
    heading: "相册",
    blocks: [
      {
        type: "p",
        text: "中心分享的孩子学习时刻照片，从美术手工到户外活动和庆祝活动都有。",
      },
    ],
    image: { ...drawings.gallery, alt: "三张中心活动照片，像相册一样排列。" },
  },
  {
    id: "videos",
    heading: "视频",
    blocks: [
      {
        type: "p",
        text: "订阅后即可在应用程序中观看视频，让孩子在家也能按自己的步调继续学习。",
      },
    ],
    image: { ...drawings.video, alt: "一段准备播放的视频，旁边的星号标示这是订阅内容。" },
  },
  {
    id: "attendance",
    heading: "出勤",
    blocks: [
      {
        type: "p",
        text: "孩子签到和签退的那一刻您就会知道，还能看到在门口测量的体温，并可随时回顾出勤记录。",
      },
    ],
    image: {
      ...drawings.attendance,
      alt: "一部手机列出已签到的孩子及其体温，旁边是一支体温计和一则通知。",
    },
  },
  {
    id: "reports",
    heading: "报告",
    blocks: [
      {
        type: "p",
        text: "阅读老师为孩子撰写的学习进度报告，并可把报告和其他记录下载为 PDF 文件，以便保存或打印。",
      },
    ],
    image: {
      ...drawings["student-report"],
      alt: "一张印有中心标志、分数条和评语栏的成绩单，可下载为 PDF 文件。",
    },
  },
  {
    id: "leave-application",
    heading: "请假申请",
    blocks: [
      {
        type: "p",
        text: "孩子发烧了，还是要跟家人去旅行？在应用程序中申请请假，中心马上就会知道，不必打电话或写信。",
      },
    ],
    image: {
      ...drawings.leave,
      alt: "一本日历上标出了几天请假，一架纸飞机正在送出申请。",
    },
  },
  {
    id: "parents-q-and-a",
    heading: "家长问答",
    blocks: [
      {
        type: "p",
        text: "对应用程序、学费或时间表有疑问？到家长问答中查找，所有问题和答案都集中在一起。",
      },
    ],
    image: { ...drawings.questions, alt: "一个问题气泡和一个回答气泡。" },
  },
];
