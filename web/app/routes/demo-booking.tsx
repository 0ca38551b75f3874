import pageIntro from "virtual:page-intro/demo-booking";
import { IntroPage } from "../components/intro-page";
import { DemoLink } from "../features/demo-booking/demo-link";
import { pageMeta } from "../lib/page-meta";
import { stylesheetHandle } from "../lib/stylesheets";
import styles from "../styles/demo-booking.css?url";

// Where a demo e-mail's link lands, to move or cancel the demo: out of the menus and the sitemap,
// its canonical address the home page (contracts/site-pages.ts).
export const meta = () => pageMeta(pageIntro);

export const handle = stylesheetHandle(styles);

export default function DemoBooking() {
  return (
    <IntroPage intro={pageIntro}>
      <DemoLink />
    </IntroPage>
  );
}
