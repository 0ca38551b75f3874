import { parentScreens } from "../../data/parent-app-screens";
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
    ...parentScreens["parent-home"],
    alt: "手机上的 iKEY Parent 家长应用程序：Aisyah Farid 的主页，显示她上午7:48签到，体温36.6 °C，附有发票、相册、视频和出勤的快捷键，以及运动会通告；旁边是已收到 RM 480.00 付款和24张新照片的通知。",
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
    image: {
      ...parentScreens["parent-announcement"],
      alt: "家长应用程序中的通告：运动会将于12月12日星期六上午8点在中心操场举行，提醒穿班级T恤，由 Tadika Sri Mutiara 发给全体班级家长，旁边是送达这则通告的通知。",
    },
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
    image: {
      ...parentScreens["parent-invoice"],
      alt: "家长应用程序中 Aisyah Farid 12月学费的发票 INV-2612-0118：学费 RM 420.00，餐费 RM 60.00，共 RM 480.00，已于12月3日通过网上银行 (FPX) 付清，附收据 RC-2612-0093 和下载 PDF 的按钮。",
    },
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
    image: {
      ...parentScreens["parent-gallery"],
      alt: "家长应用程序中的相册：“艺术周：蜡染绘画”，共24张孩子们蜡染作品的照片，以及新照片的通知。",
    },
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
    image: {
      ...parentScreens["parent-video"],
      alt: "家长应用程序中的视频：《拼读：字母B》，标示为订阅内容，下面还有更多视频：《数到20》《颜色和形状》和《故事：犀鸟》。",
    },
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
      ...parentScreens["parent-attendance"],
      alt: "家长应用程序中 Aisyah Farid 的出勤：今天12月7日星期一上午7:48签到，体温正常，为36.6 °C，还有她本周较早几天的签到记录，体温在36.4至36.7 °C之间；旁边是签到通知。",
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
      ...parentScreens["parent-report"],
      alt: "家长应用程序中 Aisyah Farid 的2026年第二学期成绩单：语言四颗星（满分五颗），数学三颗，创造力五颗，社交能力四颗，附老师评语和下载 PDF 的按钮。",
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
      ...parentScreens["parent-leave"],
      alt: "家长应用程序中的请假申请：为 Aisyah Farid 申请12月17日和18日的事假，全家去怡保旅行，已发送给老师，旁边是请假已批准的通知。",
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
    image: {
      ...parentScreens["parent-questions"],
      alt: "家长应用程序中的问答：一位父亲问 Cikgu Nurul Huda，运动会时 Aisyah 是否需要戴帽子，老师回答需要，还要带一个水壶。",
    },
  },
];
