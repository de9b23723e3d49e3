/**
 * The budget's rules for fonts and images, checked on the build: fonts only as
 * self-hosted WOFF2 (the site uses system fonts today, decision 003), raster
 * images only as AVIF or WebP, and every <img> in a page with explicit width
 * and height so nothing shifts when it loads. SVG is vector and always fine.
 * The share images under og/ are PNG on purpose (decision 043): link previews
 * on other sites want PNG or JPEG, and no page of ours loads them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const fontFile = /\.(woff2?|ttf|otf|eot)$/i;
const rasterFile = /\.(png|jpe?g|gif|bmp|webp|avif)$/i;
const imgTag = /<img\b[^>]*>/gi;
const shareImage = (name: string) => name.startsWith(`og${path.sep}`) && name.endsWith(".png");

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Problems with the build's fonts and images, as sentences; empty when it passes. */
export function mediaProblems(clientDir: string): string[] {
  const problems: string[] = [];
  for (const file of listFiles(clientDir)) {
    const name = path.relative(clientDir, file);
    if (fontFile.test(name) && !name.endsWith(".woff2")) problems.push(`${name}: fonts must be WOFF2.`);
    if (rasterFile.test(name) && !/\.(webp|avif)$/i.test(name) && !shareImage(name))
      problems.push(`${name}: images must be AVIF or WebP.`);
    if (name.endsWith(".html")) {
      for (const [tag] of readFileSync(file, "utf8").matchAll(imgTag)) {
        if (!/\swidth=/.test(tag) || !/\sheight=/.test(tag))
          problems.push(`${name}: ${tag} has no width and height.`);
      }
    }
  }
  return problems;
}
