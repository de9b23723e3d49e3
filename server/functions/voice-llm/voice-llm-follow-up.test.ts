import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { assistantAnswers as say } from "../../../app/content/assistant-answers.ts";
import { smsRates } from "../../../app/content/sms-rates.ts";
import { formatPerMessage } from "../../../contracts/format-price.ts";
import { toSpeech } from "../../../contracts/reply-text.ts";
import { spokenPrices } from "../../../contracts/spoken-reply.ts";
import { createAnswerEngine } from "../../brain/choose-engine.ts";
import { voiceLlmFunction } from "./voice-llm-function.ts";

const url = "http://127.0.0.1:3000/functions/v1/voice-llm/chat/completions";
const app = new Hono().route(
  "/functions/v1/voice-llm",
  voiceLlmFunction({ answer: createAnswerEngine({ llm: null, rates: () => smsRates }), secret: null }),
);

async function spoken(messages: { role: string; content: string }[]): Promise<string> {
  const response = await app.request(url, {
    method: "POST",
    body: JSON.stringify({ messages }),
    headers: { "content-type": "application/json" },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { choices: { message: { content: string } }[] };
  return body.choices[0]?.message.content ?? "";
}

const price = (country: string) => {
  const rate = smsRates.find((item) => item.country === country);
  if (!rate) throw new Error(`no rate for ${country}`);
  // Said as a person says it: "$0.0390" is "3.9 US cents" (contracts/spoken-reply.ts).
  return spokenPrices(formatPerMessage(rate.transactional));
};

describe("voice-llm: the conversation so far", () => {
  it('answers "And what about Kuwait?" after a UAE price question with Kuwait\'s price', async () => {
    const uae = await spoken([{ role: "user", content: "How much is an SMS to the UAE?" }]);
    expect(uae).toContain(price("uae"));
    const text = await spoken([
      { role: "system", content: "You are the Relaywave assistant." },
      { role: "user", content: "How much is an SMS to the UAE?" },
      { role: "assistant", content: uae },
      { role: "user", content: "And what about Kuwait?" },
    ]);
    expect(text).toContain("Kuwait");
    expect(text).toContain(price("kuwait"));
    expect(text).not.toContain(price("uae"));
    // Speech-ready: no Markdown link, no aside in brackets, no "Learn more".
    for (const reply of [uae, text]) {
      expect(reply).not.toContain("](");
      expect(reply).not.toContain("(USD");
      expect(reply).not.toContain("Learn more");
    }
  });

  it("without the history, the same follow-up gets no price", async () => {
    expect(await spoken([{ role: "user", content: "And what about Kuwait?" }])).not.toContain(
      price("kuwait"),
    );
  });

  it("says the sales form is on the screen, in the chat panel, when it hands over", async () => {
    const text = await spoken([
      { role: "user", content: "I want a demo next week, my email is ana@acme.io" },
    ]);
    expect(text).toContain(toSpeech(say.handoffFormVoice));
    expect(text).not.toContain("form below");
  });

  it('hands over after "yes" to an offer made earlier in the call', async () => {
    const offer = await spoken([{ role: "user", content: "Can you send SMS to Brazil?" }]);
    expect(offer).toContain(toSpeech(say.offerHandoff));
    const text = await spoken([
      { role: "user", content: "Can you send SMS to Brazil?" },
      { role: "assistant", content: offer },
      { role: "user", content: "yes please" },
    ]);
    expect(text).toContain(toSpeech(say.handoffFormVoice));
  });
});

describe("voice-llm: in the caller's language", () => {
  it("says an Arabic answer in Arabic: the price in words, no link, no aside in brackets", async () => {
    const text = await spoken([{ role: "user", content: "كم سعر الرسالة النصية في السعودية؟" }]);
    expect(text).toContain("3.4 سنت أمريكي");
    expect(text).not.toMatch(/\]\(|\(|US\$|\$/);
    expect(text).toMatch(/[\u0600-\u06FF]{4}/);
  });

  it("answers the language of the last user message: Hindi after an English question", async () => {
    const text = await spoken([
      { role: "user", content: "How much is an SMS to the UAE?" },
      { role: "assistant", content: "In the UAE an SMS costs 3.9 US cents." },
      { role: "user", content: "और भारत में?" },
    ]);
    expect(text).toContain("0.32 अमेरिकी सेंट");
    expect(text).toMatch(/[\u0900-\u097F]{4}/);
  });
});
