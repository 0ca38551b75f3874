import type * as En from "../status-updates";

export const subscriberLinkCopy: typeof En.subscriberLinkCopy = {
  reading: "正在读取您的链接…",
  noLink: "本页面用于确认或取消有关 iKEY 服务故障的电邮通知。请通过我们电邮中的链接打开本页面。",
  subscribeElsewhere: "在“查看应用程序状态”页面订阅",
  backToStatus: "前往“查看应用程序状态”",
  confirmPrompt: "您是否要用这个电邮地址接收有关 iKEY 服务故障的电邮通知？",
  confirmButton: "确认订阅",
  unsubscribePrompt: "您是否要停止接收有关 iKEY 服务故障的电邮通知？",
  unsubscribeButton: "取消订阅",
  busy: "请稍候…",
  confirmed: "您的订阅已确认。每当发生故障或有最新进展，我们都会发电邮通知您。",
  unsubscribed: "您已取消订阅，我们也已删除您的电邮地址。您将不会再收到我们的电邮。",
  invalidLink: "此链接无效。",
  failed: "操作失败。请检查您的网络连接，然后再试一次。",
};
