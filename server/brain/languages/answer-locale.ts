/**
 * The language the engine is writing its current answer in (decision 120). The engine is
 * synchronous, so one module-level value set around one reply cannot leak into another: every
 * sentence template (say.ts), fact and passage twin reads it while the understanding stays the
 * English engine's.
 */
import { defaultLocale, type Locale } from "../../../app/content/locales.ts";

let current: Locale = defaultLocale;

export function answerLocale(): Locale {
  return current;
}

/** Runs `write` with the answers in `locale`, and restores the previous locale after it. */
export function inAnswerLocale<T>(locale: Locale, write: () => T): T {
  const before = current;
  current = locale;
  try {
    return write();
  } finally {
    current = before;
  }
}
