import type { Config } from "@react-router/dev/config";
import { insightsPagePaths } from "./app/admin/insights/insights-paths";
import { notFoundPrerenderPath, sitePages } from "./app/content/site-map";

export default {
  // Every page is static: pre-rendered at build time, hydrated in the browser.
  ssr: false,
  // Console pages (issue 13) are pre-rendered shells; their data loads in the browser.
  prerender: [...sitePages.map((page) => page.path), notFoundPrerenderPath, ...insightsPagePaths],
} satisfies Config;
