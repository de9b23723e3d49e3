/**
 * The panel's English starter questions (app/content/assistant/starters) are asked by a visitor's
 * single tap, so each must get a real answer: never the out-of-scope refusal, and linking the page
 * it was offered on, or the page that holds the fact (pricing, contact, services, a market).
 */
import { describe, expect, it } from "vitest";
import { starterQuestionsByLocale } from "../../app/content/assistant/starters/index.ts";
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { smsRates } from "../../app/content/sms-rates.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const factPages = [
  "/contact",
  "/services",
  "/services/sms-services",
  "/services/sms-services/pricing",
  "/about",
];
const pages = Object.entries(starterQuestionsByLocale.en);

describe("the English starter questions", () => {
  it.each(pages)("on %s each gets an answer that links the page or the fact's page", (page, questions) => {
    for (const question of questions) {
      const answer = engine.answer(question);
      expect(answer.response, question).not.toContain(say.outOfScope().slice(0, 40));
      const linked = answer.sources.map((source) => source.path);
      const expected = page === "default" ? factPages : [page, ...factPages];
      expect(
        linked.some(
          (path) =>
            expected.includes(path) || path.startsWith(`${page}/`) || (page.startsWith(path) && path !== "/"),
        ),
        `${question} → ${linked.join(", ")}`,
      ).toBe(true);
    }
  });

  it("offers three per page in every language, the same pages in each", () => {
    const keys = Object.keys(starterQuestionsByLocale.en).sort();
    for (const questions of Object.values(starterQuestionsByLocale)) {
      expect(Object.keys(questions).sort()).toEqual(keys);
      for (const list of Object.values(questions)) expect(list).toHaveLength(3);
    }
  });
});
