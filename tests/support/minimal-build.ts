/**
 * A stand-in for build/client with one tiny HTML file per page, enough for
 * createApp() to start in server tests that are about the functions, not the pages.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allSitePages, notFoundPrerenderPaths } from "../../app/content/site-map.ts";
import { consolePages } from "../../contracts/console-urls.ts";

export function writeMinimalBuild(clientDir: string): string {
  for (const urlPath of [
    ...allSitePages.map((page) => page.path),
    ...consolePages,
    ...Object.values(notFoundPrerenderPaths),
  ]) {
    const dir = path.join(clientDir, urlPath);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><title>${urlPath}</title>`);
  }
  return clientDir;
}
