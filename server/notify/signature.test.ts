import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { webhookSignature } from "./signature.ts";

describe("webhookSignature", () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, as Stripe and Slack sign (decision 053)', () => {
    const body = '{"id":"lead"}';
    const expected = createHmac("sha256", "key").update(`1795600000.${body}`).digest("hex");
    expect(webhookSignature(body, "key", 1_795_600_000)).toBe(`t=1795600000,v1=${expected}`);
  });

  it("signs the UTF-8 bytes, and changes with any byte of the body, the time or the secret", () => {
    const body = JSON.stringify({ name: "Zoë Ağaoğlu", message: "مرحبا" });
    const expected = createHmac("sha256", "s3cret-s3cret-16")
      .update(Buffer.from(`1795600000.${body}`, "utf8"))
      .digest("hex");
    const signed = `t=1795600000,v1=${expected}`;
    expect(webhookSignature(body, "s3cret-s3cret-16", 1_795_600_000)).toBe(signed);
    expect(webhookSignature(`${body} `, "s3cret-s3cret-16", 1_795_600_000)).not.toBe(signed);
    expect(webhookSignature(body, "s3cret-s3cret-16", 1_795_600_001)).not.toMatch(expected);
    expect(webhookSignature(body, "s3cret-s3cret-17", 1_795_600_000)).not.toBe(signed);
  });

  it("takes the time of signing by default, in whole seconds", () => {
    const before = Math.floor(Date.now() / 1000);
    const [, t] = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(webhookSignature("{}", "key")) ?? [];
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(Number(t)).toBeLessThanOrEqual(before + 1);
  });
});
