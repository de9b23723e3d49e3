import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaProblems } from "./media-check.ts";

let dir: string;

function write(name: string, body = "") {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), body);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "media-check-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("mediaProblems", () => {
  it("passes WOFF2 fonts, modern images, SVG and sized <img> tags", () => {
    write("assets/brand.woff2");
    write("assets/hero.avif");
    write("assets/team.webp");
    write("favicon.svg");
    write("og/services/sms-services.png");
    write("about/index.html", '<img src="/assets/team.webp" width="640" height="480" alt="The team">');
    expect(mediaProblems(dir)).toEqual([]);
  });

  it("names legacy fonts, legacy images and unsized <img> tags", () => {
    write("assets/brand.ttf");
    write("assets/hero.png");
    write("assets/og/card.png");
    write("index.html", '<p>Hi</p><img src="/assets/hero.avif" alt="">');
    expect(mediaProblems(dir)).toEqual([
      "assets/brand.ttf: fonts must be WOFF2.",
      "assets/hero.png: images must be AVIF or WebP.",
      "assets/og/card.png: images must be AVIF or WebP.",
      'index.html: <img src="/assets/hero.avif" alt=""> has no width and height.',
    ]);
  });
});
