/**
 * Deno for the Edge Functions: the `deno` npm package (the real binary, through its platform
 * package), installed on first use into node_modules/.cache/deno-bin rather than as a
 * devDependency. The lockfile would have to list every platform's binary, and `npm ci` refuses a
 * lockfile that lacks them, yet not every registry mirror carries them all (decision 046).
 * Its npm cache lives in node_modules/.cache/deno (never committed): the first run downloads the
 * `npm:` imports from registry.npmjs.org, later runs start from the cache.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DENO_VERSION = "2.9.6";
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const denoPrefix = path.join(projectRoot, "node_modules", ".cache", "deno-bin", DENO_VERSION);
export const denoDir = path.join(projectRoot, "node_modules", ".cache", "deno");

/** The Deno binary, installed with npm into its own prefix the first time it is needed. */
export function denoBin(): string {
  const bin = path.join(denoPrefix, "node_modules", ".bin", "deno");
  if (!existsSync(bin)) {
    console.info(
      `Installing Deno ${DENO_VERSION} (npm package deno) into ${path.relative(projectRoot, denoPrefix)}...`,
    );
    execFileSync(
      "npm",
      ["install", "--prefix", denoPrefix, "--no-save", "--no-audit", "--no-fund", `deno@${DENO_VERSION}`],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  return bin;
}
export const functionsDir = path.join(projectRoot, "supabase", "functions");
export const functionsConfig = path.join(functionsDir, "deno.json");
export const edgeMain = path.join(projectRoot, "scripts", "edge", "edge-main.ts");

/** The arguments of `deno run` for the local functions server. */
export const edgeRunArgs = ["run", "--allow-all", "--no-prompt", "--config", functionsConfig, edgeMain];

export function denoEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, DENO_DIR: env.DENO_DIR || denoDir, DENO_NO_UPDATE_CHECK: "1" };
}
