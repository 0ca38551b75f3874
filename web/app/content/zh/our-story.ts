import { drawings } from "../drawings";
import type * as En from "../our-story";

export const ourStoryImage: typeof En.ourStoryImage = {
  ...drawings["our-story"],
  alt: "一所有拱形窗户的幼儿园坐落在翠绿的山脚下，孩子们在阳光下陆续到来。",
};

export const ourStoryBlocks: typeof En.ourStoryBlocks = [
  { type: "h2", text: "关于我们", id: "about-us" },
  {
    type: "p",
    text: "iKEY 是来自马来西亚槟城的教育科技公司。我们为托儿所、幼儿园和补习中心开发三款产品：供办公室使用的 iKEY 中心管理系统、供老师使用的 iKEY Educator 教师应用程序，以及供家庭使用的 iKEY Parent 家长应用程序。",
  },
  {
    type: "p",
    text: "我们从槟城的几家中心起步，如今服务超过 300 家中心、超过 1800 名老师和超过 30000 名学生。",
  },
  { type: "h2", text: "我们的做法", id: "our-approach" },
  {
    type: "p",
    text: "我们从中心出发，而不是闭门造车。开发任何功能之前，我们都会与中心负责人、老师和家长坐下来，了解他们现在如何工作，然后把工作变得更简单。",
  },
  {
    type: "ul",
    items: [
      "保持简单：忙碌的老师只需轻触几下，就能记录出勤或发出通告。",
      "保持连接：办公室、课室和家里看到的是同样的资料，任何内容都不必输入两次。",
      "贴近用户：提供免费培训和到访中心的服务，支援团队以浅白易懂的语言解答问题。",
    ],
  },
  { type: "h2", text: "我们的愿景", id: "our-vision" },
  {
    type: "p",
    text: "我们希望马来西亚的每一家中心，无论规模多小，都能用上和大型学校一样出色的工具，让老师把时间花在孩子身上，而不是文书工作上，也让家长参与孩子在学校的每一天。",
  },
];
