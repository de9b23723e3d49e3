/** The audit's table: one row per page, as Markdown so it pastes into notes and reads in a terminal. */
import { kb } from "../lib/js-budget.ts";
import { type PageAudit, pageFailures } from "./budgets.ts";

const score = (value: number) => String(Math.round(value * 100));

export function auditTable(audits: PageAudit[]): string {
  const header = [
    "| Page | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | axe violations | First-load JS (gzip) | Budgets |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  const rows = audits.map((audit) => {
    const { lighthouse: lh } = audit;
    const failures = pageFailures(audit).length;
    return [
      `\`${audit.path}\``,
      score(lh.performance),
      score(lh.accessibility),
      score(lh.bestPractices),
      score(lh.seo),
      `${(lh.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(lh.tbtMs)} ms`,
      lh.cls.toFixed(3),
      String(audit.axe.length),
      kb(audit.jsGzipBytes),
      failures === 0 ? "pass" : `FAIL (${failures})`,
    ].join(" | ");
  });
  return [...header, ...rows.map((row) => `| ${row} |`)].join("\n");
}
