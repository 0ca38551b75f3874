import { AchievementCounters } from "../features/home/achievement-counters";
import { AppPromotion } from "../features/home/app-promotion";
import { AppScreenSlider } from "../features/home/app-screen-slider";
import { HomeBanner } from "../features/home/home-banner";
import { IntroVideo } from "../features/home/intro-video";
import { PartnerLogos } from "../features/home/partner-logos";
import { UserLogoCarousel } from "../features/home/user-logo-carousel";
import { WorkflowFeatures } from "../features/home/workflow-features";
import { pageMeta } from "../lib/page-meta";
import homeStyles from "../styles/home.css?url";

export const meta = () => pageMeta("home");

// The banner picture is the largest element in the first view. React preloads an
// <img fetchPriority="high"> in the document head by itself (see HomeBanner).
export const links = () => [{ rel: "stylesheet", href: homeStyles }];

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
