import { appScreenSlidesWith, centreWordmarksWith } from "../../data/home-carousel-pictures";
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
  attend: "出勤：签到时间和体温",
  report: "报告：整个学期的进度",
  leave: "请假：在应用程序中申请",
  qa: "问答：向老师提问",
  video: "视频：在家学习",
};

export const appScreenAlts: typeof En.appScreenAlts = {
  announce: "运动会将于12月12日星期六上午8点在中心操场举行，已通知全体班级家长。",
  invoice: "Aisyah Farid 的12月发票，RM 480.00，已于12月3日通过网上银行付清，附收据 RC-2612-0093。",
  gallery: "相册“艺术周：蜡染绘画”，共24张照片。",
  attend: "Aisyah Farid 今天上午7:48签到，体温36.6 °C，下面是她本周较早的签到记录。",
  report: "Aisyah Farid 的2026年第二学期成绩单：语言、数学、创造力和社交能力的星级评分，以及老师评语。",
  leave: "为 Aisyah Farid 申请12月17日和18日的假期，全家去怡保旅行。",
  qa: "一位父亲问 Cikgu Nurul Huda，运动会时 Aisyah 是否需要戴帽子，老师作了回答。",
  video: "订阅视频《拼读：字母B》，还有另外三段视频可看。",
};

export const appScreenSlides: typeof En.appScreenSlides = appScreenSlidesWith(appScreenCaptions, appScreenAlts);
