import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sitePages } from "./content/site-map";
import routes from "./routes";

const appDir = path.dirname(fileURLToPath(import.meta.url));

function routePath(entry: { path?: string; index?: boolean }): string {
  if (entry.index) return "/";
  if (entry.path === "*") return "*";
  return `/${entry.path ?? ""}`;
}

describe("app/routes.ts", () => {
  it("has a flat table (no nested routes to walk)", () => {
    expect(routes.filter((entry) => entry.children && entry.children.length > 0)).toEqual([]);
  });

  it("matches the site map exactly, plus the catch-all", () => {
    const paths = routes.map(routePath);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...sitePages.map((page) => page.path), "*"].sort());
  });

  it("has exactly one index route and ends with the catch-all", () => {
    expect(routes.filter((entry) => entry.index)).toHaveLength(1);
    expect(routes.at(-1)?.path).toBe("*");
  });

  it.each(routes.map((entry) => [routePath(entry), entry.file] as const))(
    "the module for %s (%s) exists under app/",
    (_path, file) => {
      expect(existsSync(path.join(appDir, file))).toBe(true);
    },
  );
});
