import type * as En from "../page-intros";

export type { PageIntro } from "../page-intros";

const privacyPolicyIntro = {
  heading: "隐私政策",
  intro: "iKEY 收集哪些个人资料、为什么收集，以及您如何查阅或更正这些资料。",
  description: "iKEY 如何根据马来西亚《个人资料保护法令》收集、使用和保护个人资料。",
};

export const pageIntros: typeof En.pageIntros = {
  home: {
    heading: "管理好您的中心，与每一位家长保持联系",
    intro:
      "iKEY 为托儿所、幼儿园和补习中心提供一套互相连接的工作流程：办公室用的网络中心管理系统、课室用的教师应用程序，以及家里用的家长应用程序。",
    description: "iKEY 连接托儿所、幼儿园和补习中心与老师和家长：中心管理、发票、附有体温记录的出勤、通告和报告。",
  },
  "our-story": {
    heading: "我们的故事",
    intro:
      "2018 年，iKEY 在槟城诞生，起因是一位幼儿园负责人提出的问题：为什么经营一家中心仍然需要这么多纸张？从那时起，我们一直用软件来回答这个问题。",
    description: "iKEY 如何在槟城起步、我们如何与中心合作，以及我们未来的方向。",
  },
  "center-management-system": {
    heading: "中心管理系统",
    intro: "整个业务流程，全面连接",
    description:
      "iKEY 中心管理系统：自动生成发票和收据、预定发送的通告、相册、附有体温记录的出勤和学生报告，一站式管理。",
  },
  "education-apps": {
    heading: "iKEY Educator 教师应用程序",
    intro: "老师需要的一切都在一部手机上：记录出勤、用蓝牙体温计为孩子签到和签退，以及向家长发送通告。",
    description: "供老师使用的 iKEY Educator 应用程序：出勤、通过蓝牙测量体温的签到与签退，以及发给家长的通告。",
  },
  "parent-apps": {
    heading: "iKEY Parent 家长应用程序",
    intro: "紧贴孩子的每一天：通告、发票和收据、照片和视频、附有体温记录的出勤和学习进度报告，全都在一个应用程序里。",
    description: "iKEY Parent 家长应用程序：通告、发票和收据、相册、视频、附有体温记录的出勤、报告和家长问答。",
  },
  "new-feature": {
    heading: "新功能：用配对码配对",
    intro: "家长现在可以用配对码或一次性 QR 码，把孩子的档案与中心连接。",
    description: "在 iKEY Parent 家长应用程序中，用配对码或一次性 QR 码把孩子的档案与中心配对。",
  },
  announcement: {
    heading: "通告",
    intro: "iKEY 团队发布的最新消息和服务通告。",
    description: "iKEY 的服务通告和最新消息，包括给 Huawei 手机用户的指引。",
  },
  campaign: {
    heading: "RHB Reflex Premium Plus for Education",
    intro: "通过 RHB 为您的中心登记，用 iKEY Premium Plus 经营中心：网上收费、会计整合和薪资，全在一个配套里。",
    description: "RHB Reflex Premium Plus for Education 活动：通过 RHB 网上银行为您的中心登记 iKEY Premium Plus。",
  },
  faq: {
    heading: "常见问题",
    intro: "中心、老师和家长最常问我们的问题及解答。",
    description: "关于 iKEY 中心管理系统、家长应用程序和教师应用程序的常见问题。",
  },
  "account-security-tips": {
    heading: "账户问题排解贴士",
    intro: "无法登录、一直被登出，或看不到档案？请先按顺序尝试以下步骤。",
    description: "解决 iKEY 应用程序登录问题、自动登出和档案缺失的步骤。",
  },
  help: {
    heading: "我们能帮您什么？",
    intro: "为使用 iKEY 的中心负责人、老师和家长提供解答，并可搜索整个网站。",
    description: "iKEY 帮助中心：为中心负责人、老师和家长提供分步解答，从配对孩子到发票和登录问题。",
  },
  "check-app-status": {
    heading: "查看应用程序状态",
    intro: "查明问题出在您的设备、您的网络还是我们的服务器。每项服务都会从您的设备和两个云端地点进行测试。",
    description: "从您的设备和两个云端地点检查 iKEY 服务器和应用程序是否正常运作。",
  },
  "deactivate-account": {
    heading: "停用 iKEY 应用程序账户",
    intro: "停用您的 iKEY Parent 家长应用程序账户。在账户被永久删除之前，您随时可以重新登录来重新启用。",
    description: "停用您的 iKEY Parent 家长应用程序账户。持续停用 180 天的账户将被永久删除。",
  },
  "deactivate-account-success": {
    heading: "您的账户已停用",
    intro: "您的账户将在 180 天后被永久删除。",
    description: "您的 iKEY 应用程序账户已停用。",
  },
  recruitment: {
    heading: "加入 iKEY",
    intro: "加入我们在槟城的小团队，一起开发中心、老师和家长每天都在使用的软件。",
    description: "iKEY 槟城的职位空缺、公司背景和员工福利。",
  },
  terms: {
    heading: "条款与条件",
    intro: "您使用 iKEY、iKEY Payment Account 和我们的网站时适用的条款。",
    description: "iKEY 服务条款、支付账户条款和一般条款。",
  },
  "privacy-policy": privacyPolicyIntro,
  "student-privacy-policy": privacyPolicyIntro,
  "privacy-policy-html": privacyPolicyIntro,
  sitemap: {
    heading: "网站地图",
    intro: "iKEY 网站所有页面一览。",
    description: "iKEY 网站所有页面的列表。",
  },
  maintenance: {
    heading: "系统维护中",
    intro: "我们正在升级服务器，请稍后再试。",
    description: "iKEY 正在进行定期维护。",
  },
  "sign-up": {
    heading: "申请中心账户",
    intro: "请告诉我们有关您、您的公司和您的中心的资料，我们会为您设立 iKEY 中心账户。",
    description: "为您的托儿所、幼儿园或补习中心申请 iKEY 中心管理系统账户。",
  },
  "status-updates": {
    heading: "服务故障电邮通知",
    intro: "确认或取消我们在 iKEY 服务发生故障时发送的电邮。",
    description: "确认或取消有关 iKEY 服务故障的电邮通知。",
  },
  "demo-booking": {
    heading: "您的 iKEY 演示",
    intro: "将演示改到其他空闲时间，或取消演示。",
    description: "将在我们网站上预约的 iKEY 演示改到其他空闲时间，或取消演示。",
  },
  "redirect-to-download": {
    heading: "获取 iKEY 应用程序",
    intro: "正在为您转到应用商店。如果没有反应，请在下方选择您的应用程序和商店。",
    description: "从 Google Play、App Store 或 AppGallery 下载 iKEY Educator 和 iKEY Parent 应用程序。",
  },
  "download-app": {
    heading: "下载 iKEY 应用程序",
    intro: "iKEY Educator 供老师和中心职员使用，iKEY Parent 供家长和成人学员使用。",
    description: "下载 iKEY Educator 和 iKEY Parent 应用程序。",
  },
  "download-educator-app": {
    heading: "下载 iKEY Educator",
    intro: "老师和中心职员专用的应用程序：出勤、签到与签退，以及通告。",
    description: "下载适用于 Android、iPhone 和 Huawei 手机的 iKEY Educator 应用程序。",
  },
  "download-parent-app": {
    heading: "下载 iKEY Parent",
    intro: "家长和成人学员专用的应用程序：通告、发票、相册、出勤和报告。",
    description: "下载适用于 Android、iPhone 和 Huawei 手机的 iKEY Parent 应用程序。",
  },
};
