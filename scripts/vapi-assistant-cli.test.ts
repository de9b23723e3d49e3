/** `npm run vapi:assistant` as a command: its exit codes and what goes to stdout and stderr. */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, it } from "vitest";
import { calls, startVapiStub } from "./lib/vapi-api-stub.ts";

const key = "vapi-private-key-0123456789";
const origin = "https://relaywave.example";

// Both spawn tsx, which takes a few seconds on a busy machine: they run side by side.
describe.concurrent("the command line", () => {
  const execFileAsync = promisify(execFile);
  const root = fileURLToPath(new URL("..", import.meta.url));
  const cli = (env: Record<string, string>) =>
    execFileAsync(path.join(root, "node_modules/.bin/tsx"), ["scripts/vapi-assistant.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      timeout: 20_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => ({ ...error, code: error.code ?? -1 }),
    );

  it("exits 1 with one sentence on stderr when VAPI_PRIVATE_KEY is missing", async ({ expect }) => {
    const { code, stdout, stderr } = await cli({ SITE_ORIGIN: origin });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim()).toMatch(/^VAPI_PRIVATE_KEY is not set[^\n]*\.$/);
  }, 20_000);

  it("exits 0 and prints the three id lines on stdout against the stub", async ({ expect }) => {
    const own = await startVapiStub();
    try {
      const { code, stdout } = await cli({
        VAPI_PRIVATE_KEY: key,
        SITE_ORIGIN: origin,
        VAPI_API_BASE_URL: own.url,
      });
      expect(code).toBe(0);
      const lines = stdout.split("\n");
      expect(lines).toContain("VITE_VAPI_ASSISTANT_ID=asst-new-1");
      expect(lines).toContain("VITE_VAPI_ASSISTANT_ID_AR=asst-new-2");
      expect(lines).toContain("VITE_VAPI_ASSISTANT_ID_HI=asst-new-3");
      expect(stdout).not.toContain(key);
      expect(calls(own.requests)).toEqual([
        "GET /assistant",
        "POST /assistant",
        "POST /assistant",
        "POST /assistant",
      ]);
    } finally {
      await own.close();
    }
  }, 20_000);
});
