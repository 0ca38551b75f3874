import type * as En from "../account-security-tips";
import { BUSINESS_HOURS } from "./contact";

export type { TroubleshootingGuide } from "../account-security-tips";

export const troubleshootingGuides: typeof En.troubleshootingGuides = [
  {
    id: "unable-to-login",
    title: "无法登录",
    symptom: "应用程序显示您的电邮或密码错误，或者您忘记了密码。",
    steps: [
      "检查您输入的电邮地址。它必须是您注册时使用的电邮地址（老师：中心管理员为您设置的电邮地址），并且没有拼写错误或空格。",
      "如果仍然无法登录，请在登录页面点击“忘记密码”（Forgot Password），然后输入该电邮地址。",
      "到收件箱查看重设密码的电邮。如果几分钟后仍未收到，请检查垃圾邮件文件夹。",
      "按照电邮中的指示设置新密码，新密码必须至少有 8 个字符。",
      "返回应用程序，用您的电邮地址和新密码重新登录。",
    ],
  },
  {
    id: "auto-logout-issue",
    title: "自动登出问题",
    symptom: "应用程序不断把您登出，或者每次打开都要求您重新登录。",
    steps: [
      "清除应用程序的缓存。Android 手机：打开“设置”，进入“应用”，选择 iKEY 应用程序，再进入“存储”，然后点击“清除缓存”。iPhone 没有清除缓存的按钮，请直接进行下一步。",
      "从手机删除 iKEY 应用程序，然后从 App Store（iPhone）、Play Store（Android）或 App Gallery（Huawei）重新安装。",
      "打开应用程序，重新登录。",
    ],
  },
  {
    id: "profile-missing-issue",
    title: "档案缺失问题",
    symptom: "您已经登录，但看不到孩子的档案或您的中心。",
    steps: [
      "在应用程序中刷新页面，以加载最新资料。",
      "清除应用程序的缓存，方法见上文的“自动登出问题”。",
      "登出应用程序，然后重新登录。",
      "如果仍然看不到档案，请删除应用程序，重新安装后再登录。",
      [
        "家长：如果您从未与这个孩子配对，请输入中心提供的孩子配对码，或扫描中心提供的 QR 码。详情请参阅",
        { text: "家长应用程序常见问题", href: "/faq#parent-app" },
        "。",
      ],
    ],
  },
];

export function contactSupportBlocks(
  facts: Parameters<typeof En.contactSupportBlocks>[0],
): ReturnType<typeof En.contactSupportBlocks> {
  return [
    { type: "h2", text: "仍然需要帮助？", id: "contact-support" },
    {
      type: "p",
      text: [
        "如果以上步骤都无法解决问题，请联系我们的客服：",
        { text: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
        `（服务时间：${BUSINESS_HOURS}）。请告诉我们您登录用的电邮地址、您使用哪一个应用程序、您的手机型号，以及您已经尝试过的步骤。`,
      ],
    },
    { type: "p", text: "请勿把您的密码发给我们：iKEY 职员绝不会向您索取密码。" },
  ];
}
