import type { Config } from "@react-router/dev/config";
import { allSitePages, notFoundPrerenderPaths } from "./app/content/site-map.ts";
import { consolePages } from "./contracts/console-urls.ts";

export default {
  // Every page is static: pre-rendered at build time, hydrated in the browser, in every locale
  // (decision 090), and each locale's 404 page.
  ssr: false,
  prerender: [
    ...allSitePages.map((page) => page.path),
    ...consolePages,
    ...Object.values(notFoundPrerenderPaths),
  ],
} satisfies Config;
