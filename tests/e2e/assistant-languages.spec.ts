/**
 * The assistant in Arabic and Hindi (issue 24), against the real server: the panel in the page's
 * language and direction, answers in that language with links to that language's pages, the
 * browser voice listening and speaking in it (or saying it cannot), and axe on the panel with
 * suggestions and the "Send to sales" form. Controls are found by their names in the page's
 * language, read from the text modules. One page per journey: each goes on in its conversation.
 */
import { expect, type Page, test } from "@playwright/test";
import { assistantPanelTextsIn } from "../../app/content/assistant/panel/index.ts";
import { spokenWordsIn } from "../../app/content/assistant-speech.ts";
import { contactFormCopyIn } from "../../app/content/contact-form/index.ts";
import type { Locale } from "../../app/content/locales.ts";
import { siteData } from "../../app/content/render/site-data.ts";
import { expectPanelPassesAxe } from "./support/assistant.ts";
import { say, scriptSpeech, spokenRecord, voicesWithoutHindi } from "./support/voice-stand-ins.ts";

const arabicLetters = /[\u0621-\u064a]{3}/;
const devanagari = /[\u0900-\u097f]{3}/;

/** The panel as a visitor of a `locale` page meets it: every name in that language. */
function assistantIn(page: Page, locale: Locale) {
  const texts = assistantPanelTextsIn(locale);
  const panel = page.getByRole("dialog", { name: texts.title });
  const input = panel.getByRole("textbox", { name: texts.inputLabel });
  const messages = panel.getByRole("list", { name: texts.conversationLabel }).getByRole("listitem");
  return {
    texts,
    panel,
    input,
    messages,
    async open() {
      await page.getByRole("button", { name: siteData(locale).chrome.assistantLauncher.open }).click();
      await expect(panel).toBeVisible();
      await expect(input).toBeFocused();
    },
    /** Sends a typed message; resolves with the reply once it is in the conversation. */
    async send(text: string) {
      const count = await messages.count();
      const answered = page.waitForResponse(
        (response) => response.url().endsWith("/functions/v1/chat") && response.request().method() === "POST",
      );
      await input.fill(text);
      await input.press("Enter");
      await answered;
      // The input is disabled from the press until the reply is added, in one update.
      await expect(input).toBeEnabled();
      // Counted before sending: the "Send to sales" form may follow the reply as one more item.
      return messages.nth(count + 1);
    },
    startVoice: () => panel.getByRole("button", { name: texts.startVoiceLabel }).click(),
    newConversation: () => panel.getByRole("button", { name: texts.newConversationLabel }).click(),
  };
}

/**
 * In a new conversation: the handoff message and its pre-filled form, then a price question with
 * no market, answered with choices, and axe with the form and the suggestions on screen together.
 */
/** The panel opened on `path`, greeting the visitor and asking for a message in the page's language. */
async function openGreeted(page: Page, path: string, locale: Locale) {
  await page.goto(path);
  const chat = assistantIn(page, locale);
  await chat.open();
  await expect(chat.messages.first()).toContainText(chat.texts.greeting);
  await expect(chat.input).toHaveAttribute("placeholder", chat.texts.placeholder);
  return chat;
}

async function handoffAndSuggestions(
  page: Page,
  locale: "ar" | "hi",
  handoff: { message: string; name: string; email: string; phone: string },
  priceQuestion: string,
) {
  const chat = assistantIn(page, locale);
  const labels = { ...chat.texts.handoff.labels, phone: contactFormCopyIn(locale).labels.phone };
  await chat.newConversation();
  await expect(chat.messages).toHaveCount(1);
  const answer = await chat.send(handoff.message);
  await expect(answer).toContainText(handoff.email);
  await expect(answer).toContainText(handoff.phone);
  const form = chat.panel.getByRole("form", { name: chat.texts.handoff.title });
  await expect(form.getByRole("textbox", { name: labels.name })).toHaveValue(handoff.name);
  await expect(form.getByRole("textbox", { name: labels.email })).toHaveValue(handoff.email);
  await expect(form.getByRole("textbox", { name: labels.phone })).toHaveValue(handoff.phone);

  await chat.send(priceQuestion);
  const suggestions = chat.panel
    .getByRole("group", { name: chat.texts.suggestionsLabel })
    .getByRole("button");
  await expect(suggestions).toHaveCount(4);
  await expect(suggestions.first()).toHaveText(locale === "ar" ? arabicLetters : devanagari);
  await expect(form).toBeVisible();
  await expectPanelPassesAxe(page);
}

test.beforeEach(async ({ page }) => {
  // The panel fades in over 160 ms: axe measuring contrast mid-fade would be wrong.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("on an English page the panel's greeting and placeholder are unchanged, left to right", async ({
  page,
}) => {
  await page.goto("/");
  const chat = assistantIn(page, "en");
  await chat.open();
  await expect(chat.messages.first()).toContainText("Hi! I'm your AI assistant. How can I help you today?");
  await expect(chat.input).toHaveAttribute("placeholder", "Type your message...");
  await expect(chat.panel).toHaveCSS("direction", "ltr");
});

