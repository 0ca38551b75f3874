import { LeadPage } from "../features/lead-inbox/lead-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-lead";

export const meta = () => consoleMeta("Lead");

export default function StaffLead({ params }: Route.ComponentProps) {
  return <LeadPage key={params.id} leadId={Number(params.id)} />;
}
