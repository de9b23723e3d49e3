import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { functionsConfig, projectRoot } from "./deno";

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