test("in Arabic: the panel right to left, a price answered in Arabic, the handoff and suggestions pass axe", async ({
  page,
}) => {
  const chat = await openGreeted(page, "/ar/", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(chat.panel).toHaveCSS("direction", "rtl");

  const answer = await chat.send("كم سعر الرسالة النصية في السعودية؟");
  await expect(answer).toContainText("0.0340");
  await expect(answer).toContainText(arabicLetters);
  await expect(answer.locator('a[href="/ar/services/sms-services/saudi-arabia"]')).toBeVisible();

  await handoffAndSuggestions(
    page,
    "ar",
    {
      message: "اسمي عمر، بريدي omar@bank.sa، اتصلوا بي على +966 50 123 4567",
      name: "عمر",
      email: "omar@bank.sa",
      phone: "+966 50 123 4567",
    },
    "كم السعر؟",
  );
});

test("in Hindi: a follow-up about another market answered in Hindi, the handoff and suggestions pass axe", async ({
  page,
}) => {
  const chat = await openGreeted(page, "/hi/", "hi");

  await chat.send("भारत में SMS की कीमत क्या है?");
  const answer = await chat.send("और UAE में?");
  await expect(answer).toContainText("0.0390");
  await expect(answer).toContainText(devanagari);
  await expect(answer.locator('a[href="/hi/services/sms-services/uae"]')).toBeVisible();

  await handoffAndSuggestions(
    page,
    "hi",
    {
      message: "मेरा नाम रवि है, email ravi@shop.in, मुझे +91 98765 43210 पर कॉल करें",
      name: "रवि",
      email: "ravi@shop.in",
      phone: "+91 98765 43210",
    },
    "कीमत क्या है?",
  );
});

test.describe("the browser voice speaks the page's language", () => {
  test("on a Hindi page it listens in hi-IN and reads the Hindi answer with the Hindi voice", async ({
    page,
  }) => {
    await scriptSpeech(page);
    await page.goto("/hi/");
    const chat = assistantIn(page, "hi");
    await chat.open();
    await chat.startVoice();
    await expect(chat.panel.getByRole("button", { name: chat.texts.stopVoiceLabel })).toBeVisible();
    await expect.poll(async () => (await spokenRecord(page)).recognitionLangs).toEqual(["hi-IN"]);

    await say(page, "भारत में SMS की कीमत क्या है?");
    await expect.poll(async () => (await spokenRecord(page)).utterances.length).toBe(1);
    const [spoken] = (await spokenRecord(page)).utterances;
    expect(spoken).toMatchObject({ lang: "hi-IN", voice: "Scripted hi-IN" });
    // Shown as written ($0.0032), said as a person would, in Hindi: "0.32 अमेरिकी सेंट".
    await expect(chat.messages.last()).toContainText("0.0032");
    expect(spoken?.text).toMatch(devanagari);
    expect(spoken?.text).toContain(spokenWordsIn("hi").cents("0.32"));
    expect(spoken?.text).toContain(spokenWordsIn("hi").onScreen);
  });

  test("on an Arabic page it listens in Arabic and reads the Arabic answer with the Arabic voice", async ({
    page,
  }) => {
    await scriptSpeech(page);
    await page.goto("/ar/");
    const chat = assistantIn(page, "ar");
    await chat.open();
    await chat.startVoice();
    await expect(chat.panel.getByRole("button", { name: chat.texts.stopVoiceLabel })).toBeVisible();
    await expect.poll(async () => (await spokenRecord(page)).recognitionLangs[0]).toMatch(/^ar/);

    await say(page, "كم سعر الرسالة النصية في السعودية؟");
    await expect.poll(async () => (await spokenRecord(page)).utterances.length).toBe(1);
    const [spoken] = (await spokenRecord(page)).utterances;
    expect(spoken?.lang).toMatch(/^ar/);
    expect(spoken?.voice).toBe("Scripted ar-SA");
    await expect(chat.messages.last()).toContainText("0.0340");
    expect(spoken?.text).toMatch(arabicLetters);
    expect(spoken?.text).toContain(spokenWordsIn("ar").cents("3.4"));
  });

  test("in a browser without a Hindi voice the Hindi answer is shown, not spoken, and the panel says why", async ({
    page,
  }) => {
    await scriptSpeech(page, { voices: voicesWithoutHindi });
    await page.goto("/hi/");
    const chat = assistantIn(page, "hi");
    await chat.open();
    await chat.startVoice();
    await expect(chat.panel.getByRole("button", { name: chat.texts.stopVoiceLabel })).toBeVisible();
    await expect.poll(async () => (await spokenRecord(page)).recognitionLangs).toEqual(["hi-IN"]);

    await say(page, "भारत में SMS की कीमत क्या है?");
    await expect(chat.messages.last()).toContainText("0.0032");
    await expect(chat.panel.getByRole("status").filter({ hasText: chat.texts.voice.noVoice })).toBeVisible();
    // Listening again at once (nothing to wait for) shows the reply was not held for speech.
    await expect.poll(async () => (await spokenRecord(page)).recognitionLangs.length).toBe(2);
    expect((await spokenRecord(page)).utterances).toEqual([]);
    await expectPanelPassesAxe(page);
  });
});
