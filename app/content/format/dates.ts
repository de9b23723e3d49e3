/** A calendar day ("2026-11-01") written out for a locale ("1 November 2026"), the same on the page and in the assistant. */
export function formatDay(isoDay: string, intlTag: string): string {
  return new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
