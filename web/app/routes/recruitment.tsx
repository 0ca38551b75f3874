import pageIntro from "virtual:page-intro/recruitment";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { HashTabs } from "../components/ui/hash-tabs";
import type { ContentTab } from "../content/content-tab";
import { companyBackgroundTab, jobListIntro, jobOpenings, staffBenefitsTab } from "../content/recruitment";
import { JobOpeningCard } from "../features/recruitment/job-opening";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

function proseTab(tab: ContentTab) {
  return {
    id: tab.id,
    label: tab.label,
    content: (
      <>
        <h2>{tab.label}</h2>
        <Prose blocks={tab.blocks} />
      </>
    ),
  };
}

// Composed here rather than through TabbedPage, because the Job List tab holds
// components (the openings' collapsible panels), not only prose. Built once so
// HashTabs keeps the same tabs between renders.
const tabs = [
  {
    id: "job-list",
    label: m.recruitment_job_list(),
    content: (
      <>
        <h2>{m.recruitment_job_list()}</h2>
        <p>{jobListIntro}</p>
        {jobOpenings.map((job) => (
          <JobOpeningCard key={job.id} job={job} />
        ))}
      </>
    ),
  },
  proseTab(companyBackgroundTab),
  proseTab(staffBenefitsTab),
];

export default function Recruitment() {
  return (
    <IntroPage intro={pageIntro}>
      <HashTabs label={m.recruitment_tabs_label()} tabs={tabs} />
    </IntroPage>
  );
}
