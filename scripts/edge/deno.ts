/**
 * Deno for the Edge Functions, from the `deno` devDependency. Its npm cache lives in
 * node_modules/.cache/deno (never committed): the first run downloads the `npm:` imports
 * from registry.npmjs.org, later runs start from the cache.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const denoBin = path.join(projectRoot, "node_modules", ".bin", "deno");
export const denoDir = path.join(projectRoot, "node_modules", ".cache", "deno");
export const functionsDir = path.join(projectRoot, "supabase", "functions");
export const functionsConfig = path.join(functionsDir, "deno.json");
export const edgeMain = path.join(projectRoot, "scripts", "edge", "edge-main.ts");

/** The arguments of `deno run` for the local functions server. */
export const edgeRunArgs = ["run", "--allow-all", "--no-prompt", "--config", functionsConfig, edgeMain];

export function denoEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, DENO_DIR: env.DENO_DIR || denoDir, DENO_NO_UPDATE_CHECK: "1" };
}
