import type { Block } from "../../components/prose";
import { HUAWEI_NOTICE_DATE } from "../announcement-dates";
import type * as En from "../faq";
import { formatDate } from "../lib/format";

/** One question and its answer, as in ../faq: each question renders as an h3 under the tab's h2. */
interface Question {
  readonly question: string;
  readonly answer: readonly Block[];
}

function toBlocks(questions: readonly Question[]): Block[] {
  return questions.flatMap(({ question, answer }) => [{ type: "h3", text: question } as const, ...answer]);
}

// Facts repeated in more than one tab are written once, so the tabs cannot disagree.
const supportedPhones: Question = {
  question: "哪些手机可以使用 iKEY 应用程序？",
  answer: [
    {
      type: "p",
      text: "iKEY Parent 和 iKEY Educator 可在 iOS 10 或以上版本的 iPhone，以及 Android 6.0 或以上版本的 Android 手机上运行。请保持应用程序为最新版本，以获得最新的修正。",
    },
    {
      type: "p",
      text: [
        "没有 Google Play 商店的 Huawei 手机无法使用 iKEY 手机应用程序。我们已在",
        { text: `${formatDate(HUAWEI_NOTICE_DATE, "zh")}的通告`, href: "/announcement" },
        "中说明此事。",
      ],
    },
  ],
};

const forgotPassword: Question = {
  question: "我忘记了密码，该如何重设？",
  answer: [
    {
      type: "p",
      text: "在应用程序的登录页面点击“忘记密码”（Forgot Password），然后输入您登录用的电邮地址。我们会发送一封重设密码的电邮给您；如果几分钟后仍未在收件箱看到，请检查垃圾邮件文件夹。新密码必须至少有 8 个字符。",
    },
    {
      type: "p",
      text: ["仍然无法登录？请参考我们的", { text: "账户问题排解贴士", href: "/account-security-tips" }, "。"],
    },
  ],
};

const cmsQuestions: readonly Question[] = [
  {
    question: "什么是 iKEY 中心管理系统（CMS）？",
    answer: [
      {
        type: "p",
        text: "CMS 是您中心办公室用来管理业务的网络系统。您可以在同一处管理老师、学生和课程类型，开出发票并保存付款记录，发送通告，在相册中分享照片，保存学生资料以及附有体温的出勤记录，并制作报告。",
      },
      {
        type: "p",
        text: "您在 CMS 中所做的一切，都会通过 iKEY Educator 教师应用程序传达给老师，并通过 iKEY Parent 家长应用程序传达给家长，让每个人都使用同一套记录。",
      },
    ],
  },
  {
    question: "使用 CMS 需要付费吗？",
    answer: [
      {
        type: "p",
        text: "CMS 基本版免费。功能更多的高级版将于稍后公布。每家中心都享有免费培训，我们的团队也可以到您的中心协助您上手。",
      },
      {
        type: "p",
        text: [
          "想看看实际操作，可以",
          { text: "预约产品演示", href: "#request-a-demo" },
          "，或阅读",
          { text: "中心管理系统", href: "/center-management-system" },
          "的介绍。",
        ],
      },
    ],
  },
  {
    question: "如何让我的老师使用 Educator 应用程序？",
    answer: [
      {
        type: "p",
        text: "老师不能自行注册。身为中心管理员，您需要在 CMS 中为每位老师创建登录账户。老师接着下载 iKEY Educator，并用您设置的电邮和密码登录。",
      },
    ],
  },
  {
    question: "家长如何与我的中心连接？",
    answer: [
      {
        type: "p",
        text: "CMS 中的每个孩子档案都有专属的配对码和一次性 QR 码。把配对码交给家长，或让家长扫描 QR 码，家长就能在 iKEY Parent 家长应用程序中把孩子的档案与您的中心配对。从此，家长就会收到您发出的有关该孩子的通告、发票、照片、出勤记录和报告。",
      },
      {
        type: "p",
        text: "请像对待密码一样对待配对码，只交给孩子的父母或监护人。QR 码只能使用一次，如果家长需要重新配对，请给他们一个新的 QR 码。",
      },
    ],
  },
  {
    question: "发票和收据如何运作？",
    answer: [
      {
        type: "p",
        text: "CMS 会为您生成发票和收据，并通过 iKEY Parent 家长应用程序发送给家长。每一笔交易都有记录，您随时可以查看谁已付款、哪些款项尚未缴清，以及每名学生的完整付款记录。",
      },
    ],
  },
  {
    question: "我可以预定通告的发送时间吗？",
    answer: [
      {
        type: "p",
        text: "可以。您可以立即发出通告，或预定在稍后的日期和时间发送，最少只需点击 4 下。通告发出时，家长会在手机上收到推送通知，因此不会错过停课或活动提醒等重要通告。",
      },
    ],
  },
  {
    question: "我可以制作哪些报告？",
    answer: [
      {
        type: "p",
        text: "CMS 会根据您中心的记录生成管理报告。至于学生的学习进度，您可以自订学生报告模板，加入分数、老师评语、描述和您中心的标志。家长可以在 iKEY Parent 家长应用程序中阅读报告，并下载为 PDF 文件。",
      },
    ],
  },
];

