import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allowConsoleError } from "../tests/setup/vitest-setup.ts";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import { stubDatabase } from "../tests/support/stub-database.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./env.ts";
import { createLifecycle } from "./lifecycle.ts";

const root = mkdtempSync(path.join(tmpdir(), "relaywave-readyz-"));
const clientDir = writeMinimalBuild(path.join(root, "client"));
const config = loadConfig({ DATA_DIR: path.join(root, "data") });
afterAll(() => rmSync(root, { recursive: true, force: true }));

function appWith(ping: () => Promise<void> = async () => {}) {
  const lifecycle = createLifecycle();
  const database = { ...stubDatabase(), ping };
  const app = createApp({ config, clientDir, database: async () => database, lifecycle });
  return { app, lifecycle };
}

describe("GET /readyz", () => {
  it("is 200 while the database answers and the server is not draining", async () => {
    const response = await appWith().app.request("/readyz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, database: "pglite", build: "loaded" });
  });

  it("is 503 with a sentence when the database does not answer", async () => {
    allowConsoleError();
    const response = await appWith(() => Promise.reject(new Error("down"))).app.request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ok: false,
      database: "pglite",
      error: "The database is not answering.",
    });
  });

  it("is 503 once draining, while /healthz stays 200 and responses close their connection", async () => {
    const { app, lifecycle } = appWith();
    expect((await app.request("/readyz")).status).toBe(200);
    expect((await app.request("/healthz")).headers.get("connection")).toBeNull();
    lifecycle.drain();
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, error: "The server is shutting down." });
    const health = await app.request("/healthz");
    expect(health.status).toBe(200);
    expect(health.headers.get("connection")).toBe("close");
  });

  it("POST /readyz is 405", async () => {
    const response = await appWith().app.request("/readyz", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
