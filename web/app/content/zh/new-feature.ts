import { drawings } from "../drawings";
import type * as En from "../new-feature";

export const pairingFeature: typeof En.pairingFeature = {
  image: {
    ...drawings["pairing-code"],
    alt: "iKEY Parent 家长应用程序的配对页面：由六个字符组成的配对码 K7Q2M9 已输入配对码格中，下方是 Pair（配对）按钮；手机旁边是一个标有 Scan to pair（扫描配对）字样的 QR 码。",
  },
  caption:
    "在 iKEY Parent 家长应用程序注册并登录后，输入孩子的配对码，或扫描中心提供的一次性 QR 码。从此，中心的最新消息就会直接发送给您。",
};
