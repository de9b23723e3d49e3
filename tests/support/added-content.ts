/**
 * The content registry with one more folder of each kind, as a newcomer would add them:
 * qatar/ copied to oman/, whatsapp-services/ to telegram-services/. For tests that check
 * everything picks a new folder up (app/content/registry.test.ts and the assistant's).
 */
import type * as Registry from "../../app/content/registry-node.ts";

export const addedPaths = {
  oman: "/services/sms-services/oman",
  telegram: "/services/telegram-services",
};

/** A folder's files copied with one name replaced, as a newcomer would copy qatar/ to oman/. */
function copied<T>(module: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(module).replaceAll(from, to)) as T;
}

/** The registry's exports with one more folder: each export's file of `from` copied to `to`. */
function withCopy<T>(exports: Record<string, T>, from: string, to: string, change = (value: T) => value) {
  const added = Object.entries(exports)
    .filter(([file]) => file.includes(`/${from}/`))
    .map(([file, value]) => [file.replace(`/${from}/`, `/${to}/`), change(value)]);
  return { ...exports, ...Object.fromEntries(added) };
}

/** For `vi.mock("#content-registry", ...)`: the real registry's exports with Oman and Telegram added. */
export function withAddedContent(real: typeof Registry): typeof Registry {
  const oman = <T>(value: T) => copied(value, "Qatar", "Oman");
  const telegram = <T>(value: T) => copied(value, "WhatsApp", "Telegram");
  return {
    ...real,
    serviceFacts: withCopy(real.serviceFacts, "whatsapp-services", "telegram-services"),
    serviceEntries: withCopy(real.serviceEntries, "whatsapp-services", "telegram-services", telegram),
    serviceVocabularies: withCopy(real.serviceVocabularies, "whatsapp-services", "telegram-services", () => ({
      aliases: [],
    })),
    servicePages: withCopy(real.servicePages, "whatsapp-services", "telegram-services", telegram),
    smsCountryFacts: withCopy(real.smsCountryFacts, "qatar", "oman", (facts) => ({
      ...oman(facts),
      isoCode: "OM",
      dialCode: "+968",
    })),
    smsCountryEntries: withCopy(real.smsCountryEntries, "qatar", "oman", oman),
    smsCountryVocabularies: withCopy(real.smsCountryVocabularies, "qatar", "oman", oman),
    smsCountryTerms: withCopy(real.smsCountryTerms, "qatar", "oman", oman),
    smsCountryPages: withCopy(real.smsCountryPages, "qatar", "oman", oman),
  };
}
