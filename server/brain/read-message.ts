/**
 * What a message names itself (reading.ts): its intents, the service and markets it names (not
 * one it rules out or compares with), its traffic type, topic and the market fact it asks for.
 * dialogue.ts reads every message with it before weighing it against the state.
 */
import { detectEntities } from "./entities.ts";
import { meantService } from "./follow-up-service.ts";
import { detectIntents } from "./intents.ts";
import { marketAttributeOf } from "./market-frame.ts";
import { namedTraffic } from "./rate-comparison.ts";
import type { Reading, Topic } from "./reading.ts";
import { askedSentence, normalize } from "./text.ts";

const registration =
  /\b(apply|register\w*|sign up|get started|onboard\w*|documents?|sender ids?|need(ed)? (to|for) (start|starting|begin|get going))\b/;
const topicPatterns: [Topic, RegExp][] = [
  ["regulation", /\b(regulat\w*|authority|authorities|legal|laws?|rules)\b/],
  ["registration", registration],
];

export const asksRegistration = (question: string) => registration.test(normalize(question));

/** "Like in", "as in", "same as", "like the AD- in": a market named to compare with, not asked about. */
const likeIn = /\b(like|unlike|as in|same as|similar to)( (the|an?) [\w-]+)?( in)?$/;

export function read(message: string): Reading {
  const text = normalize(message);
  const intents = detectIntents(message);
  const entities = detectEntities(message);
  const traffic = namedTraffic(message);
  const named = (["pricing", "careers", "privacy", "contact", "services-overview"] as const).find((t) =>
    intents.has(t),
  );
  const topic =
    named ??
    topicPatterns.find(([, pattern]) => pattern.test(text))?.[0] ??
    (intents.has("about") ? "about" : undefined);
  const promotional = traffic === "promotional" || /\bpromo/.test(text);
  // "Our Jaipur handicrafts, shopkeepers in Doha. Which networks in Qatar?": of several markets
  // named, the one the question asks about is the subject.
  const asked =
    entities.markets.length > 1 ? detectEntities(askedSentence(message)).markets[0]?.path : undefined;
  // ("Is there a registration fee like in Saudi?" asks of the market in play, compared with Saudi.)
  // (Or a thing of it: "a prefix like the AD- in uae?")
  const before = (position: number) => entities.tokens.slice(Math.max(0, position - 4), position).join(" ");
  const comparedWith = entities.markets.filter((mention) => likeIn.test(before(mention.position)));
  const sentTo = entities.markets.filter((mention) => !comparedWith.includes(mention));
  return {
    intents,
    attribute: marketAttributeOf(message, promotional),
    service: meantService(entities),
    market: asked ?? sentTo[0]?.path,
    markets: sentTo.map((mention) => mention.path),
    traffic,
    topic,
    words: text ? text.split(" ").length : 0,
  };
}
