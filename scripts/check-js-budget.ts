/**
 * The first-load JavaScript budget (scripts/lib/js-budget.ts) as a step of
 * `npm test`: prints a table and exits non-zero when a page is over.
 */
import path from "node:path";
import { allSitePages, notFoundPrerenderPaths } from "../app/content/site-map.ts";
import { BUDGET_RATIO, emptyAppBaseline, kb, measureJsBudget } from "./lib/js-budget.ts";

const { baselineBytes, budgetBytes, pages } = measureJsBudget(
  path.resolve("build/client"),
  // Every page of every language (decision 090): translations travel as page data, never in the bundle.
  [...allSitePages.map((page) => page.path), ...Object.values(notFoundPrerenderPaths)],
  emptyAppBaseline(),
);
console.info(
  `Empty React Router app: ${kb(baselineBytes)} gzip; budget ${kb(budgetBytes)} (x${BUDGET_RATIO})`,
);
for (const page of pages) {
  const note = page.eager.length > 0 ? `  loads ${page.eager.join(", ")} eagerly` : "";
  console.info(
    `${page.ok ? "ok  " : "OVER"} ${page.path.padEnd(36)} ${kb(page.gzipBytes).padStart(9)}  ${page.files.length} files${note}`,
  );
}
const over = pages.filter((page) => !page.ok).length;
if (over > 0) {
  console.error(`${over} page(s) break the first-load JavaScript budget.`);
  process.exit(1);
}
