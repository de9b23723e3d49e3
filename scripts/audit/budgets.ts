/**
 * The delivery budgets (decision 016), and the judgement of one page's measurements
 * against them. Pure, so the rules are unit-tested (budgets.test.ts).
 */
import type { AxeFinding } from "./axe-scan.ts";
import type { LighthouseScores } from "./lighthouse-run.ts";

export const budgets = {
  /** Every Lighthouse category must show 100, i.e. a score of at least 0.995 before rounding. */
  minCategoryScore: 0.995,
  lcpMs: 1500,
  tbtMs: 60,
  cls: 0.04,
} as const;

export interface PageAudit {
  path: string;
  /** Null for a page outside this run's Lighthouse sample (decision 093). */
  lighthouse: LighthouseScores | null;
  /** How many Lighthouse runs the reported one is the median of. */
  runs: number;
  axe: AxeFinding[];
  jsGzipBytes: number;
  jsOk: boolean;
  jsEager: string[];
}

/** Performance budgets only: the part of a Lighthouse run worth re-measuring when it misses. */
export function lighthouseFailures(scores: LighthouseScores): string[] {
  const failures: string[] = [];
  const categories: [string, number][] = [
    ["performance", scores.performance],
    ["accessibility", scores.accessibility],
    ["best practices", scores.bestPractices],
    ["SEO", scores.seo],
  ];
  for (const [name, score] of categories) {
    if (score < budgets.minCategoryScore)
      failures.push(`Lighthouse ${name} ${Math.round(score * 100)} < 100`);
  }
  if (scores.lcpMs > budgets.lcpMs) failures.push(`LCP ${Math.round(scores.lcpMs)} ms > ${budgets.lcpMs} ms`);
  if (scores.tbtMs > budgets.tbtMs) failures.push(`TBT ${Math.round(scores.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (scores.cls > budgets.cls) failures.push(`CLS ${scores.cls.toFixed(3)} > ${budgets.cls}`);
  return failures;
}

/** Every budget the page misses, as sentences; empty when it passes. */
export function pageFailures(audit: PageAudit): string[] {
  const failures = audit.lighthouse ? lighthouseFailures(audit.lighthouse) : [];
  for (const finding of audit.axe) {
    failures.push(`axe ${finding.rule} (${finding.state}): ${finding.help} at ${finding.targets.join(", ")}`);
  }
  if (!audit.jsOk) {
    const eager = audit.jsEager.length > 0 ? `, loads ${audit.jsEager.join(", ")} up front` : "";
    failures.push(`first-load JavaScript over budget${eager}`);
  }
  return failures;
}

/** The middle value; of an even count, the worse of the two middle ones. */
function middle(values: number[], worse: "lower" | "higher"): number {
  const sorted = [...values].sort((a, b) => (worse === "lower" ? a - b : b - a));
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/**
 * The median of a page's runs, metric by metric (decision 113): each budget is judged on the middle
 * of its own five readings, so one slow or lucky run decides nothing, and neither does the run whose
 * performance score happens to sit in the middle. The failing audits listed are the median-scoring run's.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error("No Lighthouse runs to choose from.");
  const of = (
    key: keyof Omit<LighthouseScores, "failedAudits" | "freshMemoryMicros">,
    worse: "lower" | "higher",
  ) =>
    middle(
      runs.map((run) => run[key]),
      worse,
    );
  const byScore = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return {
    performance: of("performance", "lower"),
    accessibility: of("accessibility", "lower"),
    bestPractices: of("bestPractices", "lower"),
    seo: of("seo", "lower"),
    lcpMs: of("lcpMs", "higher"),
    tbtMs: of("tbtMs", "higher"),
    cls: of("cls", "higher"),
    benchmarkIndex: of("benchmarkIndex", "lower"),
    cpuMultiplier: of("cpuMultiplier", "lower"),
    failedAudits: (byScore[Math.floor((byScore.length - 1) / 2)] as LighthouseScores).failedAudits,
  };
}
