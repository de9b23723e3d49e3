import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { services, smsCountries } from "./content/catalogue.ts";
import { allSitePages, sitePages } from "./content/site-map.ts";
import routes from "./routes.ts";

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The route file that serves a path, as React Router ranks the table. */
function routeFileFor(urlPath: string): string | undefined {
  const table = routes.map((entry) => ({ path: entry.index ? "/" : `/${entry.path}`, file: entry.file }));
  return matchRoutes(table, urlPath)?.at(-1)?.route.file;
}

describe("app/routes.ts", () => {
  it("has a flat table (no nested routes to walk)", () => {
    expect(routes.filter((entry) => entry.children && entry.children.length > 0)).toEqual([]);
  });

  it("serves every page of the site map from a route other than the catch-all", () => {
    for (const page of sitePages) expect(routeFileFor(page.path), page.path).not.toBe("routes/not-found.tsx");
  });

  it("serves every registry entry from its kind's parameterised route", () => {
    for (const service of services)
      expect(routeFileFor(`/services/${service.slug}`)).toBe("routes/service.tsx");
    for (const country of smsCountries)
      expect(routeFileFor(`/services/sms-services/${country.slug}`)).toBe("routes/sms-country.tsx");
    expect(routeFileFor("/services/sms-services/pricing")).toBe("routes/services.sms-services.pricing.tsx");
  });

  it("sends unknown paths to the catch-all", () => {
    expect(routeFileFor("/no-such-page")).toBe("routes/not-found.tsx");
    expect(routeFileFor("/services/sms-services/oman/extra")).toBe("routes/not-found.tsx");
  });

  it("serves every page of every locale's site map from the same module as the English page", () => {
    for (const page of allSitePages) {
      expect(routeFileFor(page.path), page.path).toBe(routeFileFor(page.defaultPath));
      expect(routeFileFor(page.path), page.path).not.toBe("routes/not-found.tsx");
    }
    expect(routeFileFor("/ar")).toBe("routes/home.tsx");
  });

  it("sends unknown paths under a locale's prefix to that locale's catch-all", () => {
    const routeIdFor = (urlPath: string) => {
      const table = routes.map((entry) => ({
        path: entry.index ? "/" : `/${entry.path}`,
        id: entry.id ?? entry.file,
      }));
      return matchRoutes(table, urlPath)?.at(-1)?.route.id;
    };
    expect(routeIdFor("/ar/no-such-page")).toBe("ar/routes/not-found");
    expect(routeIdFor("/hi/services/sms-services/oman")).toBe("hi/routes/not-found");
    expect(routeIdFor("/no-such-page")).toBe("routes/not-found.tsx");
    expect(routeIdFor("/ar/admin/leads")).toBe("ar/routes/not-found");
  });

  it("gives every route a distinct id", () => {
    const ids = routes.map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has exactly one index route and ends with the catch-all", () => {
    expect(routes.filter((entry) => entry.index)).toHaveLength(1);
    expect(routes.at(-1)?.path).toBe("*");
  });

  it.each(routes.map((entry) => [entry.path ?? "/", entry.file] as const))(
    "the module for %s (%s) exists under app/",
    (_path, file) => {
      expect(existsSync(path.join(appDir, file))).toBe(true);
    },
  );
});
