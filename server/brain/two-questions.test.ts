import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import { withAddedAnswer } from "./two-answers.ts";
import { questionParts } from "./two-questions.ts";
import type { ChatReply } from "./types.ts";

describe("questionParts", () => {
  it("splits two questions written as two sentences", () => {
    expect(
      questionParts("Is there any fee to open an account? And do I have to commit to a minimum volume?"),
    ).toEqual(["Is there any fee to open an account", "And do I have to commit to a minimum volume?"]);
  });

  it("splits a question joined to another by a comma, 'and' and a question word", () => {
    expect(questionParts("Can your AI agent talk in Arabic, and what happens when it doesn't know?")).toEqual(
      ["Can your AI agent talk in Arabic", "what happens when it doesn't know?"],
    );
  });

  it("splits Hindi and Arabic at 'and' before a second question's word", () => {
    expect(
      questionParts("sender name register karwane me kitna time lagta hai aur kaun se documents chahiye?"),
    ).toEqual(["sender name register karwane me kitna time lagta hai", "kaun se documents chahiye?"]);
    expect(questionParts("आपका प्लेटफॉर्म uptime कितना है और OTP आमतौर पर कितने सेकंड में पहुँचता है?")?.[1]).toBe(
      "OTP आमतौर पर कितने सेकंड में पहुँचता है?",
    );
    expect(questionParts("منو الجهة المنظمة للرسايل وأي شبكات توصلون لها؟")?.[1]).toBe(
      "أي شبكات توصلون لها؟",
    );
    // Two places joined by "and" are one question.
    expect(questionParts("हमें दुबई और रियाद में SMS का रेट क्या है?")).toBeUndefined();
  });

  it("leaves one question alone, and a detail added after it", () => {
    expect(questionParts("What does an SMS to Kuwait cost?")).toBeUndefined();
    expect(
      questionParts("Which networks do you cover in Manama? building an app that needs OTP"),
    ).toBeUndefined();
    expect(questionParts("Price in UAE? and Qatar?")).toBeUndefined();
  });
});

const reply = (response: string, paths: string[] = []): ChatReply => ({
  response,
  sources: paths.map((path) => ({ path, title: path })),
  state: {},
});

describe("withAddedAnswer", () => {
  it("adds the sentences the reply does not say, not a second link to a page it links", () => {
    const whole = reply("There is no fee. Learn more on our [SMS pricing](/p) page.", ["/p"]);
    const second = reply("No minimum applies. Learn more on our [SMS pricing](/p) page.", ["/p"]);
    expect(withAddedAnswer(whole, second)?.response).toBe(
      "There is no fee. Learn more on our [SMS pricing](/p) page. No minimum applies.",
    );
  });

  it("adds nothing when the second answer is already said or unanswered", () => {
    const whole = reply("There is no fee.");
    expect(withAddedAnswer(whole, reply("There is no fee."))).toBeUndefined();
    expect(withAddedAnswer(whole, { ...reply("Not on the site."), unanswered: "not-found" })).toBeUndefined();
  });

  it("adds a handoff asked second after the first answer, with its form", () => {
    const whole = reply("Our headquarters are in Dubai.");
    const both = withAddedAnswer(whole, { ...reply("Sales will call."), handoff: {}, unanswered: "handoff" });
    expect(both?.response).toBe("Our headquarters are in Dubai. Sales will call.");
    expect(both?.handoff).toEqual({});
    // (Not after a handoff already open.)
    expect(
      withAddedAnswer({ ...whole, handoff: {} }, { ...reply("Sales will call."), handoff: {} }),
    ).toBeUndefined();
  });
});

describe("two questions in one message, answered by the engine", () => {
  const engine = createRetrievalEngine({ rates: () => smsRates });

  it("answers both: the AI agent's languages and what it does when it does not know", () => {
    const { response } = engine.reply({
      message: "Can your AI agent talk in arabic, and what happen when it dont know the answer?",
    });
    expect(response).toMatch(/Arabic/);
    expect(response).toMatch(/hands? off|human|person/i);
  });

  it("answers both when 'and' joins them without a comma: the founding year and the markets", () => {
    const { response } = engine.reply({
      message: "how long has Relaywave existed and how many countries do you do SMS in?",
    });
    expect(response).toMatch(/2016/);
    expect(response).toMatch(/India, the United Arab Emirates, Saudi Arabia, Bahrain, Kuwait and Qatar/);
  });
});
