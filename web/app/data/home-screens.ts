import appPromotion from "../images/product-screens/app-promotion.svg";
import homeBanner from "../images/product-screens/home-banner.svg";
import videoPoster from "../images/product-screens/video-poster.svg";

/**
 * The home page's product screens (docs/decisions/0037-product-screens.md), keyed by file name, with
 * the size of their viewBox (drawings.test.ts keeps the two in step). Apart from drawings.ts, which
 * the product pages share, so their scripts do not carry the home page's pictures. The alt text is
 * in the home page's messages.
 */
export const homeScreens = {
  "app-promotion": { src: appPromotion, width: 480, height: 400 },
  "home-banner": { src: homeBanner, width: 640, height: 480 },
  "video-poster": { src: videoPoster, width: 640, height: 360 },
} as const satisfies Record<string, { src: string; width: number; height: number }>;
