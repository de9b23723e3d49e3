/** The audit's table: one row per page, as Markdown so it pastes into notes and reads in a terminal. */

import { localeOfPath, locales } from "../../app/content/locales.ts";
import { kb } from "../lib/js-budget.ts";
import { type PageAudit, pageFailures } from "./budgets.ts";
import type { LighthouseScores } from "./lighthouse-run.ts";

const score = (value: number) => String(Math.round(value * 100));

export function auditTable(audits: PageAudit[]): string {
  const header = [
    "| Page | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | axe violations | First-load JS (gzip) | Budgets |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  const rows = audits.map((audit) => {
    const { lighthouse: lh } = audit;
    const failures = pageFailures(audit).length;
    // A page outside this run's Lighthouse sample (decision 093) shows dashes there.
    const scores = lh
      ? [
          score(lh.performance),
          score(lh.accessibility),
          score(lh.bestPractices),
          score(lh.seo),
          `${(lh.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(lh.tbtMs)} ms`,
          lh.cls.toFixed(3),
        ]
      : Array<string>(7).fill("—");
    return [
      `\`${audit.path}\``,
      ...scores,
      String(audit.axe.length),
      kb(audit.jsGzipBytes),
      failures === 0 ? "pass" : `FAIL (${failures})`,
    ].join(" | ");
  });
  return [...header, ...rows.map((row) => `| ${row} |`)].join("\n");
}

/** Per language: pages audited, how many Lighthouse measured, the slowest LCP and the largest first-load JavaScript. */
export function languageSummary(audits: PageAudit[]): string {
  const lines = [
    "| Language | Pages (axe) | Lighthouse runs on | Slowest LCP | Largest first-load JS |",
    "|---|---:|---:|---|---|",
  ];
  for (const locale of locales) {
    const own = audits.filter((audit) => localeOfPath(audit.path) === locale);
    if (own.length === 0) continue;
    const measured = own.filter((audit) => audit.lighthouse);
    const slowest = measured.reduce<PageAudit | null>(
      (worst, audit) => ((audit.lighthouse?.lcpMs ?? 0) > (worst?.lighthouse?.lcpMs ?? -1) ? audit : worst),
      null,
    );
    const largest = own.reduce((big, audit) => (audit.jsGzipBytes > big.jsGzipBytes ? audit : big));
    const lcp = slowest?.lighthouse
      ? `${(slowest.lighthouse.lcpMs / 1000).toFixed(2)} s (\`${slowest.path}\`)`
      : "—";
    lines.push(
      `| ${locale} | ${own.length} | ${measured.length} | ${lcp} | ${kb(largest.jsGzipBytes)} (\`${largest.path}\`) |`,
    );
  }
  return lines.join("\n");
}

/** A page's runs, for the log when it was measured more than once: what each run read, and the machine's speed. */
export function runsSummary(runs: LighthouseScores[]): string {
  const tbt = runs.map((run) => Math.round(run.tbtMs)).join(", ");
  const lcp = runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(", ");
  const speeds = runs.map((run) => Math.round(run.benchmarkIndex));
  const multipliers = runs.map((run) => run.cpuMultiplier).join(", ");
  const fresh = runs.flatMap((run) => (run.freshMemoryMicros === undefined ? [] : [run.freshMemoryMicros]));
  const memory =
    fresh.length === 0 ? "" : `; fresh memory ${Math.min(...fresh)}–${Math.max(...fresh)} µs per page`;
  return `runs: TBT ${tbt} ms; LCP ${lcp} s; CPU slowdown ${multipliers}x; benchmark index ${Math.min(...speeds)}–${Math.max(...speeds)}${memory}`;
}
