/**
 * Draws every public page's share image at build time (decision 043): the card of share-card.ts,
 * laid out by satori with Inter (its .woff files: satori reads no woff2) and rasterised by resvg to
 * a 1200×630 PNG at the page's stable URL (app/lib/share-image.ts). The text comes from the page's
 * own pre-rendered Open Graph tags, so the image always says what the page says.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { company } from "../../app/content/company.ts";
import type { SitePage } from "../../app/content/site-map.ts";
import { shareImagePath, shareImageSize } from "../../app/lib/share-image.ts";
import { type ShareCardText, shareCard } from "./share-card.ts";

const require = createRequire(import.meta.url);

function interFont(weight: 400 | 600 | 700) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { name: "Inter", data: readFileSync(file), weight, style: "normal" as const };
}

let fonts: ReturnType<typeof interFont>[] | undefined;

/** One page's card as a PNG. Text is drawn as paths by satori, so resvg needs no fonts of its own. */
export async function renderShareImage(text: ShareCardText): Promise<Buffer> {
  fonts ??= [interFont(400), interFont(600), interFont(700)];
  const svg = await satori(shareCard(text), { ...shareImageSize, fonts });
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
  const trail = pages.filter((other) => other.path !== "/" && page.path.startsWith(`${other.path}/`));
  const eyebrow =
    page.path === "/"
      ? "Business messaging"
      : (trail.length > 0 ? trail : [page]).map((p) => p.name).join(" / ");
  return {
    eyebrow,
    title: metaContent(html, "og:title").replace(` | ${company.name}`, ""),
    description: metaContent(html, "og:description"),
  };
}

/** Writes the share image of every page into the client build; answers the files written. */
export async function writeShareImages(clientDir: string, pages: readonly SitePage[]): Promise<string[]> {
  const written: string[] = [];
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page.path, "index.html"), "utf8");
    const file = path.join(clientDir, shareImagePath(page.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await renderShareImage(shareCardText(html, page, pages)));
    written.push(file);
  }
  return written;
}
