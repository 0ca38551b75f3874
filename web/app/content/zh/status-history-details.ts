import type * as En from "../status-history-details";

export const responseTimeCopy: typeof En.responseTimeCopy = {
  heading: "过去 24 小时的响应时间",
  median: "中位数（p50）",
  slow: "第 95 百分位数（p95）",
  scale: (highest: string) => `刻度：0 至 ${highest}`,
  summary: (lowMedian: string, highMedian: string, highestSlow: string) =>
    `过去 24 小时的响应时间：中位数介于 ${lowMedian} 至 ${highMedian} 之间；最慢一小时的第 95 百分位数为 ${highestSlow}。`,
  noData: "过去 24 小时没有测得任何响应时间。",
  oneHour: (median: string, slow: string) =>
    `测量数据太少，暂时无法绘制图表：目前只有一小时的数据，中位数为 ${median}，第 95 百分位数为 ${slow}。`,
  tableSummary: "每小时的响应时间",
  tableHour: "小时（马来西亚时间）",
  milliseconds: (ms: string) => `${ms} 毫秒`,
};

export const incidentCopy: typeof En.incidentCopy = {
  openHeading: "尚未解决的故障",
  pastHeading: "过往故障",
  pastNote: "过去 30 天内已解决的故障。时间均为马来西亚时间。",
  openNote: "时间均为马来西亚时间。",
  noPast: "过去 30 天没有故障。",
  affects: (groups: string) => `受影响：${groups}`,
  started: "开始于",
  resolved: "解决于",
  updatesLabel: (title: string) => `${title}的最新进展（最新的在前）`,
};
