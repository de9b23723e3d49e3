import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./config/build-config.ts";

const buildConfig = readBuildConfig(process.env);

// No words: the pages' shared words reach the browser as the root route's loader data (decision 058).
const sharedSiteModulePattern =
  /[\\/]app[\\/](components[\\/]|content[\\/](locales|paths)\.ts|content[\\/]company[\\/]name\.ts|lib[\\/](class-names|page-meta|site-origin|use-disclosure|use-route-focus|use-idle-module|previous-path|early-input)\.ts|lib[\\/]site-data\.tsx)/;

function sharedSiteModule(id: string): boolean {
  return sharedSiteModulePattern.test(id);
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // Node reads the content folders from disk (package.json "imports"); Vite globs them.
      "#content-registry": fileURLToPath(new URL("./app/content/registry-glob.ts", import.meta.url)),
    },
  },
  define: {
    // Baked into the pre-rendered HTML (canonical URLs, Open Graph); see config/build-config.ts.
    __SITE_ORIGIN__: JSON.stringify(buildConfig.siteOrigin),
  },
  build: {
    rolldownOptions: {
      // The server build takes the 404 page's words and drawing both ways: statically for its loader
      // (pre-rendering) and as chunks for its client loader, which only the browser build splits
      // (decision 058). That one expected notice is dropped; every other one passes.
      onLog(level, log, handler) {
        if (isSsrBuild && log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("not-found"))
          return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the router, which every page needs; kept out of the "site" group below.
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              // The layout, section components and small content modules every page shares:
              // one chunk compresses better than twenty tiny ones (decision 004). An allowlist,
              // so a heavy module (Supabase, TanStack Query) can never slip into it.
              name: "site",
              test: sharedSiteModule,
            },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
}));
