import { useParams } from "react-router";
import { LeadPage } from "../features/lead-inbox/lead-page";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Lead");

export default function StaffLead() {
  const { id } = useParams();
  return <LeadPage key={id} leadId={Number(id)} />;
}
