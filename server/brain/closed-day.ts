/**
 * "It's Friday here, will someone reply today?": a day the team is not in, computed from the
 * opening days in the company facts, with the next business day a message sent then is answered
 * on. Days the team works return nothing (the hours answer them).
 */
import { companyFacts } from "../../app/content/company/facts.ts";
import type { Weekday } from "../../app/content/facts/types.ts";
import { formatWeekday, weekdays as week } from "../../app/content/format/times.ts";
import { intlLocale } from "../../app/content/locales.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { say } from "./say.ts";

/** The days a message names, in English, Arabic or Hindi (not "White Friday", a sale). */
const dayNames: readonly [Weekday, RegExp][] = [
  ["friday", /(?<!\b(white|black) )\bfridays?\b|الجمع[ةه]|शुक्रवार/iu],
  ["saturday", /\bsaturdays?\b|السبت|शनिवार/iu],
  ["sunday", /\bsundays?\b|الأحد|रविवार/iu],
  ["monday", /\bmondays?\b|الاثنين|सोमवार/iu],
  ["tuesday", /\btuesdays?\b|الثلاثاء|मंगलवार/iu],
  ["wednesday", /\bwednesdays?\b|الأربعاء|बुधवार/iu],
  ["thursday", /\bthursdays?\b|الخميس|गुरुवार/iu],
];
const weekend = /\bweekends?\b|نهاية الأسبوع|الويكند|वीकेंड/iu;

const openDays = (): Weekday[] => {
  const { from, to } = companyFacts.openingHours.days;
  const start = week.indexOf(from);
  const length = ((week.indexOf(to) - start + 7) % 7) + 1;
  return Array.from({ length }, (_, step) => week[(start + step) % 7] as Weekday);
};

/** The closed day a message names, and the next day we are open after it. */
export function closedDayOf(message: string): { day: Weekday; next: Weekday } | undefined {
  const open = openDays();
  const lastOpen = week.indexOf(open[open.length - 1] as Weekday);
  const named =
    dayNames.find(([, pattern]) => pattern.test(message))?.[0] ??
    (weekend.test(message) ? week[(lastOpen + 1) % 7] : undefined);
  if (!named || open.includes(named)) return undefined;
  const after = (step: number) => week[(week.indexOf(named) + step) % 7] as Weekday;
  const next = [1, 2, 3, 4, 5, 6, 7].map(after).find((day) => open.includes(day));
  return next ? { day: named, next } : undefined;
}

/** "Friday is outside our hours: … answered on Sunday, the next business day." */
export function closedDayAnswer(message: string): string | undefined {
  const closed = closedDayOf(message);
  if (!closed) return undefined;
  const tag = intlLocale[answerLocale()];
  return say.companyClosedDay(formatWeekday(closed.day, tag), formatWeekday(closed.next, tag));
}

/** How to reach sales, after the day a message names when we are closed then ("are you open Friday? I want to call sales"). */
export function contactOn(message: string): string {
  return [closedDayAnswer(message), say.contact()].filter(Boolean).join(" ");
}
