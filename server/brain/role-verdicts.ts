/**
 * What a visitor asks of one open role's place of work: whether their UTC offset suits a remote
 * role ("Pune is UTC+5:30, fine for the role?") and whether the role is remote at all.
 */
import { careersFacts } from "../../app/content/careers/facts.ts";
import { formatWords } from "../../app/content/format/index.ts";
import { formatUtcOffset } from "../../app/content/format/times.ts";
import { intlLocale } from "../../app/content/locales.ts";
import { placeZoneAsked } from "./clock-zones.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";

/** "I'm on UTC+5:30", "GMT+4": the visitor's offset from UTC, in minutes. */
const offsetWritten = /\b(?:utc|gmt) ?([+-]) ?(\d{1,2})(?:[:.](\d{2}))?/i;

/**
 * "Pune is UTC+5:30, is that fine for the role?": whether the offset is within the time zones a
 * remote role is open to (careers/facts.ts), said first; nothing when no offset or zones are given.
 */
export function zoneVerdict(question: string, roleIndex: number): string {
  const written = offsetWritten.exec(question);
  const zones = careersFacts.roles[roleIndex]?.remoteUtcOffsets;
  const locale = answerLocale();
  // ("Remote from India, any time zone issue?": India's offset, named.)
  const named = written ? undefined : placeZoneAsked(question, locale);
  if ((!written && !named) || !zones) return "";
  const offset = written
    ? (written[1] === "-" ? -1 : 1) * (Number(written[2]) * 60 + Number(written[3] ?? 0))
    : (named?.minutes ?? 0);
  const format = (minutes: number) => formatUtcOffset(minutes, intlLocale[locale], formatWords[locale]);
  const said = named ? `${named.place} (${format(offset)})` : format(offset);
  const offsets = { offset: said, fromOffset: format(zones.from), toOffset: format(zones.to) };
  return `${say.careersZone(offset >= zones.from && offset <= zones.to, offsets)} `;
}

export const remoteAsked = /\b(remote|remotely|work from home|wfh)\b/;
/** "Is it remote?" of a role: yes for a remote one, no for one worked at an office (a hybrid one says so itself). */
export function remoteVerdict(question: string, roleIndex: number): string | undefined {
  const workplace = careersFacts.roles[roleIndex]?.workplace;
  if (!remoteAsked.test(normalize(question)) || workplace === "hybrid") return undefined;
  return `${workplace === "remote" ? say.offeredYes() : say.requirementNo()} `;
}
