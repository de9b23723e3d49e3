import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SitePage } from "../../../app/content/site-map.ts";
import { satoriDraws } from "./share-card-text.ts";
import { shapingFaces } from "./share-fonts.ts";
import { renderShareImage, shareCardSvg, shareCardText, writeShareImages } from "./share-images.ts";
import { shareSamples } from "./share-samples.ts";

const page = (path: string, name: string, priority: number): SitePage => ({
  path,
  name,
  priority,
  locale: "en",
  defaultPath: path,
});
const pages: SitePage[] = [
  page("/", "Home", 1),
  page("/services", "Services", 0.9),
  page("/services/sms-services", "SMS", 0.8),
  page("/services/sms-services/kuwait", "SMS in Kuwait", 0.7),
];

const html = (title: string, description: string) =>
  `<!DOCTYPE html><html><head><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/></head></html>`;

/** Width and height from a PNG's signature and first (IHDR) chunk. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(file.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe("shareCardText", () => {
  it("takes the title less the company suffix and the decoded description", () => {
    const text = shareCardText(
      html("Bulk SMS in Kuwait: Zain &amp; stc | Relaywave", "OTPs &#x27;and&#x27; alerts &quot;fast&quot;"),
      pages[3] as SitePage,
      pages,
    );
    expect(text).toEqual({
      eyebrow: "Services / SMS",
      title: "Bulk SMS in Kuwait: Zain & stc",
      description: `OTPs 'and' alerts "fast"`,
    });
  });

  it("uses the page's own name at the top level and a fixed eyebrow at home", () => {
    expect(
      shareCardText(html("Messaging services", "All of them."), pages[1] as SitePage, pages).eyebrow,
    ).toBe("Services");
    expect(shareCardText(html("Relaywave", "Home."), pages[0] as SitePage, pages).eyebrow).toBe(
      "Business messaging",
    );
  });

  it("refuses a page without Open Graph tags", () => {
    expect(() => shareCardText("<html></html>", pages[0] as SitePage, pages)).toThrow(/og:title/);
  });
});

describe("writeShareImages", () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "relaywave-og-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("writes a 1200×630 PNG per page at its stable path, the same bytes every time", async () => {
    const two = pages.slice(2);
    for (const page of two) {
      mkdirSync(path.join(clientDir, page.path), { recursive: true });
      writeFileSync(
        path.join(clientDir, page.path, "index.html"),
        html(`${page.name} | Relaywave`, "A page."),
      );
    }
    const files = await writeShareImages(clientDir, two);
    expect(files.map((file) => path.relative(clientDir, file))).toEqual([
      "og/services/sms-services.png",
      "og/services/sms-services/kuwait.png",
    ]);
    const first = readFileSync(files[1] as string);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    await writeShareImages(clientDir, two);
    expect(readFileSync(files[1] as string).equals(first)).toBe(true);
  }, 30_000);
});

/** The boxes of text HarfBuzz set on a card: satori embeds each as an SVG image of one filled path. */
function shapedTextBoxes(svg: string) {
  return [
    ...svg.matchAll(/<image x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" href="([^"]+)"/g),
  ]
    .filter(([, , , , , href]) => {
      const inner = decodeURIComponent((href ?? "").replace(/^data:image\/svg\+xml;utf8,/, ""));
      return /<path d="M[^"]+" fill="#[0-9a-f]{6}"/.test(inner) && !/stroke|<rect|<circle/.test(inner);
    })
    .map(([, x, y, width, height]) => ({
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
    }));
}

const sample = (name: string) => {
  const found = shareSamples.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No sample ${name}`);
  return found;
};

describe("share cards in Arabic and Hindi (decision 072)", () => {
  const faces = shapingFaces();

  it("leaves English text to satori, as every card was drawn before, and gives HarfBuzz the rest", () => {
    const typesetting = (dir: "ltr" | "rtl", lang: string) => ({ dir, lang, faces });
    expect(satoriDraws("Bulk SMS in Kuwait: Zain & stc", typesetting("ltr", "en"))).toBe(true);
    expect(satoriDraws("Bulk SMS from $0.0032 — “fast”", typesetting("ltr", "en"))).toBe(true);
    expect(satoriDraws("भारत में बल्क SMS", typesetting("ltr", "hi"))).toBe(false);
    expect(satoriDraws("رسائل SMS", typesetting("rtl", "ar"))).toBe(false);
    // Latin on a right-to-left card still needs the bidi algorithm's order and a right edge.
    expect(satoriDraws("Relaywave", typesetting("rtl", "ar"))).toBe(false);
  });

  it("draws an English card with no shaped text box", async () => {
    const { text, language } = sample("en-saudi-arabia");
    expect(shapedTextBoxes(await shareCardSvg(text, language))).toEqual([]);
  });

  it("mirrors an Arabic card: eyebrow, title and description flush right, 72 px from the edge", async () => {
    const { text, language } = sample("ar-saudi-arabia");
    const svg = await shareCardSvg(text, language);
    const boxes = shapedTextBoxes(svg);
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box.x + box.width).toBe(1200 - 72);
    // Top to bottom: eyebrow, a title of three lines, a description of two.
    expect(boxes.map((box) => box.y)).toEqual([...boxes.map((box) => box.y)].sort((a, b) => a - b));
    expect(boxes[1]?.height).toBeGreaterThan(boxes[2]?.height ?? 0);
    // The phone's sender mark sits on the left half, the card's mark on the right.
    const marks = [...svg.matchAll(/<image x="([\d.]+)" y="[\d.]+" width="52" height="52"/g)].map((match) =>
      Number(match[1]),
    );
    expect(marks.sort((a, b) => a - b)).toEqual([222, 1076]);
  });

  it("sets a Hindi card's text from the left edge, shaped, the phone on the right", async () => {
    const { text, language } = sample("hi-india");
    const boxes = shapedTextBoxes(await shareCardSvg(text, language));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box.x).toBe(72);
  });

  it("renders Arabic and Hindi cards as 1200×630 PNGs, the same bytes every time", async () => {
    for (const name of ["ar-long", "hi-long"]) {
      const { text, language } = sample(name);
      const png = await renderShareImage(text, language);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect((await renderShareImage(text, language)).equals(png)).toBe(true);
    }
  }, 30_000);
});
