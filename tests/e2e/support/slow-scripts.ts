import type { Page } from "@playwright/test";

/**
 * Holds back every script of the site until `release()`, as a slow connection
 * would, so a journey can act in the moment between first paint and hydration
 * (pages paint before their JavaScript loads: decision 015).
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
