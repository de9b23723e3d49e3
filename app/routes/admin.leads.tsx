import { consoleMeta } from "~/admin/admin-fetch";
import { LeadsInbox } from "~/admin/leads/leads-inbox";

export const meta = () => consoleMeta("Leads");

export default function AdminLeadsRoute() {
  return <LeadsInbox />;
}
