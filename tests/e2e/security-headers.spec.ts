/**
 * The Content-Security-Policy in a real browser (decision 013): the real build's
 * pages, served with their per-page script hashes, hydrate and run the
 * assistant without a single CSP violation.
 */
import { expect, type Page, test } from "@playwright/test";
import { cspDirectives } from "../support/csp.ts";
import { assistant } from "./support/assistant.ts";
import { scriptSpeech } from "./support/voice-stand-ins.ts";

/** Records CSP violations both ways the browser reports them: the DOM event and the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile})`);
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

const pages = [
  { path: "/", status: 200 },
  { path: "/contact", status: 200 },
  { path: "/services/sms-services/pricing", status: 200 },
  { path: "/no-such-page", status: 404 },
];

for (const { path, status } of pages) {
  test(`${path} is served with a strict policy, hydrates and breaks none of it`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    const headers = response?.headers() ?? {};
    const scriptSrc = cspDirectives(headers["content-security-policy"] ?? null).get("script-src") ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();

    // Interactive: the launcher only opens the panel once React has hydrated the page.
    const chat = assistant(page);
    await chat.open();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
}

test("the assistant answers a message with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  await chat.send("Can you help us get a WhatsApp Business account?");
  await expect(chat.messages).toHaveCount(3);
  await expect(chat.last().getByRole("link", { name: "WhatsApp Business" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("client-side navigation and a browser-speech voice call stay within the policy", async ({ page }) => {
  await scriptSpeech(page);
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  const chat = assistant(page);
  await chat.open();
  const mic = chat.panel.locator("[data-voice-status]");
  await page.getByRole("button", { name: "Start voice assistant" }).click();
  await expect(mic).toHaveAttribute("data-voice-status", "connected");
  await page.getByRole("button", { name: "Stop voice assistant" }).click();
  await expect(mic).toHaveAttribute("data-voice-status", "idle");
  expect(await violations()).toEqual([]);
});
