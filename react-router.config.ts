import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath, sitePages } from "./app/content/site-map.ts";
import { consolePages } from "./contracts/console-urls.ts";

export default {
  // Every page is static: pre-rendered at build time, hydrated in the browser.
  ssr: false,
  prerender: [...sitePages.map((page) => page.path), ...consolePages, notFoundPrerenderPath],
} satisfies Config;
