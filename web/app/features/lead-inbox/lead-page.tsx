import type { Conversation, InboxOptions, LeadDetail } from "@ikey/contracts/console-api-schemas";
import { leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { mayOpen } from "@ikey/contracts/staff";
import { Link } from "../../components/localized-link";
import type { ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsole } from "../../lib/console/staff-session";
import { ClientBurst } from "./client-burst";
import { EraseLead } from "./erase-lead";
import { LeadContactPanel } from "./lead-contact-panel";
import { LeadConversation } from "./lead-conversation";
import { LeadDemoPanel } from "./lead-demo-panel";
import { LeadFacts } from "./lead-facts";
import { LeadReplyForm } from "./lead-reply-form";
import { LeadTimeline } from "./lead-timeline";
import { LeadWorkflowForm } from "./lead-workflow-form";
import { SamePerson } from "./same-person";

/** A lead's page: the same person's other leads, its workflow, ways to reach it, its conversation, everything it said, where it came from, and its timeline. */
export function LeadPage({
  lead,
  options,
  conversation,
  outcome,
}: {
  readonly lead: LeadDetail;
  readonly options: InboxOptions;
  readonly conversation: Conversation;
  readonly outcome: ScreenOutcome | undefined;
}) {
  const { session } = useConsole();
  const erasing = outcome?.intent === "erase" ? outcome : undefined;
  return (
    <article aria-labelledby="lead-title" className="lead-page">
      <p>
        <Link to="/staff/leads">Back to the inbox</Link>
      </p>
      <div className="console-heading">
        <h1 id="lead-title">
          {lead.name || "(no name)"}
          {lead.company && `, ${lead.company}`}
        </h1>
        <span className="status-badge">{leadStatusLabels[lead.status]}</span>
      </div>
      <SamePerson lead={lead} />
      <ClientBurst lead={lead} />
      <LeadDemoPanel lead={lead} />
      <LeadWorkflowForm lead={lead} options={options} outcome={erasing ? undefined : outcome} />
      <LeadContactPanel lead={lead} />
      <LeadReplyForm lead={lead} />
      <LeadConversation conversation={conversation} />
      <LeadFacts lead={lead} />
      <LeadTimeline lead={lead} />
      {session && mayOpen(session.role, "erasure") && <EraseLead name={lead.name || "This lead"} outcome={erasing} />}
    </article>
  );
}
