/**
 * `npm run edge:cache`: downloads the Edge Functions' `npm:` imports into Deno's cache
 * (node_modules/.cache/deno) ahead of the tests, so `edge:serve` starts in seconds.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { denoBin, denoEnv, functionsConfig, functionsDir } from "./deno.ts";

/** Every function's entry (edge-main.ts imports them by a computed URL, which Deno cannot see). */
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => path.join(functionsDir, entry.name, "index.ts"));
const args = ["install", "--config", functionsConfig, "--entrypoint", ...entries];
const result = spawnSync(denoBin(), args, {
  stdio: "inherit",
  env: denoEnv(process.env),
});
process.exit(result.status ?? 1);
