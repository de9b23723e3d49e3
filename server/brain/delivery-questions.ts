/**
 * How messages arrive, asked of the site. "If the SMS fails, can the reminder go on WhatsApp or a
 * call instead?": the delivery report lets the visitor's system resend or switch channel (the
 * market pages' OTP advice, the Voice page's voice OTP), asked as a "what if", not a fault to
 * report ("our OTPs are failing since this morning" is support's) nor a charge ("are failed SMS
 * billed?"). "How fast do OTPs arrive in Saudi?": the delivery time a page states.
 */
import { servicePath } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import type { PageRef } from "./compose.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { Answer } from "./types.ts";
import { asksYesNo } from "./yes-no.ts";

const failing =
  /\b(fails?|failed|failing|undelivered|not (delivered|received|arrive|arrived|reach|reached)|(doesn'?t|does not|don'?t|do not|didn'?t|did not|never|won'?t) (arrive|get delivered|get through|go through|reach|come|deliver)|doesn'?t arrive|bounces?)\b/;
const aboutMessage = /\b(sms|smses|otps?|codes?|messages?|msgs?|texts?|reminders?|alerts?)\b/;
/** A "what if" or a way round: not a fault happening now. */
const hypothetical =
  /\b(if|what if|in case|incase|when|otherwise|alternative|backup|fallback|instead|another (channel|way)|other ways?)\b/;
/** The voice channel's own answer to a code that does not arrive, asked for by name. */
const voiceOtpNamed =
  /\bvoice (otps?|codes?|one time passwords?)\b|\b(read|say|speak) (it |the code |the otp )?(aloud|out loud)\b|\bcall (otps?|codes?)\b/;
/** A charge for it is the pricing page's question. */
const charged = /\b(charged?|billed?|pay|paid|refund\w*|cost|costs|price|credit)\b/;

export function deliveryFallbackAnswer(
  question: string,
  markets: readonly string[],
  ref: (path: string) => PageRef,
  answerWithin: (question: string, path: string) => Answer | undefined,
): Answer | undefined {
  const text = normalize(question);
  // ("And we are charged for those failed msgs?": the pricing page says how each market bills them;
  // not RCS that goes as SMS instead, which the RCS page bills at SMS rates.)
  if (failing.test(text) && aboutMessage.test(text) && charged.test(text) && !/\brcs\b/.test(text))
    return answerWithin(`${question} do you charge for messages that are not delivered`, paths.smsPricing);
  if (!failing.test(text) || !aboutMessage.test(text) || !hypothetical.test(text) || charged.test(text))
    return undefined;
  // ("We want voice OTP for landlines or when SMS does not arrive": the Voice OTP card says both.)
  if (voiceOtpNamed.test(text)) {
    const card = answerWithin(
      "voice otp read one-time passwords aloud fallback",
      servicePath("voice-services"),
    );
    const yes = asksYesNo(question) || /\bcan (you|it|we)\b/.test(text);
    return card && yes && !card.response.startsWith(say.offeredYes())
      ? { ...card, response: `${say.offeredYes()} ${card.response}` }
      : card;
  }
  // (Each market in play: "SMS in India and Bahrain" links both.)
  const named = markets.length > 0 ? markets.slice(0, 2) : [servicePath("sms-services")];
  const pages = [...named, servicePath("voice-services")].map(ref);
  const first = pages[0];
  const voice = pages[pages.length - 1];
  // ("Can it go by WhatsApp instead?", "is there an alternative?": yes, first.)
  const yes =
    // ("If OTP SMS fail can it go by WhatsApp": asked after the condition.)
    asksYesNo(question) ||
    /\b(alternative|instead|another channel|backup)\b|\b(can|could|will) (it|they|we|that|this)\b/.test(text)
      ? `${say.offeredYes()} `
      : "";
  if (!first || !voice) return undefined;
  return {
    response: `${yes}${say.deliveryFallback()} ${say.readMore(first.title, first.path)} ${say.alsoSee(voice.title, voice.path)}`,
    // (Not a fact of ours: a market page in play that says the same for its operators answers instead.)
    sources: pages,
  };
}

/**
 * "How quickly does an OTP arrive in India?": the delivery time is the SMS page's figure ("Typical
 * OTP delivery: < 3 s"), whatever market is named; a market page only says where we send.
 */
const speedWords = /\b(how (quickly|fast|soon)|delivery (time|speed)|in (how many|a few) seconds|seconds?)\b/;
const arriving =
  /\b(arrive|arrives|arriving|deliver|delivered|delivery|land|lands|reach|reaches|received|get there)\b/;
const otpWords = /\b(otps?|codes?|one time passwords?)\b/;
const recipients = /\b(customers?|clients?|users?|recipients?|phones?|handsets?|mobiles?)\b/;
/** "How long does OTP delivery take?" asks the speed, unless it names a registration. */
const howLong = /\bhow (long|many seconds)\b/;
const registering = /\b(regist\w*|approv\w*|sender (id|name)|dlt|set ?up|live|launch)\b/;
export const otpSpeedAsked = (question: string): boolean => {
  const text = normalize(question);
  const speed = speedWords.test(text) || (howLong.test(text) && !registering.test(text));
  // (Or to reach a person: "how long does it take to reach the customer?" after OTPs were asked.)
  return speed && arriving.test(text) && (otpWords.test(text) || recipients.test(text));
};

/** A delivery time in seconds, in any of the answer's languages. */
const inSeconds = /\bseconds?\b|ثوان|ثانية|सेकंड/u;

/** The delivery time from the market's page where it states one, else from the SMS page. */
export function otpSpeedAnswer(
  question: string,
  market: string | undefined,
  answerWithin: (question: string, path: string) => Answer | undefined,
): Answer | undefined {
  if (!otpSpeedAsked(question)) return undefined;
  // (The typical time is the SMS page's figure: "Typical OTP delivery: < 3 s".)
  const typical = /\b(typical|typically|average|usual|usually)\b/.test(normalize(question));
  const local = market && !typical ? answerWithin(question, market) : undefined;
  return local && inSeconds.test(local.response)
    ? local
    : // (Asked with the figure's own words, so "how long…" does not find the time to go live.)
      answerWithin(`${question} typical OTP delivery`, servicePath("sms-services"));
}
