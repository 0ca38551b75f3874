import { drawings } from "../../data/drawings";
import { parentScreens } from "../../data/parent-app-screens";
import type * as En from "../educator-app";

export const educatorBanner: typeof En.educatorBanner = {
  summary: "供使用 iKEY 的中心的老师和职员使用。Android、iPhone 或 Huawei 手机均可下载：",
  image: {
    ...drawings["educator-app"],
    alt: "iKEY Educator 应用中 Kelas Melati 的签到列表：18 名儿童中已有 16 名签到，每人都有签到时间和体温，Daniel Lee 的 37.6 °C 标为偏高，Muhammad Adam 请病假缺席；旁边是通过蓝牙配对、电量 82% 的 iKEY Thermo T2 体温计。",
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
      alt: "一支显示 36.6 °C 的手持体温计，旁边是应用的体温计页面：iKEY Thermo T2 已通过蓝牙连接，电量 82%；最近读数是 Aisyah Farid 的 36.6 °C，于她 07:48 签到时记录。",
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
      alt: "平板电脑上的考勤页面：Kelas Melati 和 Kelas Orkid 两个班级以及添加班级的按钮；Kelas Melati 的儿童中 18 人有 16 人出席，1 人缺席，1 人未到。",
    },
  },
];
