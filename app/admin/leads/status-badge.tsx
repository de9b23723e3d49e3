import type { LeadStatus } from "../../../contracts/admin-api.ts";
import { statusLabels, statusTone } from "../console-labels.ts";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusTone[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
