/**
 * The machine's speed just before a Lighthouse run (decision 113): Lighthouse's own benchmark, the
 * one behind a run's BenchmarkIndex, run in a blank page of the audit's other browser (about a second).
 */
import type { Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** Lighthouse's benchmark index of this machine, measured now. */
export async function probeBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}
