import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { denoBin, denoEnv, functionsConfig, functionsDir, projectRoot } from "./deno.ts";

const denoJson = JSON.parse(readFileSync(functionsConfig, "utf8")) as { imports: Record<string, string> };
const lock = JSON.parse(readFileSync(path.join(projectRoot, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};

describe("the Edge Functions' import map (supabase/functions/deno.json)", () => {
  const npmImports = Object.entries(denoJson.imports).filter(([, target]) => !target.startsWith("."));

  it("maps third-party names to npm: only, each at the exact version package-lock.json installs", () => {
    expect(npmImports.length).toBeGreaterThan(5);
    for (const [name, target] of npmImports) {
      const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@(\d+\.\d+\.\d+)\/?$/.exec(target);
      expect(match, `${name} → ${target}`).not.toBeNull();
      const [, pkg, version] = match ?? [];
      expect(name.replace(/\/$/, ""), target).toBe(pkg);
      expect(version, `${pkg} in package-lock.json`).toBe(lock.packages[`node_modules/${pkg}`]?.version);
    }
  });
});

describe("the Edge Functions' module graph", () => {
  const entries = readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
    .map((entry) => path.join(functionsDir, entry.name, "index.ts"));

  // Supabase's runtime may not take deno.json's "sloppy-imports" (supabase/edge-runtime#533 is
  // open), so every local import carries its extension and every bare name is in the map;
  // dynamic imports too, which a request may never load (ioredis without REDIS_URL).
  it.each(entries.map((entry) => [path.relative(projectRoot, entry), entry]))(
    "%s resolves every module, with extensions and the import map only",
    (_name, entry) => {
      const info = execFileSync(denoBin(), ["info", "--json", "--config", functionsConfig, entry], {
        env: denoEnv(process.env),
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      const modules = (JSON.parse(info) as { modules: { specifier: string; error?: string }[] }).modules;
      expect(modules.length).toBeGreaterThan(100);
      expect(modules.filter((module) => module.error).map((module) => module.error)).toEqual([]);
    },
    60_000,
  );
});
