import { userCounts } from "../../data/home-figures";
import { workflowIcons } from "../../data/home-pictures";
import type * as En from "../home";

export const partners: typeof En.partners = {
  heading: "与值得信赖的伙伴合作",
  marks: [
    { name: "RHB Bank", kind: "银行合作伙伴" },
    { name: "PayLink FPX", kind: "网上付款网关" },
    { name: "LedgerCloud", kind: "云端会计合作伙伴" },
  ],
};

export const workflow: typeof En.workflow = {
  heading: "整个中心，一个工作流程",
  intro: "iKEY 为您分担六项日常工作。",
  features: [
    {
      icon: workflowIcons.payment,
      title: "付款与发票",
      text: "系统为您生成发票和收据，并发送到家长的手机。每一笔付款都有记录，月底结账只需几分钟。",
    },
    {
      icon: workflowIcons.announcement,
      title: "通告提醒",
      text: "写一次，可立即发送，也可预定稍后发送。通告一发出，家长就会收到推送通知。",
    },
    {
      icon: workflowIcons.gallery,
      title: "中心相册",
      text: "与每个班级的家庭私下分享学习时刻的照片和视频。",
    },
    {
      icon: workflowIcons.data,
      title: "资料管理",
      text: "学生、老师、班级和课程类型集中一处，不再分散在各个电子表格中。",
    },
    {
      icon: workflowIcons.attendance,
      title: "出勤",
      text: "老师在应用程序中记录出勤和体温，家长实时收到通知。",
    },
    {
      icon: workflowIcons.reports,
      title: "学生报告",
      text: "用您自己的模板制作成绩单，包括分数、评语、描述和您的中心标志。",
    },
  ],
};

export const temperatureNote: typeof En.temperatureNote = {
  label: "2020年5月起新增",
  text: "中心现在可以为每个孩子一天记录多次体温，例如到达时、午餐后和回家前。",
};

export const appPromotion: typeof En.appPromotion = {
  heading: "两个应用程序，一个互联的中心",
  text: "iKEY Educator 让每位老师随身掌握出勤、签到签退和通告。iKEY Parent 让家庭随时了解发票、照片、出勤和报告。两个应用程序都可免费下载。",
  downloadsLabel: "下载应用程序：",
};

export const achievements: typeof En.achievements = {
  heading: "深受马来西亚各地中心信赖",
  counters: [
    { value: userCounts.teachers, label: "老师" },
    { value: userCounts.centres, label: "中心" },
    { value: userCounts.learners, label: "学生" },
  ],
};

export const introVideo: typeof En.introVideo = {
  heading: "两分钟认识 iKEY",
  title: "iKEY 简介",
};

export const userLogos: typeof En.userLogos = { heading: "使用 iKEY 的中心" };

export const appScreens: typeof En.appScreens = { heading: "细看应用程序" };
