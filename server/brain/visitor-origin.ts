/**
 * Where the visitor is, told apart from where they send: "a fintech from Hyderabad launching in
 * Bahrain" asks about Bahrain; and a market they say they did not mean ("Bahrain, not India").
 */
import { unservedCountry } from "./places.ts";

/** A service or market named in a message, where. */
export interface Mention {
  path: string;
  /** Token position of the first match, so mentions keep the question's order. */
  position: number;
  /** Every position the name is written at ("from Indore… India and the UAE": India twice). */
  positions?: number[];
}

/** "From Hyderabad", "based in Mumbai", "we are in Dubai": where the visitor is, not where they send. */
const originBefore =
  /\b(from|based in|we are in|we're in|were in|i am in|i'm in|im in|office in|offices in|located in|headquartered in|hq in)$/;
/** "Our app works in Dubai and we want to expand to India": where they go next is what they ask of. */
const expandingTo = /\b(expand|expanding|expansion|launch|launching) (to|into|in)$/;
/** "Bahrain launch kar rahe", read "bahrain launch": the place a launch is in. */
const launchAfter = /^(launch|launching|launches)$/;
/** Who the visitor is, where: an origin when what they ask is sent to a country we do not serve. */
const businessIn = /\b(company|business|firm|agency|startup|store|shop|chain|brand) in$/;
/**
 * "We are a marketing agency in Dubai; our client sends to Kuwait and Qatar": who the visitor is,
 * where. (Not "a Pune fintech startup in Bahrain", read from Hindi: there they launch.)
 */
const weAreBusinessIn =
  /\b(we are|we're|were|i am|i'm|im)( \w+){0,4} (company|business|firm|agency|startup|store|shop|chain|brand|clinic|hotel|school)( \w+)? in$/;
const originAfter = /^(based|se|ka|ki|ke)\b/;
/** "An Indian grocery chain in Doha", "Indian workers in Kuwait": a people's name before who they are. */
const demonym = /^(indian|emirati|saudi|bahraini|kuwaiti|qatari)$/;
const people =
  /^(parents|students|residents|employees|restaurants?|grocery|grocers?|groceries|stores?|shops?|chains?|company|companies|firms?|business(es)?|brands?|start-?ups?|community|communities|diaspora|expats?|expatriates?|workers?|families|family|owned|run|supermarkets?|traders?|sellers?|exporters?|retailers?|merchants?|manufacturers?|makers?|clinics?|hospitals?|schools?|colleges?|hotels?)$/;

/** The markets the question asked names, where it names any after what the message told first. */
function askedIn(markets: Mention[], from: number): Mention[] {
  if (from === 0) return markets;
  const asked = markets.flatMap((mention) => {
    const position = (mention.positions ?? [mention.position]).find((at) => at >= from);
    return position === undefined ? [] : [{ ...mention, position }];
  });
  return asked.length > 0 && asked.length < markets.length ? asked : markets;
}

/**
 * The markets a message sends to: a market named only as the visitor's own place ("a fintech from
 * Hyderabad launching in Bahrain") is left out when another market is named as well.
 */
