/**
 * `npm run eval:assistant [-- files...]`: scores the answer engine (retrieval
 * only, no LLM) on question sets in JSON Lines, `{"q": ..., "expect": [paths]}`.
 * An answer is right when it links every expected page. Prints the share right
 * per set and exits non-zero when a set scores under 0.95.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { smsRates } from "../app/content/sms-rates";
import { createRetrievalEngine } from "../server/brain/engine";

const PASS_SHARE = 0.95;
const defaultSets = ["../shared/assistant-eval/public.jsonl", "tests/assistant-eval/extra.jsonl"];
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const verbose = process.argv.includes("--verbose");
const engine = createRetrievalEngine({ rates: () => smsRates });

function linkedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? "");
}

let failedSets = 0;
for (const file of files.length > 0 ? files : defaultSets) {
  if (!existsSync(file)) {
    console.error(`Missing question set ${file}`);
    failedSets += 1;
    continue;
  }
  const cases = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { q: string; expect: string[] });
  let right = 0;
  for (const { q, expect } of cases) {
    const { response } = engine.answer(q);
    const links = linkedPaths(response);
    const ok = expect.every((expected) => links.includes(expected));
    if (ok) right += 1;
    if (!ok || verbose) {
      console.info(
        `${ok ? "right" : "WRONG"}  ${q}\n       expected ${expect.join(", ")}; linked ${links.join(", ") || "nothing"}`,
      );
    }
  }
  const share = cases.length > 0 ? right / cases.length : 0;
  const verdict = share >= PASS_SHARE ? "pass" : "FAIL";
  console.info(
    `${path.basename(file)}: ${right}/${cases.length} right, share ${share.toFixed(3)} (${verdict}, needs ${PASS_SHARE})`,
  );
  if (share < PASS_SHARE) failedSets += 1;
}
process.exit(failedSets > 0 ? 1 : 0);
