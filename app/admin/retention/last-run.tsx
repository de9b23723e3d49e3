/**
 * The retention job's last run for the console (GET /functions/v1/admin/retention):
 * when it ran, what it deleted or why it failed, and when the next run is due.
 */
import { useEffect, useState } from "react";

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

/** A 401's destination; one function for the page's life, so the effect below runs once. */
const toSignIn = () => window.location.assign("/admin");

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
  const [text, setText] = useState("");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch("/functions/v1/admin/retention", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        if (response.status === 401) return onUnauthorized();
        if (!response.ok) throw new Error(`status ${response.status}`);
        setText(describeRun((await response.json()) as RetentionStatus));
      })
      .catch(() => {
        setFailed(true);
        setText("The retention job's last run could not be loaded.");
      });
  }, [onUnauthorized]);

  if (!text) return null;
  return <p className={failed ? "text-sm text-red-700" : "text-sm text-slate-600"}>{text}</p>;
}
