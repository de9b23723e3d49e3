import type { FormatWords } from "./words.ts";

/**
 * Arabic writes counts as digits (the site's Intl tag uses Western digits), so no number is
 * spelled. The singular and the dual name no number ("أسبوع", "أسبوعين"), as Arabic says
 * them; 3 to 10 take the plural ("3 أسابيع"), 11 to 99 the accusative singular ("11 أسبوعًا"),
 * 100 and above the genitive singular ("100 أسبوع"). Ranges read "من … إلى …".
 */
export const formatWords: FormatWords = {
  spelledNumbers: [],
  units: {
    second: {
      zero: "{count} ثانية",
      one: "ثانية",
      two: "ثانيتين",
      few: "{count} ثوانٍ",
      many: "{count} ثانية",
      other: "{count} ثانية",
    },
    day: {
      zero: "{count} يوم",
      one: "يوم",
      two: "يومين",
      few: "{count} أيام",
      many: "{count} يومًا",
      other: "{count} يوم",
    },
    "working-day": {
      zero: "{count} يوم عمل",
      one: "يوم عمل",
      two: "يومَي عمل",
      few: "{count} أيام عمل",
      many: "{count} يوم عمل",
      other: "{count} يوم عمل",
    },
    "business-day": {
      zero: "{count} يوم عمل",
      one: "يوم عمل",
      two: "يومَي عمل",
      few: "{count} أيام عمل",
      many: "{count} يوم عمل",
      other: "{count} يوم عمل",
    },
    week: {
      zero: "{count} أسبوع",
      one: "أسبوع",
      two: "أسبوعين",
      few: "{count} أسابيع",
      many: "{count} أسبوعًا",
      other: "{count} أسبوع",
    },
    month: {
      zero: "{count} شهر",
      one: "شهر",
      two: "شهرين",
      few: "{count} أشهر",
      many: "{count} شهرًا",
      other: "{count} شهر",
    },
  },
  few: {
    second: "بضع ثوانٍ",
    day: "بضعة أيام",
    "working-day": "بضعة أيام عمل",
    "business-day": "بضعة أيام عمل",
    week: "بضعة أسابيع",
    month: "بضعة أشهر",
  },
  several: {
    second: "عدة ثوانٍ",
    day: "عدة أيام",
    "working-day": "عدة أيام عمل",
    "business-day": "عدة أيام عمل",
    week: "عدة أسابيع",
    month: "عدة أشهر",
  },
  range: "من {min} إلى {max}",
  approximate: "نحو {value}",
  utcOffset: "UTC{offset}",
  oneTimeFee: "{amount} لمرة واحدة",
  openingHours: "{days}، {hours} حسب {zone} ({utcOffset})",
};