const parentAppQuestions: readonly Question[] = [
  {
    question: "如何开始使用 iKEY Parent 家长应用程序？",
    answer: [
      {
        type: "ol",
        items: [
          "从手机的应用商店下载 iKEY Parent。",
          "用您的电邮地址注册，然后登录。",
          "输入中心提供的孩子配对码，或扫描中心提供的 QR 码。",
        ],
      },
      {
        type: "p",
        text: "孩子的档案配对后，您就会收到中心发出的有关该孩子的通告、发票和收据、照片、出勤记录和报告。",
      },
    ],
  },
  {
    question: "我在哪里可以取得孩子的配对码或 QR 码？",
    answer: [
      {
        type: "p",
        text: "请向孩子所在的中心索取。每个孩子都有专属的配对码，中心也可以给您一个一次性 QR 码扫描。QR 码只能使用一次，如果已经用过，请向中心索取新的 QR 码。",
      },
    ],
  },
  {
    question: "我有不止一个孩子，需要开设多个账户吗？",
    answer: [
      {
        type: "p",
        text: "不需要。一个家长账户可以配对多个孩子。用每个孩子各自的配对码或 QR 码逐一配对，您就能在同一个账户中收到所有孩子的最新消息。",
      },
    ],
  },
  {
    question: "我可以在应用程序中看到什么？",
    answer: [
      {
        type: "ul",
        items: [
          "中心发出的通告；有新通告时，您会收到推送通知。",
          "孩子学费的发票和收据。",
          "中心的相册照片，以及供订阅用户观看的视频。",
          "出勤记录，包括签到和签退时间以及体温读数。",
          "孩子的学习进度报告，可下载为 PDF 文件。",
          "请假申请，让您通知中心孩子何时缺席。",
          "家长问答。",
        ],
      },
    ],
  },
  {
    question: "孩子到达中心时，我会知道吗？",
    answer: [
      {
        type: "p",
        text: "会。老师在 iKEY Educator 教师应用程序中为您的孩子签到或签退并记录体温时，您会实时收到通知。您也可以在出勤记录中查看过往的记录。",
      },
    ],
  },
  supportedPhones,
  forgotPassword,
  {
    question: "如何停用我的账户？",
    answer: [
      {
        type: "p",
        text: [
          "请使用",
          { text: "停用账户", href: "/deactivate-account" },
          "页面。停用只是暂时的：您随时可以重新登录来重新启用账户。账户若持续 180 天处于停用状态，将被永久删除。",
        ],
      },
    ],
  },
];

const educatorAppQuestions: readonly Question[] = [
  {
    question: "如何取得 iKEY Educator 教师应用程序的登录账户？",
    answer: [
      {
        type: "p",
        text: "您中心的管理员会在中心管理系统中为您创建登录账户，并把要使用的电邮和密码交给您。下载 iKEY Educator，然后用这些资料登录。如果您尚未收到登录资料，请询问您的中心管理员。",
      },
    ],
  },
  {
    question: "如何创建课室？",
    answer: [
      {
        type: "p",
        text: "课室是在 iKEY Educator 教师应用程序的出勤页面中创建的。打开出勤页面，创建课室，然后就可以为该班级记录出勤。",
      },
    ],
  },
  {
    question: "如何在记录出勤时测量体温？",
    answer: [
      {
        type: "ol",
        items: [
          "把蓝牙体温计与您使用 iKEY Educator 的手机配对。",
          "在出勤页面选择课室，孩子到达时逐一为他们签到。",
          "为孩子测量体温，读数会随签到一起记录。",
          "孩子回家时为他们签退。",
        ],
      },
      {
        type: "p",
        text: "家长会实时收到通知。您可以在同一天为孩子记录多于一次体温读数，例如到达时一次，午餐后再一次。",
      },
    ],
  },
  {
    question: "什么是每日记录？",
    answer: [
      {
        type: "p",
        text: "每日记录会记下每个孩子在中心度过的一天，让家长在家也能跟进，中心也有历史记录可供回顾。",
      },
    ],
  },
  {
    question: "我可以从应用程序发送通告吗？",
    answer: [
      {
        type: "p",
        text: "可以。在 iKEY Educator 中撰写通告，家长就会在 iKEY Parent 家长应用程序中收到通告和推送通知。",
      },
    ],
  },
  supportedPhones,
  forgotPassword,
];

/** The tabs of /faq; each id is also the fragment that opens the tab. */
export const faqTabs: typeof En.faqTabs = [
  { id: "cms", label: "CMS", blocks: toBlocks(cmsQuestions) },
  { id: "parent-app", label: "家长应用程序", blocks: toBlocks(parentAppQuestions) },
  { id: "educator-app", label: "教师应用程序", blocks: toBlocks(educatorAppQuestions) },
];
