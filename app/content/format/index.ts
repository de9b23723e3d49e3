import type { Locale } from "../locales.ts";
import { formatWords as ar } from "./ar.ts";
import { formatWords as en } from "./en.ts";
import { formatWords as hi } from "./hi.ts";
import type { FormatWords } from "./words.ts";

/** The formatters' words by locale. */
export const formatWords: Record<Locale, FormatWords> = { en, ar, hi };
