/**
 * The content registry with one more file of each kind, as a newcomer would add them:
 * qatar.ts copied to oman.ts, whatsapp-services.ts to telegram-services.ts. For tests that
 * check everything picks a new file up (app/content/registry.test.ts and the assistant's).
 */
import type * as Registry from "../../app/content/registry-node.ts";
import type { ServiceFile, SmsCountryFile } from "../../app/content/schema.ts";

export const addedPaths = {
  oman: "/services/sms-services/oman",
  telegram: "/services/telegram-services",
};

/** A file's exports copied with one name replaced, as a newcomer would copy qatar.ts to oman.ts. */
function copied<T>(module: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(module).replaceAll(from, to)) as T;
}

/** For `vi.mock("#content-registry", ...)`: the real registry's exports with Oman and Telegram added. */
export function withAddedContent(real: typeof Registry): typeof Registry {
  const qatar = {
    entry: real.smsCountryEntries["./sms-countries/qatar.ts"],
    vocabulary: real.smsCountryVocabularies["./sms-countries/qatar.ts"],
    page: real.smsCountryPages["./sms-countries/qatar.ts"],
  } as SmsCountryFile;
  const oman = copied(qatar, "Qatar", "Oman");
  oman.entry = { ...oman.entry, isoCode: "OM", dialCode: "+968" };
  const whatsapp = {
    entry: real.serviceEntries["./services/whatsapp-services.ts"],
    vocabulary: { aliases: [] },
    page: real.servicePages["./services/whatsapp-services.ts"],
  } as ServiceFile;
  const telegram = copied(whatsapp, "WhatsApp", "Telegram");
  return {
    serviceEntries: { ...real.serviceEntries, "./services/telegram-services.ts": telegram.entry },
    serviceVocabularies: {
      ...real.serviceVocabularies,
      "./services/telegram-services.ts": telegram.vocabulary,
    },
    servicePages: { ...real.servicePages, "./services/telegram-services.ts": telegram.page },
    smsCountryEntries: { ...real.smsCountryEntries, "./sms-countries/oman.ts": oman.entry },
    smsCountryVocabularies: { ...real.smsCountryVocabularies, "./sms-countries/oman.ts": oman.vocabulary },
    smsCountryPages: { ...real.smsCountryPages, "./sms-countries/oman.ts": oman.page },
  };
}
