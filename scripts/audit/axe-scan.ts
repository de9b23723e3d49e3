/**
 * axe-core scan of one page in the three states a visitor meets it in: as
 * loaded, with the AI Assistant panel open, and on a phone with the menu open.
 * Used by the audit (scripts/audit.ts, every page) and by the e2e guard
 * (tests/e2e/accessibility.spec.ts, a few pages). Decisions: docs/decisions/014-accessibility.md.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { assistantPanelTextsIn } from "../../app/content/assistant/panel/index.ts";
import { localeOfPath } from "../../app/content/locales.ts";
import { siteData } from "../../app/content/render/site-data.ts";
import { waitForHydration } from "../../tests/support/hydration.ts";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

export type AxeState = "page" | "chat panel open" | "mobile menu open";

export interface AxeFinding {
  state: AxeState;
  rule: string;
  impact: string | null;
  targets: string[];
  help: string;
}

export interface AxePageResult {
  path: string;
  violations: AxeFinding[];
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** Off by default in axe-core; enabled explicitly and checked to have run (WCAG 2.5.8). */
const targetSizeRule = "target-size";

// Reduced motion: the chat panel fades in over 160 ms, and contrast measured mid-fade is wrong.
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" };
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  reducedMotion: "reduce",
};

/** The names a visitor finds the launcher, the panel and the menu by, in the page's language. */
function controlNames(url: string) {
  const locale = localeOfPath(new URL(url).pathname);
  const { chrome } = siteData(locale);
  return {
    launcher: chrome.assistantLauncher.open,
    panel: assistantPanelTextsIn(locale).title,
    menu: chrome.menu,
    mobileNavigation: chrome.mobileNavigation,
  };
}

async function analyze(page: Page): Promise<AxeResults> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { [targetSizeRule]: { enabled: true } } })
    .withTags(axeTags)
    .analyze();
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].some((group) =>
    group.some((rule) => rule.id === targetSizeRule),
  );
  if (!ran) throw new Error(`axe did not run the ${targetSizeRule} rule on ${page.url()}`);
  return results;
}

function findings(state: AxeState, results: AxeResults): AxeFinding[] {
  return results.violations.map((violation) => ({
    state,
    rule: violation.id,
    impact: violation.impact ?? null,
    targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
    help: violation.help,
  }));
}

/**
 * Opens `path` in a fresh context, so no state (storage, an earlier page's panel) leaks between
 * pages, and scans it in each state in turn: each `prepare` adds to what the earlier ones opened
 * (the page as loaded, then with the panel open), which saves a load and a hydration per state.
 */
async function scanStates(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  states: ReadonlyArray<{ state: AxeState; prepare: (page: Page) => Promise<void> }>,
): Promise<AxeFinding[]> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await waitForHydration(page);
    const found: AxeFinding[] = [];
    for (const { state, prepare } of states) {
      await prepare(page);
      found.push(...findings(state, await analyze(page)));
    }
    return found;
  } finally {
    await context.close();
  }
}

async function openChatPanel(page: Page): Promise<void> {
  const names = controlNames(page.url());
  await page.getByRole("button", { name: names.launcher }).click();
  const panel = page.getByRole("dialog", { name: names.panel });
  await panel.waitFor({ state: "visible" });
  // The panel's first effect focuses its input: after that it has fully rendered.
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
}

async function openMobileMenu(page: Page): Promise<void> {
  const names = controlNames(page.url());
  await page.getByRole("button", { name: names.menu }).click();
  await page.getByRole("navigation", { name: names.mobileNavigation }).waitFor({ state: "visible" });
}

const asLoaded = async () => {};

/** Scans one page in three states with axe-core (WCAG 2.0/2.1/2.2 A+AA tags, target-size, best-practice). */
export async function scanPage(browser: Browser, baseUrl: string, path: string): Promise<AxePageResult> {
  const url = new URL(path, baseUrl).href;
  const violations = [
    ...(await scanStates(browser, url, desktop, [
      { state: "page", prepare: asLoaded },
      { state: "chat panel open", prepare: openChatPanel },
    ])),
    ...(await scanStates(browser, url, phone, [{ state: "mobile menu open", prepare: openMobileMenu }])),
  ];
  return { path, violations };
}
