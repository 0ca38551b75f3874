import { ACCESS_REQUEST_DAYS } from "../data-requests";
import { formatDate } from "../lib/format";
import type * as En from "../privacy-policy";
import { PRIVACY_UPDATED_ON } from "../privacy-policy";

export { PRIVACY_UPDATED_ON } from "../privacy-policy";

export const PRIVACY_LAST_UPDATED: typeof En.PRIVACY_LAST_UPDATED = formatDate(PRIVACY_UPDATED_ON, "zh");

export function privacyPolicy(facts: Parameters<typeof En.privacyPolicy>[0]): ReturnType<typeof En.privacyPolicy> {
  const email = { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` };
  return [
    { type: "p", text: "本文为译本。中英文版本如有任何歧义或冲突，概以英文版本为准。" },
    { type: "p", text: `最后更新：${PRIVACY_LAST_UPDATED}。` },
    {
      type: "p",
      text: `本政策说明 ${facts.company.name}（“iKEY”或“我们”）如何在 iKEY 网站、iKEY 中心管理系统（CMS）、iKEY Educator 教师应用程序和 iKEY Parent 家长应用程序中处理个人资料。本政策是我们根据马来西亚《2010年个人资料保护法令》（PDPA）向您发出的通知。`,
    },

    { type: "h2", text: "1. 我们收集的个人资料", id: "data-we-collect" },
    {
      type: "ul",
      items: [
        "来自中心：中心负责人和管理员的姓名、公司名称和注册号码、营业地址、公司电邮地址和登录电邮地址，以及联络人和电话号码。",
        "来自家长、监护人和成人学员：您的注册资料（姓名、地址、电话号码、出生日期和电邮地址）、您配对的孩子、您的发票、收据和付款、请假申请，以及您提出的问题。",
        "由孩子所在中心输入的孩子记录：孩子的姓名和班级、附有签到和签退时间的出勤记录、体温读数、每日记录、相册中的照片和视频、发票，以及附有分数和老师评语的报告。",
        "来自老师和中心职员：您的姓名、登录电邮地址和电话号码，以及您创建的记录，例如出勤记录和通告。",
        "来自网站访客：每个网络服务器都会收到的技术资料，例如您的 IP 地址、浏览器类型，以及您请求了哪些页面和请求的时间。",
        "来自本网站的表格：您申请产品演示、申请中心账户、登记参加银行活动或停用账户时输入的资料。",
        "随您从本网站提交的表格一起，您这次访问的来源：您在该浏览器标签页中打开的本网站第一个页面、通过其链接把您带来的网站（仅其名称，例如 www.facebook.com），以及该页面网址中的活动标签（utm_source、utm_medium、utm_campaign、utm_term 和 utm_content）。您的浏览器只在该标签页中保存这些资料，不使用 Cookie，直到您提交表格为止，在此之前不会发送任何资料。提交后，这些资料会与您的询问一起保存，让我们了解哪些活动和网站带来询问，保存期限与该询问相同。",
      ],
    },
    {
      type: "p",
      text: "我们不会出售个人资料，也不会把孩子的记录用于广告。",
    },

    { type: "h2", text: "2. 我们为何使用这些资料", id: "purposes" },
    {
      type: "ul",
      items: [
        "为您创建和管理 iKEY 账户，并把孩子的档案与其家长配对。",
        "让中心管理学生、出勤、发票、通告、相册和报告，并把这些内容（包括推送通知）传送给老师和家长。",
        "通过 iKEY Payment Account 处理付款、退款和费用。",
        "回复产品演示请求、中心申请和支援查询，并安排培训。",
        "确保 iKEY 的安全、防止欺诈和滥用，以及修复问题。",
        "通知您 iKEY 的变更，并在您同意的情况下，向您介绍新功能和优惠。您可以随时选择不再接收营销信息。",
        "履行我们在法律和会计方面的义务。",
      ],
    },

    { type: "h2", text: "3. 资料来源", id: "sources" },
    {
      type: "p",
      text: "大部分个人资料由您本人提供。孩子的记录来自孩子所在的中心，以及与孩子配对的家长或监护人。老师的登录资料来自其中心管理员。付款资料来自我们的支付服务提供商。通过银行活动提交的申请，可能由协助您填写表格的银行职员提供。技术资料则在您的设备连接我们的服务器时，由该设备发出。",
    },

    { type: "h2", text: "4. 我们与谁分享资料", id: "disclosure" },
    {
      type: "p",
      text: "我们只在上述目的所需的范围内，与以下各方分享个人资料：",
    },
    {
      type: "ul",
      items: [
        "您的孩子就读或您任职的中心，以及与孩子配对的家长；",
        "我们的持牌支付服务提供商，负责运营 iKEY Payment Account；",
        "我们的云端托管服务提供商，负责储存资料和运行我们的服务器，其数据中心可能位于马来西亚境外（例如新加坡）；",
        "银行合作伙伴（仅限通过其活动提交的申请），以及会计服务提供商（如果中心选择连接其账户）；",
        "在法律要求时，政府机关、法庭或监管机构。",
      ],
    },
    {
      type: "p",
      text: "所有与我们分享资料的各方都必须保护这些资料，并且只能将其用于为我们进行的工作，或用于法律允许的用途。",
    },

    { type: "h2", text: "5. 您查阅和更正资料的权利", id: "access-and-correction" },
    {
      type: "p",
      text: [
        "您可以要求取得我们所持有的您的个人资料副本，并要求我们更正错误、不完整或过时的资料。请用您账户的电邮地址发送电邮至 ",
        email,
        `。我们会在收到查阅和更正要求后 ${ACCESS_REQUEST_DAYS} 天内回复。如果我们无法按您的要求办理，我们会告诉您原因。`,
      ],
    },
    {
      type: "p",
      text: "家长可以要求查阅孩子的记录。由于这些记录由中心保存，我们可能会把您的要求转交中心，或要求中心更正记录。",
    },

    { type: "h2", text: "6. 您的选择，以及不提供资料的后果", id: "choices" },
    {
      type: "p",
      text: "我们的表格和应用程序中标明为必填的栏位，是提供服务所必需的。如果您不提供这些资料，我们就无法创建您的账户、配对您的孩子、处理付款或回复您的要求。其他栏位为选填。",
    },
    {
      type: "p",
      text: "您可以在手机设置中关闭推送通知、选择不接收营销电邮，或要求我们限制使用您的资料。您也可以随时停用账户；停用后，部分功能将无法使用。",
    },

    { type: "h2", text: "7. 年龄", id: "age" },
    {
      type: "p",
      text: "您必须年满 18 岁，才能亲自向我们提供个人资料。未满 18 岁者须获得父母或监护人的同意，才能使用 iKEY；孩子的记录则由其中心和家长提供。",
    },

    { type: "h2", text: "8. 资料保留期限", id: "retention" },
    {
      type: "p",
      text: [
        "在您的账户有效期间，以及为达成上述目的或按法律规定（例如财务记录）所需的期间内，我们会保留个人资料。当您",
        { text: "停用 iKEY 应用程序账户", href: "/deactivate-account" },
        "后，可以重新登录来重新启用账户；如果账户持续处于停用状态，将在 180 天后被永久删除。",
      ],
    },

    { type: "h2", text: "9. 我们如何保护资料", id: "security" },
    {
      type: "p",
      text: "资料在您的设备与我们的服务器之间以加密方式传输。只有因工作需要的职员和服务提供商才能查阅个人资料。我们绝不会通过电邮、电话或 WhatsApp 向您索取密码。",
    },

    { type: "h2", text: "10. 本政策的变更", id: "changes" },
    {
      type: "p",
      text: "本政策有所变更时，我们会更新页首的日期。如果变更重大，我们会在应用程序中或以电邮通知您。",
    },

    { type: "h2", text: "11. 联络我们", id: "contact" },
    {
      type: "p",
      text: [
        "如有疑问、要求查阅或更正您的资料，或对我们处理资料的方式有任何投诉，请发送电邮至 ",
        email,
        `，或致函 ${facts.company.name}（${facts.company.registrationNo}），${facts.company.address}。`,
      ],
    },
  ];
}
