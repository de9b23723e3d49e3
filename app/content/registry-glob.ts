/**
 * The content registry as Vite builds it: the same exports as
 * registry-node.ts, from import.meta.glob over the same folders. Only the
 * entries (menus, cards) reach the browser bundle: page copy is read by the
 * route loaders, which run at pre-render time only, so tree-shaking drops it
 * and the copy travels in the HTML. The vocabularies only serve the assistant.
 */
import type { ServiceFile, SmsCountryFile, Vocabulary } from "./schema.ts";

export const serviceEntries = import.meta.glob<ServiceFile["entry"]>("./services/*.ts", {
  eager: true,
  import: "entry",
});
export const smsCountryEntries = import.meta.glob<SmsCountryFile["entry"]>("./sms-countries/*.ts", {
  eager: true,
  import: "entry",
});
export const serviceVocabularies = import.meta.glob<Vocabulary>("./services/*.ts", {
  eager: true,
  import: "vocabulary",
});
export const smsCountryVocabularies = import.meta.glob<Vocabulary>("./sms-countries/*.ts", {
  eager: true,
  import: "vocabulary",
});
export const servicePages = import.meta.glob<ServiceFile["page"]>("./services/*.ts", {
  eager: true,
  import: "page",
});
export const smsCountryPages = import.meta.glob<SmsCountryFile["page"]>("./sms-countries/*.ts", {
  eager: true,
  import: "page",
});
