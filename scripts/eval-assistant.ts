/**
 * `npm run eval:assistant [-- files...] [--verbose]`: scores the retrieval engine on the
 * repository's question sets (tests/assistant-eval/*.jsonl), or on the files given. Lines are
 * questions `{"q", "expect"}` or conversations `{"id", "turns": [{"say", "expect"?, "include"?,
 * "exclude"?}]}`, each turn asked on its own for now (decision 027). Exits non-zero when a set's
 * share of right turns is under 0.95.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { smsRates } from "../app/content/sms-rates";
import { replaceLinks } from "../app/lib/reply-text";
import { createRetrievalEngine } from "../server/brain/engine";

interface Turn {
  say: string;
  expect?: string[];
  include?: string[];
  exclude?: string[];
}

const PASS_SHARE = 0.95;
const ownSets = "tests/assistant-eval";
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const verbose = process.argv.includes("--verbose");
const engine = createRetrievalEngine({ rates: () => smsRates });

function turnsOf(line: string): Turn[] {
  const item = JSON.parse(line) as { q?: string; expect?: string[]; turns?: Turn[] };
  return item.turns ?? [{ say: item.q ?? "", expect: item.expect }];
}

/** A pattern as the sets write it; a leading "(?i)" (Python's flag) means case-insensitive. */
const pattern = (source: string) =>
  source.startsWith("(?i)") ? new RegExp(source.slice(4), "i") : new RegExp(source);

function problems(turn: Turn, response: string): string[] {
  const links: string[] = [];
  replaceLinks(response, (link) => {
    links.push(link.target);
    return "";
  });
  return [
    ...(turn.expect ?? []).filter((path) => !links.includes(path)).map((path) => `no link to ${path}`),
    ...(turn.include ?? []).filter((source) => !pattern(source).test(response)).map((s) => `lacks /${s}/`),
    ...(turn.exclude ?? []).filter((source) => pattern(source).test(response)).map((s) => `has /${s}/`),
  ];
}

const ownFiles = () =>
  readdirSync(ownSets).flatMap((name) => (name.endsWith(".jsonl") ? [path.join(ownSets, name)] : []));

let failedSets = 0;
for (const file of files.length > 0 ? files : ownFiles()) {
  if (!existsSync(file)) {
    console.error(`Missing question set ${file}`);
    failedSets += 1;
    continue;
  }
  const turns = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .flatMap(turnsOf);
  let right = 0;
  for (const turn of turns) {
    const { response } = engine.answer(turn.say);
    const wrong = problems(turn, response);
    if (wrong.length === 0) right += 1;
    if (wrong.length > 0 || verbose) {
      console.info(
        `${wrong.length === 0 ? "right" : "WRONG"}  ${turn.say}\n       ${wrong.join("; ") || "ok"}`,
      );
    }
  }
  const share = turns.length > 0 ? right / turns.length : 0;
  const verdict = share >= PASS_SHARE ? "pass" : "FAIL";
  console.info(
    `${path.basename(file)}: ${right}/${turns.length} right, share ${share.toFixed(3)} (${verdict}, needs ${PASS_SHARE})`,
  );
  if (share < PASS_SHARE) failedSets += 1;
}
process.exit(failedSets > 0 ? 1 : 0);
