import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __SITE_ORIGIN__: JSON.stringify("http://127.0.0.1:3000"),
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "contracts/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "config/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    // A throwaway PostgreSQL server for the database tests (skipped when not installed).
    globalSetup: ["./tests/setup/postgres.ts"],
    restoreMocks: true,
    // Opening a database (PGlite's WebAssembly and every migration) is a hook's work; on two shared
    // cores it has taken over the default 10 s, which failed a suite that had nothing wrong.
    hookTimeout: 60_000,
  },
});
