import { drawings } from "../drawings";
import type * as En from "../educator-app";
import { parentScreens } from "../parent-app-screens";

export const educatorBanner: typeof En.educatorBanner = {
  summary: "供使用 iKEY 的中心的老师和职员使用。Android、iPhone 或 Huawei 手机均可下载：",
  image: {
    ...drawings["educator-app"],
    alt: "手机上的 iKEY Educator 教师应用程序：一班孩子的出勤打勾记录、36.5 的体温读数和一则通知。",
  },
};

export const educatorFeatures: typeof En.educatorFeatures = [
  {
    id: "announcement",
    heading: "通告",
    blocks: [
      {
        type: "p",
        text: "无需离开课室，就能让家长知道最新动态。在应用程序中撰写通告，家长就会在手机上收到推送通知。",
      },
    ],
    image: {
      ...parentScreens["parent-announcement"],
      alt: "家长在 iKEY Parent 应用程序中收到的班级通告：12月12日星期六的运动会，以及通告的通知。",
    },
  },
  {
    id: "check-in-out",
    heading: "签到与签退",
    blocks: [
      {
        type: "p",
        text: "只需把蓝牙体温计与应用程序配对一次。孩子到达或回家时，为他们测量体温，读数就会随签到或签退一起记录下来：无需打字，也不用纸本记录簿。",
      },
      {
        type: "p",
        text: "一天可以多次测量体温，家长会实时收到通知。",
      },
    ],
    image: {
      ...drawings["thermometer-pairing"],
      alt: "一支手持体温计把 36.6 摄氏度的读数发送到已配对的手机，手机确认已收到。",
    },
  },
  {
    id: "attendance",
    heading: "出勤",
    blocks: [
      {
        type: "p",
        text: "在出勤页面创建课室，加入孩子，轻触几下就能记录哪些孩子出席。中心办公室会立即看到同样的记录。",
      },
    ],
    image: {
      ...drawings.classroom,
      alt: "一个显示孩子头像的课室面板，大部分孩子已打勾表示出席，旁边有一个新增课室的按钮。",
    },
  },
];
