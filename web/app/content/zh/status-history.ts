import type * as En from "../status-history";

export const incidentBannerCopy: typeof En.incidentBannerCopy = {
  checking: "正在检查有无故障…",
  clear: "目前没有故障报告。",
  allResolved: "目前没有尚未解决的故障。",
  unavailable: "无法加载故障报告。",
  pointer: "过往故障列在实时检测结果下方。",
  details: "详情",
  detailsOf: (title: string) => `：${title}`,
  incident: (title: string, othersOpen: number) => `${title}${othersOpen > 0 ? `（另有 ${othersOpen} 项）` : ""}`,
  latest: (status: string, message: string) => (message ? `${status}：${message}` : status),
};

export const historyCopy: typeof En.historyCopy = {
  heading: "过去 90 天的正常运行时间",
  loading: "正在加载各项服务的历史记录…",
  unavailable: "无法加载历史记录，请稍后再试。",
  updated: (time: string) => `由我们的服务器每分钟测量一次。更新于 ${time}（马来西亚时间）。`,
  figuresLabel: (group: string) => `${group}的正常运行时间`,
  noData: "没有数据",
  legendLabel: "每日柱状图的颜色说明",
  bands: {
    full: "100%",
    high: "99% 或以上",
    fair: "95% 或以上",
    low: "低于 95%",
    none: "没有数据",
  },
  barLabel: (group: string) => `${group}：过去 90 天每日的正常运行时间`,
  barStart: "90 天前",
  barEnd: "今天",
  // Chinese nouns do not change with the count, so the check count itself is not needed.
  day: (date: string, uptime: string, checks: string, _checkCount: number, failures: string) =>
    `${date}：正常运行时间 ${uptime}，检测 ${checks} 次，失败 ${failures} 次`,
  dayWithoutData: (date: string) => `${date}：没有数据`,
};

export const subscribeCopy: typeof En.subscribeCopy = {
  heading: "通过电邮接收故障通知",
  intro:
    "每当我们记录一项故障、发布最新进展或故障解决时，都会发电邮通知您。我们会先发送一封电邮，请您确认电邮地址；每封电邮都附有取消订阅的链接。",
  emailLabel: "电邮",
  submit: "订阅",
  busy: "正在订阅…",
  sent: "请到您的收件箱确认订阅。",
  failed: "订阅失败，请再试一次。",
  feedIntro: "喜欢用新闻阅读器？",
  feedLink: "通过 Atom 订阅源关注故障消息",
  feedTitle: "iKEY 服务故障",
};
