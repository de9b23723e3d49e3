import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { webhookSignature } from "./signature";

describe("webhookSignature", () => {
  it("is sha256= and the hex HMAC-SHA256 of the raw body (a published test vector)", () => {
    expect(webhookSignature("The quick brown fox jumps over the lazy dog", "key")).toBe(
      "sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
    );
  });

  it("signs the UTF-8 bytes, and changes with any byte of the body or the secret", () => {
    const body = JSON.stringify({ name: "Zoë Ağaoğlu", message: "مرحبا" });
    const expected = createHmac("sha256", "s3cret-s3cret-16").update(Buffer.from(body, "utf8")).digest("hex");
    expect(webhookSignature(body, "s3cret-s3cret-16")).toBe(`sha256=${expected}`);
    expect(webhookSignature(`${body} `, "s3cret-s3cret-16")).not.toBe(`sha256=${expected}`);
    expect(webhookSignature(body, "s3cret-s3cret-17")).not.toBe(`sha256=${expected}`);
  });
});
