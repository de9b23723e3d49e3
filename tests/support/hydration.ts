/**
 * When a page can take input, read from the app's own signals
 * (app/lib/early-input.ts): the layout's hydration flag, and the mark each
 * form that needs JavaScript sets once its handler is attached (the contact
 * form hydrates later, from its own chunk). Used by the e2e journeys and the audit.
 */
import type { Page } from "@playwright/test";
import { INTERACTIVE_FORM_ATTRIBUTE, NEEDS_JS_FORM_ATTRIBUTE } from "../../app/lib/early-input.ts";
import { LATER_BAND_ATTRIBUTE } from "../../app/lib/later-bands.ts";

export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__earlyInput?.hydrated === true);
}

/**
 * Waits for hydration and for the bands laid out after it (app/lib/later-bands.ts), then for the
 * idle network (data loaded after it: the country list, live rates).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // No named helper inside the callback: under tsx (the audit) esbuild would wrap it in a
  // `__name` call that does not exist in the page.
  await page.waitForFunction(
    ([needsJs, interactive, band]) =>
      window.__earlyInput?.hydrated === true &&
      [...document.querySelectorAll(`form[${needsJs}]`)].every((form) => form.hasAttribute(interactive)) &&
      document.querySelector(`[${band}="later"]`) === null,
    [NEEDS_JS_FORM_ATTRIBUTE, INTERACTIVE_FORM_ATTRIBUTE, LATER_BAND_ATTRIBUTE] as const,
  );
  await page.waitForLoadState("networkidle");
}
