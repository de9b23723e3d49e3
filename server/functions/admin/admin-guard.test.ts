// The console's guard and sign-in (decision 037): session cookie or bearer token, one sentence for
// every failed sign-in, limits per address and per IP, sign-out ends the session on the server.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { createApp } from "../../app.ts";
import { lazyOperatorAuth } from "../../auth/operator-auth.ts";
import { addOperator } from "../../auth/operators.ts";
import type { Database } from "../../db/database.ts";
import { createDatabase } from "../../db/database.ts";
import { loadConfig } from "../../env.ts";
import { FAILURES_PER_ADDRESS_AND_IP, FAILURES_PER_IP, SIGN_IN_FAILED } from "../auth/auth-function.ts";

const ORIGIN = "http://127.0.0.1:3000";
const TOKEN = "operator-token-for-guard-tests";
const PASSWORD = "correct horse battery";
let root: string;
let database: Database;
let app: ReturnType<typeof createApp>;

function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: path.join(root, "data"),
    ADMIN_TOKEN: TOKEN,
    TRUST_PROXY: "true",
    ...env,
  });
  return createApp({ config, clientDir: path.join(root, "client"), database: async () => database });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-guard-"));
  writeMinimalBuild(path.join(root, "client"));
  const dataDir = path.join(root, "data");
  database = await createDatabase({ databaseUrl: null, dataDir });
  const config = loadConfig({ DATA_DIR: dataDir });
  const auth = lazyOperatorAuth(config, async () => database);
  await addOperator(await auth(), "Ops@Example.com", PASSWORD);
  app = appWith();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

function signIn(email: string, password: string, ip = "192.0.2.1", target = app) {
  return target.request(`${ORIGIN}/functions/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
}

/** The cookie header a browser would send back after this answer. */
function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const inbox = (headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}/functions/v1/admin/inbox`, { headers });

describe("the admin guard", () => {
  it("answers 401 with a sentence without a session or token", async () => {
    for (const path of ["/functions/v1/admin/inbox", "/functions/v1/admin/leads"]) {
      const response = await app.request(`${ORIGIN}${path}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
    }
    expect((await inbox({ cookie: "relaywave.session_token=forged.value" })).status).toBe(401);
  });

  it("lets the bearer token in", async () => {
    expect((await inbox({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it("checks at most 5 of 40 concurrent wrong tokens from one address (decision 051)", async () => {
    const guarded = appWith();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await guarded.request(`${ORIGIN}/functions/v1/admin/inbox`, {
          headers: { authorization: `Bearer wrong-token-${i}`, "x-forwarded-for": "203.0.113.40" },
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    // The right token from elsewhere still opens; from this address it waits like any other.
    const elsewhere = { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "203.0.113.41" };
    expect((await guarded.request(`${ORIGIN}/functions/v1/admin/inbox`, { headers: elsewhere })).status).toBe(
      200,
    );
    // And a right token never uses up the allowance.
    for (let i = 0; i < 8; i++)
      expect(
        (await guarded.request(`${ORIGIN}/functions/v1/admin/inbox`, { headers: elsewhere })).status,
      ).toBe(200);
  });

  it("signs an operator in with an httpOnly, SameSite=Lax cookie that opens the endpoints", async () => {
    const response = await signIn("ops@example.com", PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ operator: { email: "ops@example.com" } });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("relaywave.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    const cookie = cookieFrom(response);
    expect((await inbox({ cookie })).status).toBe(200);
    const me = await app.request(`${ORIGIN}/functions/v1/auth/session`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ operator: { email: "ops@example.com" } });
  });

  it("refuses a session's change from another origin or without one (CSRF)", async () => {
    const cookie = cookieFrom(await signIn("ops@example.com", PASSWORD, "192.0.2.2"));
    const url = `${ORIGIN}/functions/v1/admin/leads/00000000-0000-4000-8000-000000000000`;
    expect((await app.request(url, { method: "DELETE", headers: { cookie } })).status).toBe(403);
    expect(
      (await app.request(url, { method: "DELETE", headers: { cookie, origin: "https://evil.example" } }))
        .status,
    ).toBe(403);
    expect((await app.request(url, { method: "DELETE", headers: { cookie, origin: ORIGIN } })).status).toBe(
      404,
    );
  });

  it("gives one sentence for an unknown address and a wrong password", async () => {
    const unknown = await signIn("nobody@example.com", PASSWORD, "192.0.2.3");
    const wrong = await signIn("ops@example.com", "not the password", "192.0.2.3");
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: SIGN_IN_FAILED });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("limits failed sign-ins per address from one IP and per IP, never the address from elsewhere", async () => {
    const limited = appWith();
    for (let i = 0; i < FAILURES_PER_ADDRESS_AND_IP; i++)
      expect((await signIn("ops@example.com", `wrong-${i}`, "198.51.100.1", limited)).status).toBe(401);
    const blocked = await signIn("ops@example.com", PASSWORD, "198.51.100.1", limited);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    // The operator's own network is not held back by another's failures (decision 051).
    expect((await signIn("ops@example.com", PASSWORD, "198.51.100.2", limited)).status).toBe(200);
    // Another operator's address is not held back either.
    expect((await signIn("other@example.com", "whatever-it-is", "198.51.100.1", limited)).status).toBe(401);

    const perIp = appWith();
    for (let i = 0; i < FAILURES_PER_IP; i++)
      expect((await signIn(`guess-${i}@example.com`, "wrong password", "203.0.113.5", perIp)).status).toBe(
        401,
      );
    expect((await signIn("ops@example.com", PASSWORD, "203.0.113.5", perIp)).status).toBe(429);
    expect((await signIn("ops@example.com", PASSWORD, "203.0.113.6", perIp)).status).toBe(200);
  }, 30_000);

  it("ends the session on the server at sign-out", async () => {
    const cookie = cookieFrom(await signIn("ops@example.com", PASSWORD, "192.0.2.4"));
    const out = await app.request(`${ORIGIN}/functions/v1/auth/sign-out`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    // The old cookie, replayed, no longer opens anything.
    expect((await inbox({ cookie })).status).toBe(401);
  });

  it("marks the cookie Secure behind a trusted HTTPS proxy, and when SITE_ORIGIN is https", async () => {
    const proxied = await app.request(`${ORIGIN}/functions/v1/auth/sign-in`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        "x-forwarded-for": "192.0.2.5",
        "x-forwarded-proto": "https",
      },
      body: JSON.stringify({ email: "ops@example.com", password: PASSWORD }),
    });
    expect(proxied.headers.getSetCookie().every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
    const https = appWith({ SITE_ORIGIN: "https://relaywave.example" });
    const response = await https.request("https://relaywave.example/functions/v1/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://relaywave.example" },
      body: JSON.stringify({ email: "ops@example.com", password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/__Secure-relaywave\.session_token=.*Secure/i);
  });

  it("keeps the generated secret in DATA_DIR, readable by its owner only", () => {
    expect(statSync(path.join(root, "data", "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("lets only the token manage operators", async () => {
    const created = await app.request(`${ORIGIN}/functions/v1/admin/operators`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "second@example.com", password: "short" }),
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({ error: "The password must be at least 12 characters long." });
    const cookie = cookieFrom(await signIn("ops@example.com", PASSWORD, "192.0.2.6"));
    const fromSession = await app.request(`${ORIGIN}/functions/v1/admin/operators`, { headers: { cookie } });
    expect(fromSession.status).toBe(403);
  });
});
