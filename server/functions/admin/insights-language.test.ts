// Each conversation's language in the console (issue 24): GET /functions/v1/admin/insights?language=
// and the transcript's `language`, through the app on PGlite. Conversations are stored the way the
// chat function stores them (the conversation store), with the state the engine would have written,
// so these tests hold whatever language the engine answers in today.
import { beforeAll, describe, expect, it } from "vitest";
import type { Insights } from "../../../contracts/insights.ts";
import type { ConversationTranscript } from "../../../contracts/transcript.ts";
import { adminToken, app, database } from "../../../tests/support/contact-test-app.ts";
import { parseLanguage } from "./insights-admin.ts";

const get = (target: string) =>
  app.request(`/functions/v1/admin/${target}`, { headers: { authorization: `Bearer ${adminToken}` } });
const insightsFor = async (query = "") => (await (await get(`insights${query}`)).json()) as Insights;
const transcript = async (id: string) =>
  (await (await get(`conversations/${id}`)).json()) as ConversationTranscript;

/** One stored exchange the assistant could not answer; its ids. */
async function unanswered(sourcePath: string, question: string, state: object) {
  const conversation = database.conversations.start(sourcePath);
  const turnId = await database.conversations.append(
    conversation,
    question,
    { content: "I can only help with business messaging.", sources: [], unanswered: "out-of-scope" },
    state,
  );
  return { conversationId: conversation.id, turnId };
}

const seeded = {} as Record<
  "arabic" | "oldArabic" | "hindi" | "oldEnglish",
  { conversationId: string; turnId: string }
>;

beforeAll(async () => {
  seeded.arabic = await unanswered("/ar/contact", "هل تبيعون البيتزا؟", { language: "ar" });
  // Stored before the engine recorded a language: read from the Arabic script, not the English page.
  seeded.oldArabic = await unanswered("/about", "هل عندكم خدمة توصيل طعام؟", { topic: "pricing" });
  // Recorded: Hindi, though the romanised question on an English page would read as English.
  seeded.hindi = await unanswered("/pricing", "kya aap pizza bechte hain?", { language: "hi" });
  seeded.oldEnglish = await unanswered("/contact", "Do you sell pizza?", {});
  await database.conversations.rate(seeded.hindi.conversationId, seeded.hindi.turnId, false);
  await database.conversations.flush();
});

const conversationsOf = (items: readonly { conversationId: string }[]) =>
  items.map((item) => item.conversationId);

describe("parseLanguage", () => {
  it("takes en, ar or hi, every language when absent or empty, and refuses anything else with a sentence", () => {
    expect(parseLanguage(undefined)).toEqual({ language: null });
    expect(parseLanguage("")).toEqual({ language: null });
    expect(parseLanguage("ar")).toEqual({ language: "ar" });
    for (const wrong of ["fr", "AR", "arabic", "ar,hi"])
      expect(parseLanguage(wrong), wrong).toBe("The language must be one of en, ar, hi.");
  });
});

describe("GET /functions/v1/admin/insights?language=", () => {
  it("lists an Arabic conversation's unanswered question under ar and not under hi", async () => {
    const arabic = await insightsFor("?language=ar");
    expect(arabic.language).toBe("ar");
    expect(conversationsOf(arabic.unanswered.items).sort()).toEqual(
      [seeded.arabic.conversationId, seeded.oldArabic.conversationId].sort(),
    );
    expect(arabic.unanswered.items.map((item) => item.language)).toEqual(["ar", "ar"]);
    expect(arabic.unanswered.items).toContainEqual(
      expect.objectContaining({ turnId: seeded.arabic.turnId, question: "هل تبيعون البيتزا؟" }),
    );
    expect(arabic.unanswered.total).toBe(2);
    expect(arabic.unanswered.groups.reduce((sum, group) => sum + group.count, 0)).toBe(2);
    expect(arabic.conversion.conversations).toBe(2);
    expect(arabic.notHelpful.items).toEqual([]);

    const hindi = await insightsFor("?language=hi");
    expect(conversationsOf(hindi.unanswered.items)).toEqual([seeded.hindi.conversationId]);
    expect(hindi.unanswered.byReason["out-of-scope"]).toBe(1);
    expect(hindi.notHelpful.items).toEqual([
      expect.objectContaining({ turnId: seeded.hindi.turnId, language: "hi" }),
    ]);
  });

  it("counts unanswered questions per language, whatever the filter", async () => {
    const all = await insightsFor();
    expect(all.language).toBeNull();
    expect(all.unanswered.byLanguage).toEqual({ en: 1, ar: 2, hi: 1 });
    expect(all.unanswered.total).toBe(4);
    expect((await insightsFor("?language=en")).unanswered.byLanguage).toEqual({ en: 1, ar: 2, hi: 1 });
    expect(conversationsOf((await insightsFor("?language=en")).unanswered.items)).toEqual([
      seeded.oldEnglish.conversationId,
    ]);
  });

  it("refuses a language the site does not speak with a sentence", async () => {
    const response = await get("insights?language=fr");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The language must be one of en, ar, hi." });
  });
});

describe("the language of a conversation", () => {
  it("is the one its state recorded, shown in the transcript and in the lists", async () => {
    expect((await transcript(seeded.hindi.conversationId)).language).toBe("hi");
    expect((await transcript(seeded.arabic.conversationId)).language).toBe("ar");
    const all = await insightsFor();
    expect(all.unanswered.items.find((item) => item.turnId === seeded.hindi.turnId)?.language).toBe("hi");
  });

  it("is derived from the visitor's script, else the start page, for a conversation stored before", async () => {
    expect((await transcript(seeded.oldArabic.conversationId)).language).toBe("ar");
    expect((await transcript(seeded.oldEnglish.conversationId)).language).toBe("en");
    const all = await insightsFor();
    expect(all.unanswered.items.find((item) => item.turnId === seeded.oldArabic.turnId)?.language).toBe("ar");
    const oldHindiPage = await unanswered("/hi/contact", "pizza?", {});
    await database.conversations.flush();
    expect((await transcript(oldHindiPage.conversationId)).language).toBe("hi");
  });
});