function withoutOrigin(found: Mention[], raw: readonly string[], question: string, askedFrom = 0): Mention[] {
  // (Told before the question that names its own: "…buyers in Dubai. The rate in the UAE?")
  const markets = askedIn(found, askedFrom);
  // (Or one we do not serve: "…deliver in UAE, Oman, Bahrain. U send SMS to Oman?")
  const asked =
    question
      .trim()
      .split(/(?<=[.!?।؟])\s+/u)
      .pop() ?? "";
  if (askedFrom > 0 && markets === found && unservedCountry(asked)) return [];
  const origin = (mention: Mention) =>
    originBefore.test(raw.slice(Math.max(0, mention.position - 3), mention.position).join(" ")) ||
    originAfter.test(raw.slice(mention.position + 1, mention.position + 2).join(" ")) ||
    // ("Bengaluru from, app in Saudi", read from Hindi "Bengaluru se hu"; not "KSA from one API".)
    (raw[mention.position + 1] === "from" &&
      !/^(one|a|an|the|our|your|my|single|same|any)$/.test(raw[mention.position + 2] ?? "")) ||
    (demonym.test(raw[mention.position] ?? "") && people.test(raw[mention.position + 1] ?? "")) ||
    // ("We are a Pune fintech startup launching in Bahrain": a place that says who the visitor is.)
    (/^(a|an|our|we|are|)$/.test(raw[mention.position - 1] ?? "") &&
      (people.test(raw[mention.position + 1] ?? "") || people.test(raw[mention.position + 2] ?? ""))) ||
    /^(indians|emiratis|saudis|bahrainis|kuwaitis|qataris)$/.test(raw[mention.position] ?? "");
  const businessThere = (mention: Mention) =>
    (mention.positions ?? [mention.position]).every((at) =>
      weAreBusinessIn.test(raw.slice(Math.max(0, at - 8), at).join(" ")),
    );
  // (A market named as the visitor's place and again as where they send is a destination:
  // "from Indore, the rate in India and the UAE?")
  const named = markets.map((mention) => {
    const sentTo = mention.positions?.find((position) => !origin({ ...mention, position }));
    return sentTo === undefined ? mention : { ...mention, position: sentTo };
  });
  const sentTo = named.filter((mention) => !origin(mention));
  // (Not when the two are compared: "expanding to Qatar. The OTP price difference, Bahrain and Qatar?")
  const compared = /\b(difference|differ|compare|compared|between|vs|versus|cheaper|or)\b/i.test(question);
  // (Each place of a list: "we launch in Qatar and Kuwait", "Dubai and Doha launch".)
  const launchedAt = (at: number): boolean =>
    expandingTo.test(raw.slice(Math.max(0, at - 2), at).join(" ")) || launchAfter.test(raw[at + 1] ?? "");
  const between = (a: number, b: number) => raw.slice(Math.min(a, b) + 1, Math.max(a, b)).join(" ");
  const listedWith = (mention: Mention, other: Mention) =>
    other !== mention && /^and( in| to)?$/.test(between(mention.position, other.position));
  const next = sentTo.filter(
    (mention) =>
      launchedAt(mention.position) ||
      sentTo.some((other) => listedWith(mention, other) && launchedAt(other.position)),
  );
  if (!compared && next.length > 0 && next.length < sentTo.length) return next;
  // (Where the visitor's business is only when it leaves another place sent to: "an Indian grocery
  // chain in Doha" sends in Qatar.)
  const elsewhereThan = sentTo.filter((mention) => !businessThere(mention));
  const destinations = elsewhereThan.length > 0 ? elsewhereThan : sentTo;
  if (destinations.length > 0 && destinations.length < markets.length) return destinations;
  // (Also when the place sent to is one we do not serve: "a company in Jeddah… SMS to Sudan?")
  const before = (mention: Mention) =>
    raw.slice(Math.max(0, mention.position - 3), mention.position).join(" ");
  const elsewhere = unservedCountry(question) !== undefined;
  return elsewhere && markets.every((mention) => origin(mention) || businessIn.test(before(mention)))
    ? []
    : destinations.length === markets.length
      ? destinations.sort((a, b) => a.position - b.position)
      : markets;
}

/**
 * "Sorry, I meant Bahrain, not India", "Kuwait instead of Qatar": a market the visitor says is not
 * the one meant is left out, after another named.
 */
function withoutNegated(markets: Mention[], raw: readonly string[]): Mention[] {
  // (Only after the market meant: "…any charge not? Bahrain and Qatar", the markets in play
  // added to a follow-up, negates nothing.)
  const negated = (mention: Mention) => {
    if (!markets.some((other) => other.position < mention.position)) return false;
    const before = raw.slice(Math.max(0, mention.position - 3), mention.position).join(" ");
    return (
      /\b(not|instead of|rather than)( in| for)?( the)?$/.test(before) && !/\bnot (only|just)\b/.test(before)
    );
  };
  const kept = markets.filter((mention) => !negated(mention));
  return kept.length > 0 && kept.length < markets.length ? kept : markets;
}

/** The markets a message sends to: not where the visitor is, nor one they say they did not mean. */
export function marketsSentTo(
  found: Mention[],
  raw: readonly string[],
  question: string,
  askedFrom: number,
): Mention[] {
  return withoutNegated(withoutOrigin(found, raw, question, askedFrom), raw);
}
