/**
 * `npm run bench:first-tap [-- --runs N]`: how long the first tap on "Open AI
 * Assistant" takes until the "Message" box can be typed in, on a phone
 * profile (390 × 844, slow 4G: 562.5 ms latency and 1.44 Mbit/s down, CPU
 * slowed four times), after the visitor has read the page for 3 s. Measured in
 * the page, from the tap's pointerdown to the first frame where the focused
 * box is enabled, on the production build served by the production server;
 * also counts the JavaScript files the tap requested (0 once the panel is
 * fetched while the page is idle, decision 105). Prints the median per page.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../config/chromium.ts";
import { ensureCurrentBuild } from "./lib/ensure-build.ts";
import { serveBuild } from "./lib/serve-build.ts";

const pages = ["/", "/services/sms-services/pricing", "/contact"];
const READING_MS = 3000;
const slow4g = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

/**
 * Run in the page before the tap (a string: tsx's helpers do not exist there): the tap's first
 * event starts the clock, the first frame where the focused box is enabled stops it.
 */
const measureTapInPage = `(() => {
  let start;
  const check = () => {
    const box = document.querySelector('[role="dialog"] input');
    if (box && !box.disabled && document.activeElement === box) window.tapMs = performance.now() - start;
    else requestAnimationFrame(check);
  };
  const begin = () => {
    if (start !== undefined) return;
    start = performance.now();
    requestAnimationFrame(check);
  };
  for (const type of ["touchstart", "pointerdown", "click"])
    document.addEventListener(type, begin, { capture: true, passive: true });
})()`;

interface TapRun {
  ms: number;
  scripts: number;
}

async function tapOnce(browser: Browser, url: string): Promise<TapRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slow4g);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(READING_MS);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.evaluate(measureTapInPage);
    await page.getByRole("button", { name: "Open AI Assistant" }).tap();
    const handle = await page.waitForFunction(() => (window as unknown as { tapMs?: number }).tapMs, null, {
      timeout: 30_000,
    });
    return { ms: Number(await handle.jsonValue()), scripts: scripts.length };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
  const runs = Number(values.runs);
  ensureCurrentBuild(path.resolve("build/client"));
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3410), path.resolve("tmp/bench-tap-data"));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    console.info(
      `First tap on "Open AI Assistant" → "Message" typeable, phone profile, ${runs} runs a page\n`,
    );
    console.info("| Page | Median | Range | JavaScript files requested by the tap |");
    console.info("|---|---:|---|---:|");
    for (const routePath of pages) {
      const results: TapRun[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await tapOnce(browser, server.baseUrl + routePath));
      const times = results.map((result) => result.ms);
      const scripts = Math.max(...results.map((result) => result.scripts));
      console.info(
        `| \`${routePath}\` | ${Math.round(median(times))} ms | ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms | ${scripts} |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`The benchmark could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
