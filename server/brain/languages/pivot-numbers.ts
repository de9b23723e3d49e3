/**
 * Times and amounts an Arabic or Hindi message writes in words ("रात 10 बजे", "1 लाख",
 * "10 آلاف"), rewritten as the numbers the English understanding reads (pivot.ts).
 */

/**
 * "रात 10 बजे", "10 مساء", "الساعة 11 بالليل": the time as "22:00", which the English side reads.
 * The text is normalised (one space between words), so one optional space is all a gap holds.
 */
export function timesOf(text: string): string {
  // ("रात 2 बजे", "raat 2 baje": two at night is after midnight; "रात 10 बजे" is 22:00.)
  const atNight = (_m: string, h: string, m: string | undefined) =>
    ` ${h}:${m ?? "00"} ${Number(h) <= 4 || Number(h) === 12 ? "am" : "pm"} `;
  return text
    .replace(/(?:रात|raat) ?(?:के ?|ke ?|को ?|ko ?)?(\d{1,2})(?::(\d{2}))? ?(?:बजे|baje)?/g, atNight)
    .replace(
      /(?:शाम|sham) ?(?:के ?|ke ?|को ?|ko ?)?(\d{1,2})(?::(\d{2}))? ?(?:बजे|baje)?/g,
      (_m, h, m) => ` ${h}:${m ?? "00"} pm `,
    )
    .replace(
      /(?:सुबह|subah) ?(?:के ?)?(\d{1,2})(?::(\d{2}))? ?(?:बजे|baje)?/g,
      (_m, h, m) => ` ${h}:${m ?? "00"} am `,
    )
    .replace(/(\d{1,2})(?::(\d{2}))? ?(?:बजे|baje)? ?(?:रात|raat)/g, atNight)
    .replace(
      /(?:الساعه ?)?(\d{1,2})(?::(\d{2}))? ?(?:مساء|مساءا|ليلا|بالليل|الليل|م)(?![\p{L}])/gu,
      (_m, h, m) => ` ${h}:${m ?? "00"} pm `,
    )
    .replace(
      /(?:الساعه ?)?(\d{1,2})(?::(\d{2}))? ?(?:صباحا|الصبح|الفجر|فجرا|ص)(?![\p{L}])/gu,
      (_m, h, m) => ` ${h}:${m ?? "00"} am `,
    );
}

/** Words that multiply the number before them: "1 लाख" (or "1 لاك") is 100000, "10 آلاف" 10000. */
const multipliers: Record<string, number> = {
  लाख: 100_000,
  lakh: 100_000,
  lac: 100_000,
  لاك: 100_000,
  لاخ: 100_000,
  करोड़: 10_000_000,
  करोड: 10_000_000,
  crore: 10_000_000,
  हज़ार: 1000,
  हजार: 1000,
  hazar: 1000,
  hazaar: 1000,
  الف: 1000,
  الاف: 1000,
  مليون: 1_000_000,
};
const amount = new RegExp(`(\\d+(?:\\.\\d+)?) ?(${Object.keys(multipliers).join("|")})(?![\\p{L}])`, "gu");

/** A multiplier with no number before it: "مليون رسالة", "एक लाख" ("one" written as a word). */
const alone = new RegExp(
  `(?<![\\d.] ?)(?:(?:एक|ek|واحد) )?(${Object.keys(multipliers).join("|")})(?![\\p{L}])`,
  "gu",
);

/** "لمليون", "بمليون", "والف": Arabic's "for", "with" or "and" written onto the number word. */
const proclitic = /(^|\s)[لبو](?=(?:مليون|الف|الاف)(?!\p{L}))/gu;

/** "20-20 हज़ार", "5000-5000": Hindi says a count is each one's by saying it twice. */
const repeated = /(?<![\d.])(\d+(?:\.\d+)?)[-–]\1(?![\d.])/gu;

/** "1 लाख", "50 hazar", "10 آلاف", "مليون": the number written out, which the English side reads. */
export function amountsOf(text: string): string {
  return text
    .replace(proclitic, "$1")
    .replace(repeated, "each $1")
    .replace(amount, (_match, number: string, word: string) =>
      String(Math.round(Number(number) * (multipliers[word] ?? 1))),
    )
    .replace(alone, (_match, word: string) => String(multipliers[word] ?? word));
}
