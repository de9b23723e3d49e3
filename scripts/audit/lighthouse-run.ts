/**
 * Lighthouse with its default mobile preset (simulated slow 4G and a 4x slower
 * CPU on a Moto G Power-sized screen) against one page, in one shared headless
 * Chromium. Lighthouse resets storage and cache before every run.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { chromiumFlags } from "../../config/chromium.ts";
import { notFoundPageScores } from "./not-found-page.ts";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed, taken just before the page loads. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with (decision 113). */
  cpuMultiplier: number;
  /** Microseconds per fresh 4 KiB page just before the run, when measured (decision 117). */
  freshMemoryMicros?: number;
  /** Failing audits with weight, for the report when a category is below 1. */
  failedAudits: string[];
}

const chromeFlags = ["--headless=new", ...chromiumFlags];

export interface LighthouseBrowser {
  /** `expectNotFound`: the page is the 404 page, served with status 404 on purpose. */
  run(url: string, options?: { expectNotFound?: boolean; cpuMultiplier?: number }): Promise<LighthouseScores>;
  close(): Promise<void>;
}

export async function launchLighthouse(chromePath: string): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  return {
    async run(
      url,
      { expectNotFound = false, cpuMultiplier = throttling.mobileSlow4G.cpuSlowdownMultiplier } = {},
    ) {
      const result = await lighthouse(url, {
        port: chrome.port,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuMultiplier },
        // Lighthouse refuses to score an error status unless told it is intended.
        ignoreStatusCode: expectNotFound,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { categories, audits, runtimeError, environment } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
      const rescored = expectNotFound ? notFoundPageScores(categories, audits, url) : null;
      const score = (id: string) => rescored?.[id] ?? categories[id]?.score ?? 0;
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
      const failedAudits = Object.values(categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map(
            (ref) => `${category.id}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`,
          ),
      );
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        benchmarkIndex: environment.benchmarkIndex,
        cpuMultiplier,
        failedAudits,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
