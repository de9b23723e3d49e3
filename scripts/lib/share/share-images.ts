/**
 * Draws every public page's share image at build time (decisions 043, 072): the card of
 * share-card.ts, laid out by satori and rasterised by resvg to a 1200×630 PNG at the page's stable
 * URL (app/lib/share-image.ts). Latin text is drawn by satori with Inter as before; Arabic,
 * Devanagari and any right-to-left text are set by HarfBuzz (shaped-text.ts), so letters join and
 * conjuncts form. The card takes the page's locale, which gives its direction and language. The
 * text comes from the page's own pre-rendered Open Graph tags, so the image always says what the
 * page says.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { company } from "../../../app/content/company.ts";
import { defaultLocale, htmlLang, type Locale, textDirection } from "../../../app/content/locales.ts";
import { onePage } from "../../../app/content/render/site.ts";
import type { SitePage } from "../../../app/content/site-map.ts";
import { shareImagePath, shareImageSize } from "../../../app/lib/share-image.ts";
import { type ShareCardText, shareCard } from "./share-card.ts";
import type { Typesetting } from "./share-card-text.ts";
import { type SatoriFont, satoriFonts, shapingFaces } from "./share-fonts.ts";

/** The direction and language a card is set in. */
export interface CardLanguage {
  dir: Typesetting["dir"];
  /** BCP 47, as in the page's <html lang>. */
  lang: string;
}

export const cardLanguageOf = (locale: Locale): CardLanguage => ({
  dir: textDirection[locale],
  lang: htmlLang[locale],
});

let fonts: { satori: SatoriFont[]; faces: Typesetting["faces"] } | undefined;

/** One page's card as satori lays it out: an SVG whose text is all paths (satori's or HarfBuzz's). */
export async function shareCardSvg(
  text: ShareCardText,
  language: CardLanguage = cardLanguageOf(defaultLocale),
): Promise<string> {
  fonts ??= { satori: satoriFonts(), faces: shapingFaces() };
  return satori(shareCard(text, { ...language, faces: fonts.faces }), {
    ...shareImageSize,
    fonts: fonts.satori,
  });
}

/** One page's card as a PNG. Its text is already paths, so resvg needs no fonts. */
export async function renderShareImage(
  text: ShareCardText,
  language: CardLanguage = cardLanguageOf(defaultLocale),
): Promise<Buffer> {
  const svg = await shareCardSvg(text, language);
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name] ?? whole;
    return String.fromCodePoint(name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

function metaContent(html: string, property: string): string {
  const match = html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`));
  if (!match?.[1]) throw new Error(`The pre-rendered page has no ${property} to draw its share image from.`);
  return decodeHtml(match[1]);
}

/**
 * The card's text for one page: title and description from its og: tags (less the " | Relaywave"
 * suffix the card's wordmark already says), and as eyebrow the trail of the site-map pages above it,
 * or the page's own name at the top level ("Services / SMS Services", "About").
 */
export function shareCardText(html: string, page: SitePage, pages: readonly SitePage[]): ShareCardText {
  // Compared by default-locale path, so a locale's home ("/ar") is never above its pages ("/ar/about").
  const trail = pages.filter(
    (other) => other.defaultPath !== "/" && page.defaultPath.startsWith(`${other.defaultPath}/`),
  );
  const eyebrow =
    page.defaultPath === "/"
      ? onePage("home", page.locale).hero.eyebrow
      : (trail.length > 0 ? trail : [page]).map((p) => p.name).join(" / ");
  return {
    eyebrow,
    title: metaContent(html, "og:title").replace(` | ${company.name}`, ""),
    description: metaContent(html, "og:description"),
  };
}

/**
 * Writes the share image of every page of `locale` into the client build; answers the files
 * written. `pages` are that locale's pages (their paths and names in its language).
 */
export async function writeShareImages(
  clientDir: string,
  pages: readonly SitePage[],
  locale: Locale = defaultLocale,
): Promise<string[]> {
  const written: string[] = [];
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page.path, "index.html"), "utf8");
    const file = path.join(clientDir, shareImagePath(page.defaultPath, locale));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await renderShareImage(shareCardText(html, page, pages), cardLanguageOf(locale)));
    written.push(file);
  }
  return written;
}
