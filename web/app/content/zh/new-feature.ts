import { drawings } from "../../data/drawings";
import type * as En from "../new-feature";

export const pairingFeature: typeof En.pairingFeature = {
  image: {
    ...drawings["pairing-code"],
    alt: "iKEY Parent 家长应用的“添加孩子”页面：六个字符的配对码 K7Q2M9 已输入配对码格中，下方是“配对”按钮和“扫描二维码”按钮；手机旁边是 Tadika Sri Mutiara 为 Aisyah Farid 提供的一次性二维码。",
  },
  caption:
    "在 iKEY Parent 家长应用程序注册并登录后，输入孩子的配对码，或扫描中心提供的一次性 QR 码。从此，中心的最新消息就会直接发送给您。",
};
