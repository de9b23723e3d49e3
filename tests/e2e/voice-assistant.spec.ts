import { expect, test } from "@playwright/test";
import { assistant } from "./support/assistant.ts";
import { failMicrophone, removeSpeechRecognition, scriptSpeech } from "./support/voice-stand-ins.ts";

const microphoneFailures = [
  {
    name: "unsupported",
    message: "Your browser does not support microphone access. Please use a modern browser.",
  },
  {
    name: "NotAllowedError",
    message:
      "Microphone access denied. Please allow microphone access in your browser settings and try again.",
  },
  { name: "NotFoundError", message: "No microphone found. Please connect a microphone and try again." },
  { name: "NotReadableError", message: "Microphone is already in use by another application." },
  {
    name: "AbortError",
    message: "Unable to access microphone. Please check your browser settings and ensure the site has HTTPS.",
  },
];

test.describe("the microphone check", () => {
  for (const failure of microphoneFailures) {
    test(`${failure.name} shows its message in the red notice`, async ({ page }) => {
      await failMicrophone(page, failure.name);
      await page.goto("/");
      const chat = assistant(page);
      await chat.open();
      await page.getByRole("button", { name: "Start voice assistant" }).click();
      await expect(chat.panel.getByRole("alert")).toHaveText(failure.message);
      await expect(page.getByRole("button", { name: "Start voice assistant" })).toBeVisible();
      await expect(chat.input).toBeEnabled();
    });
  }
});

test("without any voice provider the panel says voice is not available", async ({ page }) => {
  await removeSpeechRecognition(page);
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  await page.getByRole("button", { name: "Start voice assistant" }).click();
  await expect(chat.panel.getByRole("alert")).toHaveText(
    "Voice assistant is not available. Please refresh the page.",
  );
});

test("the microphone's first press says who processes the audio, and only then", async ({ page }) => {
  await scriptSpeech(page);
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  const notice = chat.panel.getByText("Voice uses your browser's own speech service");
  await expect(chat.panel.getByRole("group", { name: "Popular questions" })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByRole("button", { name: "Start voice assistant" }).click();
  await expect(notice).toBeVisible();
});

test("a voice conversation with the browser's speech", async ({ page }) => {
  await scriptSpeech(page);
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  const mic = chat.panel.locator("[data-voice-status]");
  await expect(mic).toHaveAttribute("data-voice-status", "idle");

  await page.getByRole("button", { name: "Start voice assistant" }).click();
  await expect(mic).toHaveAttribute("data-voice-status", "connecting");
  await expect(mic).toHaveAttribute("data-voice-status", "connected");
  await expect(page.getByRole("button", { name: "Stop voice assistant" })).toBeVisible();
  await expect(chat.input).toBeDisabled();

  await page.evaluate(() =>
    (window as unknown as { __voice: { say(text: string): void } }).__voice.say(
      "Do you deliver SMS in Kuwait?",
    ),
  );
  await expect(chat.messages.filter({ hasText: "Speaking..." })).toHaveCount(1);
  await expect(chat.messages.filter({ hasText: "Speaking..." })).toHaveCount(0);
  await expect(chat.messages.nth(1)).toContainText("Do you deliver SMS in Kuwait?");
  // The reply comes from the real chat function and is read aloud.
  // A coverage question gets the market's facts (decision 124): Yes, its operators, a link to its page.
  const reply = chat.messages.nth(2);
  await expect(reply).toContainText("Yes.");
  await expect(reply).toContainText("Zain Kuwait");
  await expect(reply.getByRole("link", { name: "Kuwait" }).first()).toHaveAttribute(
    "href",
    "/services/sms-services/kuwait",
  );
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __voice: { spoken: string[] } }).__voice.spoken.length),
    )
    .toBe(1);
  const spoken = await page.evaluate(
    () => (window as unknown as { __voice: { spoken: string[] } }).__voice.spoken[0],
  );
  expect(spoken).toContain("Zain Kuwait");
  expect(spoken).not.toContain("](");

  await page.getByRole("button", { name: "Stop voice assistant" }).click();
  await expect(mic).toHaveAttribute("data-voice-status", "idle");
  await expect(chat.input).toBeEnabled();
  await expect(chat.messages).toHaveCount(3);
});

test("closing the panel ends the call", async ({ page }) => {
  await scriptSpeech(page);
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  await page.getByRole("button", { name: "Start voice assistant" }).click();
  await expect(chat.panel.locator("[data-voice-status]")).toHaveAttribute("data-voice-status", "connected");
  await chat.closeButton.click();
  await page.getByRole("button", { name: "Open AI Assistant" }).click();
  await expect(chat.panel.locator("[data-voice-status]")).toHaveAttribute("data-voice-status", "idle");
  await expect(chat.input).toBeEnabled();
});

test("the voice code loads only on the first microphone press", async ({ page }) => {
  await scriptSpeech(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => /create-voice-session|speech-provider|vapi/.test(url))).toBe(false);
  await page.getByRole("button", { name: "Start voice assistant" }).click();
  await expect.poll(() => scripts.some((url) => /create-voice-session/.test(url))).toBe(true);
  // Vapi is not configured here: its SDK is never fetched.
  expect(scripts.some((url) => /\/vapi-/.test(url))).toBe(false);
});
