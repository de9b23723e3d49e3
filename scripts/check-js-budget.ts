/**
 * The first-load JavaScript budget: every pre-rendered page may load at most
 * 1.15 times the JavaScript of an empty React Router app built with the same
 * versions (bench/empty-app). Builds that yardstick, measures both, prints a
 * table and exits non-zero when a page is over.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { notFoundPrerenderPath, sitePages } from "../app/content/site-map";
import { measureFirstLoadJs } from "./lib/first-load-js";

export const BUDGET_RATIO = 1.15;

/** SDKs that must load only when asked for, recognised by code they always contain. */
const lazyOnly = [
  { name: "Supabase SDK", marker: /GoTrueClient/ },
  { name: "toast library", marker: /data-sonner-toaster/ },
];
const emptyAppDir = path.resolve("bench/empty-app");
const clientDir = path.resolve("build/client");

function htmlFile(dir: string, routePath: string): string {
  return path.join(dir, routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`);
}

const built = spawnSync("npx", ["react-router", "build"], { cwd: emptyAppDir, encoding: "utf8" });
if (built.status !== 0) {
  console.error(`Could not build the empty yardstick app:\n${built.stderr}`);
  process.exit(1);
}
const emptyDir = path.join(emptyAppDir, "build/client");
const baseline = measureFirstLoadJs(emptyDir, htmlFile(emptyDir, "/")).gzipBytes;
const budget = Math.floor(baseline * BUDGET_RATIO);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let over = 0;
console.info(`Empty React Router app: ${kb(baseline)} gzip; budget ${kb(budget)} (x${BUDGET_RATIO})`);
for (const routePath of [...sitePages.map((page) => page.path), notFoundPrerenderPath]) {
  const { gzipBytes, files } = measureFirstLoadJs(clientDir, htmlFile(clientDir, routePath));
  const eager = lazyOnly.filter(({ marker }) =>
    files.some((file) => marker.test(readFileSync(path.join(clientDir, file), "utf8"))),
  );
  const ok = gzipBytes <= budget && eager.length === 0;
  if (!ok) over += 1;
  const note = eager.length > 0 ? `  loads ${eager.map(({ name }) => name).join(", ")} eagerly` : "";
  console.info(
    `${ok ? "ok  " : "OVER"} ${routePath.padEnd(36)} ${kb(gzipBytes).padStart(9)}  ${files.length} files${note}`,
  );
}
if (over > 0) {
  console.error(`${over} page(s) break the first-load JavaScript budget.`);
  process.exit(1);
}
