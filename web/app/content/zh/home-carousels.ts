import { appScreenSlidesWith, centreWordmarksWith } from "../home-carousel-pictures";
import type * as En from "../home-carousels";

// Each centre's name and town are its own, and stay as they are; the kind of centre is translated.
export const centreKinds: typeof En.centreKinds = {
  kindergarten: "幼儿园",
  tuition: "补习中心",
  childcare: "托儿所",
  montessori: "蒙特梭利幼儿园",
  enrichment: "才艺培训中心",
};

export const centreWordmarks: typeof En.centreWordmarks = centreWordmarksWith(centreKinds);

export const appScreenCaptions: typeof En.appScreenCaptions = {
  announce: "通告：来自中心的消息",
  invoice: "发票：应缴学费和收据",
  gallery: "相册：课堂照片",
  attend: "出勤：今天谁来了",
  temp: "体温：签到时记录读数",
  report: "报告：整个学期的进度",
  log: "每日记录：餐食、午睡和活动",
  qa: "家长问答：向中心提问",
};

export const appScreenSlides: typeof En.appScreenSlides = appScreenSlidesWith(appScreenCaptions);
