/**
 * `npm run eval:assistant [-- files...] [--verbose]`: scores the retrieval engine on the
 * repository's sets (tests/assistant-eval/*.jsonl), or on the files given. Lines are single
 * questions `{"q", "expect"}` or conversations `{"id", "turns": [{"say", "expect"?, "include"?,
 * "exclude"?}]}`, whose turns carry the dialogue state from one to the next. A turn is right when
 * it links every expected path, matches every include and no exclude pattern. Exits non-zero
 * when single questions score under 0.97 or conversation turns under 0.95 (decision 029).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { smsRates } from "../app/content/sms-rates";
import { replaceLinks } from "../app/lib/reply-text";
import { createRetrievalEngine } from "../server/brain/engine";
import type { DialogueState } from "../server/brain/types";

interface Turn {
  say: string;
  expect?: string[];
  include?: string[];
  exclude?: string[];
}

const PASS_SHARE = { single: 0.97, conversation: 0.95 } as const;
type Kind = keyof typeof PASS_SHARE;
const ownSets = "tests/assistant-eval";
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const verbose = process.argv.includes("--verbose");
const engine = createRetrievalEngine({ rates: () => smsRates });

function parse(line: string): { kind: Kind; turns: Turn[] } {
  const item = JSON.parse(line) as { q?: string; expect?: string[]; turns?: Turn[] };
  if (item.turns) return { kind: "conversation", turns: item.turns };
  return { kind: "single", turns: [{ say: item.q ?? "", expect: item.expect }] };
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

const totals: Record<Kind, { right: number; all: number }> = {
  single: { right: 0, all: 0 },
  conversation: { right: 0, all: 0 },
};
let failed = 0;
for (const file of files.length > 0 ? files : ownFiles()) {
  if (!existsSync(file)) {
    console.error(`Missing question set ${file}`);
    failed += 1;
    continue;
  }
  const score: Record<Kind, { right: number; all: number }> = {
    single: { right: 0, all: 0 },
    conversation: { right: 0, all: 0 },
  };
  let whole = 0;
  let conversations = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const { kind, turns } = parse(line);
    let state: DialogueState = {};
    let allRight = true;
    for (const turn of turns) {
      const reply = engine.reply({ message: turn.say, state });
      state = reply.state;
      const wrong = problems(turn, reply.response);
      score[kind].all += 1;
      if (wrong.length === 0) score[kind].right += 1;
      else allRight = false;
      if (wrong.length > 0 || verbose) {
        console.info(
          `${wrong.length === 0 ? "right" : "WRONG"}  ${turn.say}\n       ${wrong.join("; ") || "ok"}`,
        );
      }
    }
    if (kind === "conversation") {
      conversations += 1;
      if (allRight) whole += 1;
    }
  }
  for (const kind of ["single", "conversation"] as const) {
    const { right, all } = score[kind];
    if (all === 0) continue;
    totals[kind].right += right;
    totals[kind].all += all;
    const share = right / all;
    const pass = share >= PASS_SHARE[kind];
    if (!pass) failed += 1;
    const extra = kind === "conversation" ? `, ${whole}/${conversations} conversations wholly right` : "";
    console.info(
      `${path.basename(file)}: ${kind === "single" ? "single questions" : "conversation turns"} ${right}/${all} right, share ${share.toFixed(3)}${extra} (${pass ? "pass" : "FAIL"}, needs ${PASS_SHARE[kind]})`,
    );
  }
}
for (const kind of ["single", "conversation"] as const) {
  const { right, all } = totals[kind];
  if (all > 0)
    console.info(
      `All ${kind === "single" ? "single questions" : "conversation turns"}: ${(right / all).toFixed(3)}`,
    );
}
process.exit(failed > 0 ? 1 : 0);
