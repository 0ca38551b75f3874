import type * as En from "../recruitment";

export type { JobOpening } from "../recruitment";

export const jobListIntro: typeof En.jobListIntro =
  "我们正在槟城招聘。如果以下职位适合您，即使您未能符合每一项条件，我们也很希望收到您的来信。";

export const jobOpenings: typeof En.jobOpenings = [
  {
    id: "backend-apps-developer",
    title: "后端与应用程序开发员",
    location: "马来西亚槟城",
    experience: "至少 1 年工作经验",
    summary:
      "开发和维护 iKEY 中心管理系统背后的服务，以及 iKEY Educator 和 iKEY Parent 应用程序的功能；马来西亚各地的老师和家长每天都在使用这些产品。",
    responsibilities: [
      "设计、开发和维护 CMS 和手机应用程序所使用的 API 和后台服务。",
      "开发应用程序的新功能并改进现有功能，例如出勤、通告、发票和报告。",
      "与支援团队合作，调查并解决中心、老师和家长反映的问题。",
      "编写测试，并让代码易于下一位接手的人修改。",
      "协助确保服务快速、安全、稳定可用，并保护其中的个人资料。",
    ],
    requirements: [
      "至少 1 年开发后端服务、手机应用程序或两者的经验。",
      "持有计算机科学或相关领域的文凭或学位，或具备同等的实务经验。",
      "具备至少一种后端编程语言、SQL 数据库和 REST API 的实用知识。",
      "具备一些 Android、iOS 或跨平台应用程序的开发经验。",
      "熟悉 Git，能够审查他人的代码，也乐于让他人审查自己的代码。",
      "英文书写和口语表达清晰；懂马来文或华文者优先。",
      "能够在我们的槟城办公室上班。",
    ],
    // Kept in English, like the account-deletion subject: the same subject line in every language
    // keeps applications easy to find and sort.
    applicationSubject: "Job application: Backend and Apps Developer",
  },
];

export function applicationBlocks(
  facts: Parameters<typeof En.applicationBlocks>[0],
  job: Parameters<typeof En.applicationBlocks>[1],
): ReturnType<typeof En.applicationBlocks> {
  const href = `mailto:${facts.supportEmail}?subject=${encodeURIComponent(job.applicationSubject)}`;
  return [
    {
      type: "p",
      text: [
        "如要申请，请把您的履历和一段简短的自我介绍电邮至 ",
        { text: facts.supportEmail, href },
        `，并以“${job.applicationSubject}”为邮件主题。欢迎附上您作品的链接，例如应用程序、网站或您的代码。`,
      ],
    },
  ];
}

export const companyBackgroundTab: typeof En.companyBackgroundTab = {
  id: "company-background",
  label: "公司背景",
  blocks: [
    {
      type: "p",
      text: "iKEY 是一家于 2018 年在槟城创立的教育科技公司。我们为托儿所、幼儿园和补习中心开发软件：供办公室使用的网络中心管理系统、供老师使用的 iKEY Educator 教师应用程序，以及供家长使用的 iKEY Parent 家长应用程序。",
    },
    {
      type: "p",
      text: "如今，超过 1800 名老师、超过 300 家中心和超过 30000 名学生在使用 iKEY。我们与银行、网上付款和云端会计领域的伙伴合作，让中心可以在同一处收取学费和管理账目。",
    },
    {
      type: "p",
      text: [
        "我们是一支小团队，每个人都会与客户交流，也能亲眼看到自己的工作成果被使用。欲了解更多，请阅读",
        { text: "我们的故事", href: "/our-story" },
        "。",
      ],
    },
  ],
};

export const staffBenefitsTab: typeof En.staffBenefitsTab = {
  id: "staff-benefits",
  label: "员工福利",
  blocks: [
    {
      type: "ul",
      items: [
        "公积金（EPF）、社险（SOCSO）和就业保险（EIS）缴款。",
        "带薪年假、病假和公共假期。",
        "资深开发员的指导，以及在工作中学习新工具的时间。",
        "真正的责任感：您开发的功能每天都有中心、老师和家长在使用。",
        "位于槟城的友善办公室，贴近使用我们产品的用户。",
      ],
    },
  ],
};
