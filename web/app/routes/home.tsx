import pageIntro from "virtual:page-intro/home";
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

export const meta = () => pageMeta(pageIntro);

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

export default function Home() {
  return (
    <div className="home">
      <HomeBanner />
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
