import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./config/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = "tmp/e2e-data";
/** The operator token of the journeys' server, so they can export leads as the sales team would. */
export const e2eAdminToken = "e2e-operator-token-0123456789";

/**
 * Journeys in Debian's real Chromium against the real production server and
 * build (`npm run build` first; scripts/test.sh does). Nothing leaves 127.0.0.1.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey's waits tolerate a busy host (decisions 116 and 117): speed is measured by the audit
  // and the benchmarks, not by how long a locator waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "tmp/reports/e2e-report.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumFlags,
        // A fake microphone, so voice journeys can pass the microphone check without hardware.
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `npx tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // The first start creates and migrates the embedded database.
    timeout: 120_000,
    // The journeys send many chat messages from one address; the limit itself has unit tests.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The pages' origin: the functions accept only SITE_ORIGIN's pages, never one taken from Host.
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: e2eDataDir,
      ADMIN_TOKEN: e2eAdminToken,
      CHAT_RATE_LIMIT_PER_MINUTE: "10000",
      CONTACT_RATE_LIMIT_PER_HOUR: "10000",
      CONVERSATIONS_PER_IP_PER_DAY: "1000000",
    },
  },
});
