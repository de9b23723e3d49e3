const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-11-22" → "22 Nov" (the range's days are UTC days). */
export const shortDate = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
