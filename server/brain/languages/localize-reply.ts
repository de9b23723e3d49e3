/**
 * An answer the engine wrote around English facts, finished in the visitor's language (decision
 * 120): every link and source goes to that language's page, named as its menu names it, and the
 * names of services and markets the English side put in read as that language writes them.
 */
import { serviceEntriesIn, smsCountryEntriesIn } from "../../../app/content/catalogue.ts";
import { escapeRegExp } from "../../../app/content/format/escape-reg-exp.ts";
import { defaultLocale, type Locale, localizedPath } from "../../../app/content/locales.ts";
import { sitePagesIn } from "../../../app/content/site-map.ts";
import { replaceLinks } from "../../../contracts/reply-text.ts";
import type { ChatReply, ChatSource } from "../types.ts";

interface Renaming {
  /** English name → the locale's, longest first, so "United Arab Emirates" goes before "UAE". */
  names: [string, string][];
  titles: Map<string, string>;
}

function renamingFor(locale: Locale): Renaming {
  const pairs = new Map<string, string>();
  const english = smsCountryEntriesIn(defaultLocale);
  const local = smsCountryEntriesIn(locale);
  for (const market of english) {
    const there = local.find((entry) => entry.slug === market.slug);
    if (!there) continue;
    pairs.set(market.inSentence, there.inSentence);
    pairs.set(market.name, there.name);
    pairs.set(market.shortName, there.shortName);
  }
  const localServices = serviceEntriesIn(locale);
  for (const service of serviceEntriesIn(defaultLocale)) {
    const there = localServices.find((entry) => entry.slug === service.slug);
    if (there) pairs.set(service.name, there.name);
  }
  const englishPages = sitePagesIn(defaultLocale);
  const titles = new Map(sitePagesIn(locale).map((page) => [page.defaultPath, page.name]));
  for (const page of englishPages) {
    const there = titles.get(page.defaultPath);
    if (there && !pairs.has(page.name)) pairs.set(page.name, there);
  }
  // Latin names the locale keeps ("SMS") map to themselves and are left out, and so is a name the
  // locale's holds ("RCS" in "رسائل RCS"): the locale's own text already says it, and would say it twice.
  const names = [...pairs]
    .filter(([from, to]) => !to.includes(from))
    .sort((a, b) => b[0].length - a[0].length);
  return { names, titles };
}

const renamings = new Map<Locale, Renaming>();

function renaming(locale: Locale): Renaming {
  let found = renamings.get(locale);
  if (!found) {
    found = renamingFor(locale);
    renamings.set(locale, found);
  }
  return found;
}

/** The locale's path of a site path; mailto:, tel: and other links are kept. */
const linkTo = (path: string, locale: Locale) => (path.startsWith("/") ? localizedPath(path, locale) : path);

/** The reply's text with its site links and names in `locale`. */
export function localizeText(text: string, locale: Locale): string {
  if (locale === defaultLocale) return text;
  const { names } = renaming(locale);
  // The reply format's own parser (linear), as the panel reads the links.
  let out = replaceLinks(text, (link) => `[${link.label}](${linkTo(link.target, locale)})`);
  for (const [from, to] of names) {
    // Whole names only: "India" in "Indian" stays, and a path inside a link is never touched; nor
    // a name inside a longer English one ("Services" in "Rich Communication Services").
    const whole = `(?<![\\p{L}/-])(?<!\\p{Lu}\\p{Ll}+ )${escapeRegExp(from)}(?![\\p{L}/-])`;
    out = out.replace(new RegExp(whole, "gu"), to);
  }
  return out;
}

export function localizeSources(sources: readonly ChatSource[], locale: Locale): ChatSource[] {
  if (locale === defaultLocale) return sources.slice();
  const { titles } = renaming(locale);
  return sources.map((source) => ({
    path: linkTo(source.path, locale),
    title: titles.get(source.path) ?? source.title,
  }));
}

/** The cached conversation's reply objects stay one object each once finished (same reply, same object). */
const finished = new WeakMap<ChatReply, ChatReply>();

export function localizeReply(reply: ChatReply, locale: Locale): ChatReply {
  const known = finished.get(reply);
  if (known?.state.language === locale) return known;
  const done = finish(reply, locale);
  finished.set(reply, done);
  return done;
}

function finish(reply: ChatReply, locale: Locale): ChatReply {
  if (locale === defaultLocale) return { ...reply, state: { ...reply.state, language: locale } };
  return {
    ...reply,
    response: localizeText(reply.response, locale),
    sources: localizeSources(reply.sources, locale),
    ...(reply.suggestions
      ? { suggestions: reply.suggestions.map((text) => localizeText(text, locale)) }
      : {}),
    state: { ...reply.state, language: locale },
  };
}
