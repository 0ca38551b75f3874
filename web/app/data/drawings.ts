import huaweiNotice from "../images/huawei-notice.svg";
import maintenance from "../images/maintenance.svg";
import ourStory from "../images/our-story.svg";
import classroom from "../images/product-screens/classroom.svg";
import cmsDashboard from "../images/product-screens/cms-dashboard.svg";
import dataManagement from "../images/product-screens/data-management.svg";
import educatorApp from "../images/product-screens/educator-app.svg";
import pairingCode from "../images/product-screens/pairing-code.svg";
import thermometerPairing from "../images/product-screens/thermometer-pairing.svg";

/**
 * Every drawing under app/images/ and the product pages' screens under
 * app/images/product-screens/, keyed by file name, with the size of its viewBox
 * (drawings.test.ts keeps the two in step).
 * Pages add the alt text, because what a picture says depends on where it is used.
 * A product screen is a template: each language's build draws its own words into it
 * (docs/decisions/0037-product-screens.md).
 */
export const drawings = {
  classroom: { src: classroom, width: 480, height: 360 },
  "cms-dashboard": { src: cmsDashboard, width: 560, height: 420 },
  "data-management": { src: dataManagement, width: 480, height: 360 },
  "educator-app": { src: educatorApp, width: 560, height: 420 },
  "huawei-notice": { src: huaweiNotice, width: 560, height: 360 },
  maintenance: { src: maintenance, width: 560, height: 400 },
  "our-story": { src: ourStory, width: 560, height: 420 },
  "pairing-code": { src: pairingCode, width: 480, height: 400 },
  "thermometer-pairing": { src: thermometerPairing, width: 480, height: 360 },
} as const satisfies Record<string, { src: string; width: number; height: number }>;
