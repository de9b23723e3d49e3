/**
 * Draws the sample share cards (scripts/lib/share/share-samples.ts) into tmp/reports/share-samples/ for
 * people to look at (decision 072): joined Arabic letters in order and flush right, Devanagari
 * conjuncts and vowel signs in place, Latin words inside both.
 * `npx tsx scripts/share-image-samples.ts`
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderShareImage } from "./lib/share/share-images.ts";
import { shareSamples } from "./lib/share/share-samples.ts";

const outDir = path.resolve("tmp/reports/share-samples");
mkdirSync(outDir, { recursive: true });
for (const sample of shareSamples) {
  const file = path.join(outDir, `${sample.name}.png`);
  writeFileSync(file, await renderShareImage(sample.text, sample.language));
  console.info(file);
}
