import type { Page } from "@playwright/test";

/**
 * Lays out every band of the page at once. The bands below the hero are skipped until they near
 * the viewport (content-visibility: auto, decision 094), so a full-page screenshot would show them
 * blank and a sideways-overflow check would not see inside them; a reader scrolling down sees each
 * band rendered, which is what the screenshots and checks should show.
 */
export async function layOutEveryBand(page: Page): Promise<void> {
  await page.addStyleTag({ content: "main > section { content-visibility: visible !important; }" });
}
