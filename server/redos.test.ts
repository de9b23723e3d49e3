/**
 * ReDoS check: every regular expression the server can reach (found
 * by walking its imports, tests/support/regex-inventory.ts) must be "safe" for recheck.
 * A regex may be listed below only when it provably never sees request input.
 */
import path from "node:path";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { collectRegexes } from "../tests/support/regex-inventory.ts";

const root = path.resolve(import.meta.dirname, "..");

/** "file: /source/flags" → why it never sees request input. Keep this short. */
const NEVER_REQUEST_INPUT: Record<string, string> = {
  "server/db/database-errors.ts: /\\.+$/":
    "trims a database driver's error message at start, never a request",
  "server/env.ts: /\\/+$/": "trims LLM_BASE_URL from the environment, once at start",
  "server/brain/llm-client.ts: /\\/+$/": "trims the configured LLM base URL, not a request",
  "server/static/inline-scripts.ts: /<script\\b([^>]*)>([\\s\\S]*?)<\\/script\\s*>/gi":
    "hashes the inline scripts of our own build's HTML, once at start",
};

/**
 * recheck's fuzzer is seeded (randomSeed 0), but its incubation and attack steps stop at wall-clock
 * limits by default, so on a loaded machine the same regex could be judged differently from run to
 * run. Bounded by step counts only, the verdict depends on the regex alone; `timeout` still bounds a
 * pathological analysis as a whole. The slowest safe regex takes 6.6 s alone on this machine; under
 * CI's parallel load one that took well under 20 s alone came back "unknown", so the bound is 60 s.
 */
const CHECK_PARAMETERS = { timeout: 60_000, incubationTimeout: null, attackTimeout: null } as const;

describe("regular expressions the server runs", () => {
  const { files, regexes } = collectRegexes(root);

  it("are found by walking the imports from server/index.ts", () => {
    expect(files).toEqual(
      expect.arrayContaining(["server/static/static-site.ts", "server/brain/llm-answers.ts"]),
    );
    expect(regexes.some((regex) => regex.at.startsWith("server/functions/voice-llm/speakable.ts:"))).toBe(
      true,
    );
  });

  it("are all safe from ReDoS, or listed as never seeing request input", { timeout: 900_000 }, () => {
    const started = performance.now();
    const verdicts = new Map<string, string>();
    const problems: string[] = [];
    for (const { source, flags, at } of regexes) {
      const key = `/${source}/${flags}`;
      const file = at.slice(0, at.lastIndexOf(":"));
      if (NEVER_REQUEST_INPUT[`${file}: ${key}`]) continue;
      let verdict = verdicts.get(key);
      if (!verdict) {
        // The timeout bounds a pathological analysis; "unknown" then fails like "vulnerable".
        const diagnostics = checkSync(source, flags, CHECK_PARAMETERS);
        verdict =
          diagnostics.status === "vulnerable"
            ? `vulnerable (${diagnostics.complexity.type}), attack ${diagnostics.attack.pattern}`
            : diagnostics.status;
        verdicts.set(key, verdict);
      }
      if (verdict !== "safe") problems.push(`${at} ${key}: ${verdict}`);
    }
    console.info(
      `redos: ${verdicts.size} regexes checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(problems).toEqual([]);
  });

  it("lists no regex the server no longer has", () => {
    const present = new Set(
      regexes.map(({ source, flags, at }) => `${at.slice(0, at.lastIndexOf(":"))}: /${source}/${flags}`),
    );
    expect(Object.keys(NEVER_REQUEST_INPUT).filter((entry) => !present.has(entry))).toEqual([]);
  });
});
