import pageIntro from "virtual:page-intro/terms";
import { business } from "@ikey/contracts/business";
import { TabbedPage } from "../components/tabbed-page";
import { termsTabs } from "../content/terms";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

// Built once: the configuration is fixed at build time, and HashTabs re-subscribes when its tabs change.
const tabs = termsTabs(business);

export default function Terms() {
  return <TabbedPage intro={pageIntro} tabs={tabs} label={m.terms_tabs_label()} />;
}
