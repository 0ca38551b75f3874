import posts from "content:announcements";
import pageIntro from "virtual:page-intro/home";
import { latestNewsHtml } from "../features/announcements/fragments.server";
import { AchievementCounters } from "../features/home/achievement-counters";
import { AppPromotion } from "../features/home/app-promotion";
import { HomeBanner } from "../features/home/home-banner";
import { IntroVideo } from "../features/home/intro-video";
import { PartnerLogos } from "../features/home/partner-logos";
import { WorkflowFeatures } from "../features/home/workflow-features";
import { lazyWhenVisible } from "../lib/lazy-when-visible";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import homeStyles from "../styles/home.css?url";
import type { Route } from "./+types/home";

export const meta = () => pageMeta(pageIntro);

/**
 * Runs when the build prerenders the page: the line naming the newest post, as markup the server
 * writes again with the console's newest when that is newer (docs/decisions/0045-cms.md).
 */
export function loader() {
  const [newest] = posts;
  return { latest: newest ? latestNewsHtml(newest) : "" };
}

// The two carousels sit at the bottom of the page and bring Embla with them: load them on approach.
const UserLogoCarousel = lazyWhenVisible("users-heading", () =>
  import("../features/home/user-logo-carousel").then((module) => module.UserLogoCarousel),
);
const AppScreenSlider = lazyWhenVisible("screens-heading", () =>
  import("../features/home/app-screen-slider").then((module) => module.AppScreenSlider),
);

// The banner picture is the largest element in the first view. React preloads an
// <img fetchPriority="high"> in the document head by itself (see HomeBanner).
export const handle = stylesheetHandle(homeStyles);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <HomeBanner latest={loaderData.latest} />
      <PartnerLogos />
      <WorkflowFeatures />
      <AppPromotion />
      <AchievementCounters />
      <IntroVideo />
      <UserLogoCarousel />
      <AppScreenSlider />
    </div>
  );
}
