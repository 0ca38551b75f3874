import jobOpenings from "content:job-openings";
import recruitment from "content:recruitment";
import pageIntro from "virtual:page-intro/recruitment";
import { IntroPage } from "../components/intro-page";
import { Prose } from "../components/prose";
import { proseTab } from "../components/tabbed-page";
import { HashTabs } from "../components/ui/hash-tabs";
import { JobOpeningCard } from "../features/recruitment/job-opening";
import { pageMeta } from "../lib/page-meta";
import { textPageHandle } from "../lib/text-page-styles";
import * as m from "../paraglide/messages.js";

export const meta = () => pageMeta(pageIntro);
export const handle = textPageHandle;

/** The tab of web/content/<language>/recruitment/job-list.md: its text, then the openings. */
const JOB_LIST = "job-list";

// Composed here rather than through TabbedPage, because the Job List tab holds
// components (the openings' collapsible panels), not only prose. Built once so
// HashTabs keeps the same tabs between renders.
const tabs = recruitment.map(({ slug, label, blocks }) =>
  slug === JOB_LIST
    ? {
        id: slug,
        label,
        content: (
          <>
            <h2>{label}</h2>
            <Prose blocks={blocks} />
            {jobOpenings.map((job) => (
              <JobOpeningCard key={job.slug} job={job} />
            ))}
          </>
        ),
      }
    : proseTab({ id: slug, label, blocks }),
);

export default function Recruitment() {
  return (
    <IntroPage intro={pageIntro}>
      <HashTabs label={m.recruitment_tabs_label()} tabs={tabs} />
    </IntroPage>
  );
}
