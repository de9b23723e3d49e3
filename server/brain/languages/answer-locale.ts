/**
 * The language the engine is writing its current answer in (decision 120). The engine is
 * synchronous, so one module-level value set around one reply cannot leak into another: every
 * sentence template (say.ts), fact and passage twin reads it while the understanding stays the
 * English engine's.
 */
import { defaultLocale, type Locale } from "../../../app/content/locales.ts";

let current: Locale = defaultLocale;
let written: string | undefined;

export function answerLocale(): Locale {
  return current;
}

/**
 * The message as the visitor wrote it, when the engine reads a translation of it: a name in
 * Arabic or Devanagari letters is taken from here, never from the reading.
 */
export function writtenMessage(): string | undefined {
  return written;
}

/** Runs `write` with the answers in `locale`, and restores the previous locale after it. */
export function inAnswerLocale<T>(locale: Locale, write: () => T, message?: string): T {
  const before = [current, written] as const;
  current = locale;
  written = message;
  try {
    return write();
  } finally {
    [current, written] = before;
  }
}
