/**
 * The inbox's status tabs with their counts (All, New, Contacted, Qualified, Won, Lost), as an
 * ARIA tablist: one tab in the Tab order, arrows, Home and End move between them and choose
 * (the choice only filters a list, so it can follow the focus). The counts come from the server
 * for the current service, market and search; the chosen status lives in the URL with them.
 */
import { type KeyboardEvent, useRef } from "react";
import { cx } from "~/lib/class-names.ts";
import { LEAD_STATUSES, type LeadStatus, type StatusCounts } from "../../../contracts/admin-api.ts";
import { statusLabels } from "../console-labels.ts";

export type StatusTab = "all" | LeadStatus;
const TABS: readonly StatusTab[] = ["all", ...LEAD_STATUSES];
const tabLabel = (tab: StatusTab) => (tab === "all" ? "All" : statusLabels[tab]);

const count = new Intl.NumberFormat("en-GB");

export function StatusTabs({
  chosen,
  counts,
  panelId,
  onChoose,
}: {
  chosen: StatusTab;
  counts: StatusCounts | null;
  panelId: string;
  onChoose: (tab: StatusTab) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const at = TABS.indexOf(chosen);
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (at - 1 + TABS.length) % TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    const tab = TABS[to] as StatusTab;
    onChoose(tab);
    refs.current[to]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Leads by status"
      onKeyDown={move}
      className="-mb-px flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {TABS.map((tab, index) => {
        const selected = tab === chosen;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`status-tab-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(tab)}
            className={cx(
              "inline-flex min-h-10 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium",
              "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-700",
              selected
                ? "border-teal-700 text-teal-900"
                : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {tabLabel(tab)}
            <span
              className={cx(
                "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums",
                selected ? "bg-teal-700 text-white" : "bg-slate-100 text-slate-700",
              )}
            >
              {counts ? count.format(counts[tab]) : "…"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
