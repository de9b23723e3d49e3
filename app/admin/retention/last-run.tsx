/**
 * The retention job's last run for the console (GET /functions/v1/admin/retention):
 * when it ran, what it deleted or why it failed, and when the next run is due.
 */
import { fetchAdminJson, toSignIn } from "../admin-fetch.ts";
import { useAdminData } from "../use-admin-data.ts";

interface RetentionStatus {
  lastRun: {
    startedAt: string;
    finishedAt: string | null;
    leadsDeleted: number | null;
    conversationsDeleted: number | null;
    error: string | null;
  } | null;
  nextRunAt: string | null;
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const at = (iso: string) => `${when.format(new Date(iso))} UTC`;
const count = (n: number | null, one: string, many: string) => `${n ?? 0} ${n === 1 ? one : many}`;

function describeRun({ lastRun, nextRunAt }: RetentionStatus): string {
  if (!lastRun) return "The retention job has not run yet; it runs when the server starts, then daily.";
  const next = nextRunAt ? ` Next run due ${at(nextRunAt)}.` : "";
  if (lastRun.error) return `Retention: the run of ${at(lastRun.startedAt)} failed. ${lastRun.error}${next}`;
  if (!lastRun.finishedAt)
    return `Retention: a run started ${at(lastRun.startedAt)} has not finished.${next}`;
  const deleted = `${count(lastRun.leadsDeleted, "lead", "leads")} and ${count(lastRun.conversationsDeleted, "conversation", "conversations")}`;
  return `Retention: last run ${at(lastRun.startedAt)} deleted ${deleted} past their retention period.${next}`;
}

export function RetentionLastRun({ onUnauthorized = toSignIn }: { onUnauthorized?: () => void }) {
  const [result] = useAdminData(
    () => fetchAdminJson<RetentionStatus>("retention"),
    "retention",
    onUnauthorized,
  );
  if (!result) return null;
  if (!result.ok)
    return <p className="text-sm text-red-700">The retention job's last run could not be loaded.</p>;
  return <p className="text-sm text-slate-600">{describeRun(result.data)}</p>;
}
