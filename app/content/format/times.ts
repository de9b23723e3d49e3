/**
 * Times of day, days of the week, time zones and UTC offsets through Intl in the
 * page's locale: "10:00 to 21:00", "Sunday to Thursday", "Gulf Standard Time", "UTC+5:30".
 */
import type { ClockTime, TimeWindow, Weekday } from "../facts/types.ts";
import { fill } from "./fill.ts";
import type { FormatWords } from "./words.ts";

/** A Sunday in UTC, to name the days of the week through Intl. */
const SUNDAY = Date.UTC(2023, 0, 1);
/** The days of the week from Sunday, the order Intl and the company facts' day ranges count in. */
export const weekdays: readonly Weekday[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

/** "09:00": a 24-hour time as the locale writes it. */
export function formatClock(time: ClockTime, tag: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(tag, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2023, 0, 1, hours, minutes)));
}

/** "10:00 to 21:00" (the zone is the caller's to add). */
export function formatTimeRange(window: Pick<TimeWindow, "from" | "to">, tag: string, words: FormatWords) {
  return fill(words.range, { min: formatClock(window.from, tag), max: formatClock(window.to, tag) });
}

export function formatWeekday(day: Weekday, tag: string): string {
  const date = SUNDAY + weekdays.indexOf(day) * 86_400_000;
  return new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** "Sunday to Thursday". */
export function formatDayRange(days: { from: Weekday; to: Weekday }, tag: string, words: FormatWords) {
  return fill(words.range, { min: formatWeekday(days.from, tag), max: formatWeekday(days.to, tag) });
}

/** "Gulf Standard Time": the zone's long name in the locale. */
export function formatTimeZoneName(zone: string, tag: string): string {
  const parts = new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: "long" }).formatToParts(SUNDAY);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** "UTC+4", "UTC+5:30", "UTC−3"; digits in the locale's numbering. */
export function formatUtcOffset(minutes: number, tag: string, words: FormatWords): string {
  const sign = minutes < 0 ? "−" : "+";
  const number = new Intl.NumberFormat(tag);
  const hours = number.format(Math.floor(Math.abs(minutes) / 60));
  const rest = Math.abs(minutes) % 60;
  const offset =
    rest === 0
      ? `${sign}${hours}`
      : `${sign}${hours}:${new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 }).format(rest)}`;
  return fill(words.utcOffset, { offset });
}
