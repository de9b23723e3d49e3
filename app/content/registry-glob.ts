/**
 * The content registry as Vite builds it: the same exports as registry-node.ts,
 * from import.meta.glob over the same folders, keyed by file
 * ("./services/rcs-services/facts.ts", "./services/rcs-services/en.ts"). Each
 * export globs one named export of the files, so tree-shaking keeps only what
 * browser code reads (the back office's names); page copy is read by route
 * loaders, which run at pre-render time only, and travels in the HTML.
 */
import type { MarketFacts, ServiceFacts } from "./facts/types.ts";
import type { ServiceTexts, SmsCountryTexts } from "./schema.ts";

export const serviceFacts = import.meta.glob<ServiceFacts>("./services/*/facts.ts", {
  eager: true,
  import: "facts",
});
export const smsCountryFacts = import.meta.glob<MarketFacts>("./sms-countries/*/facts.ts", {
  eager: true,
  import: "facts",
});
export const serviceEntries = import.meta.glob<ServiceTexts["entry"]>(
  ["./services/*/*.ts", "!./services/*/facts.ts", "!./services/*/*.test.ts"],
  { eager: true, import: "entry" },
);
export const smsCountryEntries = import.meta.glob<SmsCountryTexts["entry"]>(
  ["./sms-countries/*/*.ts", "!./sms-countries/*/facts.ts", "!./sms-countries/*/*.test.ts"],
  { eager: true, import: "entry" },
);
export const serviceVocabularies = import.meta.glob<ServiceTexts["vocabulary"]>(
  ["./services/*/*.ts", "!./services/*/facts.ts", "!./services/*/*.test.ts"],
  { eager: true, import: "vocabulary" },
);
export const smsCountryVocabularies = import.meta.glob<SmsCountryTexts["vocabulary"]>(
  ["./sms-countries/*/*.ts", "!./sms-countries/*/facts.ts", "!./sms-countries/*/*.test.ts"],
  { eager: true, import: "vocabulary" },
);
export const smsCountryTerms = import.meta.glob<SmsCountryTexts["terms"]>(
  ["./sms-countries/*/*.ts", "!./sms-countries/*/facts.ts", "!./sms-countries/*/*.test.ts"],
  { eager: true, import: "terms" },
);
export const servicePages = import.meta.glob<ServiceTexts["page"]>(
  ["./services/*/*.ts", "!./services/*/facts.ts", "!./services/*/*.test.ts"],
  { eager: true, import: "page" },
);
export const smsCountryPages = import.meta.glob<SmsCountryTexts["page"]>(
  ["./sms-countries/*/*.ts", "!./sms-countries/*/facts.ts", "!./sms-countries/*/*.test.ts"],
  { eager: true, import: "page" },
);
