/**
 * What blind-aa (written blind from the rendered pages this session, first-seen 24/30 and 1/15)
 * showed once scored (decision 133): "Yes." first when we do what is asked in the visitor's word
 * order, whether we serve a market asked "you do India?", the market in play named again by its
 * own word, and a second question that opens with "and if".
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const ask = (message: string) => engine.reply({ message });

describe("what blind-aa showed", () => {
  it("says yes first when we do what is asked, however the visitor orders the words", () => {
    expect(
      ask("we are hospital group in Doha. your AI agent can book appointments on whatsapp and phone?")
        .response,
    ).toMatch(/^Yes\./);
    expect(ask("we have asterisk pbx, can connect with you via SIP trunk?").response).toMatch(/^Yes\./);
    expect(
      ask("i want website + android/ios app for my laundry startup in Riyadh, you build?").response,
    ).toMatch(/^Yes\./);
  });

  it("reads 'you do India?' as whether we serve the market, and asks afresh what DLT is after it", () => {
    const first = ask("hi we r EV charging startup in pune, our app need OTP sms. you do india?");
    expect(first.response).toMatch(/^Yes\. Mobile operators for SMS in \[India\]/);
    const next = last(
      "hi we r EV charging startup in pune, our app need OTP sms. you do india?",
      "what is this DLT, we have to do anything?",
    );
    expect(next.response).not.toMatch(/^Mobile operators/);
    // ("Do we register on DLT ourselves or do you do it?" is no question of coverage.)
    expect(ask("do we have to register on DLT ourself or you do it").response).not.toMatch(
      /Mobile operators/,
    );
  });

  it("answers a second question that opens with 'and if'", () => {
    const reply = ask("RCS works on iphone? and if customer phone dont support RCS what happen");
    expect(reply.response).toMatch(/iOS 18/);
    expect(reply.response).toMatch(/plain SMS version/);
  });
});
