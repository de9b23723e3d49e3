import { consoleMeta } from "~/admin/admin-fetch";
import { LeadPage } from "~/admin/leads/lead-page";

export const meta = () => consoleMeta("Lead");

export default function AdminLeadRoute() {
  return <LeadPage />;
}
