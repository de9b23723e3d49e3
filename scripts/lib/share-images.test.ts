import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SitePage } from "../../app/content/site-map.ts";
import { shareCardText, writeShareImages } from "./share-images.ts";

const pages: SitePage[] = [
  { path: "/", name: "Home", priority: 1 },
  { path: "/services", name: "Services", priority: 0.9 },
  { path: "/services/sms-services", name: "SMS", priority: 0.8 },
  { path: "/services/sms-services/kuwait", name: "SMS in Kuwait", priority: 0.7 },
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
