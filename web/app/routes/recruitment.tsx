import pageIntro from "virtual:page-intro/recruitment";
import { IntroPage } from "../components/intro-page";
import { proseTab } from "../components/tabbed-page";
import { HashTabs } from "../components/ui/hash-tabs";
import { companyBackgroundTab, jobListIntro, jobOpenings, staffBenefitsTab } from "../content/recruitment";
import { JobOpeningCard } from "../features/recruitment/job-opening";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

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
