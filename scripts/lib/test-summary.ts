/**
 * Prints one closing line for the whole suite, "N passed, N failed", from the
 * JSON reports of Vitest and Playwright, and exits non-zero when any failed.
 */
import { existsSync, readFileSync } from "node:fs";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(report: Record<string, number>): Counts {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(report: { stats?: Record<string, number> }): Counts {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`Missing test report ${file}`);
    total.failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const counts = "numPassedTests" in report ? vitestCounts(report) : playwrightCounts(report);
  console.info(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.info(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
