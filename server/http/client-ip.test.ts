import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, normalizeIp, UNKNOWN_CLIENT } from "./client-ip.ts";

function appReporting(trustProxy: boolean) {
  const app = new Hono();
  app.get("/ip", (c) => c.text(clientIp(c, trustProxy)));
  return app;
}

async function ipVia(trustProxy: boolean, headers: Record<string, string> = {}): Promise<string> {
  const response = await appReporting(trustProxy).request("http://localhost/ip", { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe("clientIp under app.request (no socket)", () => {
  it('is "unknown" without a proxy header', async () => {
    expect(await ipVia(false)).toBe(UNKNOWN_CLIENT);
    expect(await ipVia(true)).toBe(UNKNOWN_CLIENT);
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    expect(await ipVia(false, { "x-forwarded-for": "203.0.113.7" })).toBe(UNKNOWN_CLIENT);
  });

  it("takes the right-most X-Forwarded-For entry when the proxy is trusted", async () => {
    expect(await ipVia(true, { "x-forwarded-for": "203.0.113.7" })).toBe("203.0.113.7");
    // The client wrote the left-most entries; only the last one was added by our proxy.
    expect(await ipVia(true, { "x-forwarded-for": "1.1.1.1, 10.0.0.1,198.51.100.23" })).toBe("198.51.100.23");
    expect(await ipVia(true, { "x-forwarded-for": "spoofed, 198.51.100.23 , " })).toBe("198.51.100.23");
  });

  it("normalises the forwarded address", async () => {
    expect(await ipVia(true, { "x-forwarded-for": "1.2.3.4, ::ffff:192.0.2.9" })).toBe("192.0.2.9");
    expect(await ipVia(true, { "x-forwarded-for": "[2001:DB8::1]:443" })).toBe("2001:db8::1");
    expect(await ipVia(true, { "x-forwarded-for": "192.0.2.9:51234" })).toBe("192.0.2.9");
  });

  it("falls back to the socket when the last entry is not an address", async () => {
    expect(await ipVia(true, { "x-forwarded-for": "192.0.2.9, not-an-ip" })).toBe(UNKNOWN_CLIENT);
    expect(await ipVia(true, { "x-forwarded-for": " , " })).toBe(UNKNOWN_CLIENT);
  });
});

describe("normalizeIp", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:10.1.2.3", "10.1.2.3"],
    ["::ffff:7f00:1", "127.0.0.1"],
    ["::1", "::1"],
    ["[::1]", "::1"],
    ["fe80::ABCD", "fe80::abcd"],
    [" 8.8.8.8 ", "8.8.8.8"],
  ])("%s is %s", (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });

  it.each(["", "unknown", "999.1.1.1", "1.2.3", "<script>", "::ffff:zz:1"])("%j is not an address", (raw) => {
    expect(normalizeIp(raw)).toBeNull();
  });
});

describe("clientIp over a real socket", () => {
  it('is "127.0.0.1" for a client on 127.0.0.1, and honours the proxy header only when trusted', async () => {
    const app = new Hono();
    app.get("/ip", (c) => c.json({ direct: clientIp(c, false), proxied: clientIp(c, true) }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise<void>((resolve, reject) => {
        if (server.listening) resolve();
        server.once("listening", resolve);
        server.once("error", reject);
      });
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/ip`;
      const plain = await fetch(url, { signal: AbortSignal.timeout(5000) });
      expect(await plain.json()).toEqual({ direct: "127.0.0.1", proxied: "127.0.0.1" });
      const forwarded = await fetch(url, {
        headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.50" },
        signal: AbortSignal.timeout(5000),
      });
      expect(await forwarded.json()).toEqual({ direct: "127.0.0.1", proxied: "203.0.113.50" });
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    }
  });
});
