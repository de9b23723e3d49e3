import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactRequest } from "../../../contracts/contact-request.ts";
import { DEFAULT_RETRY_AFTER_SECONDS, parseRetryAfter, postContact } from "./contact-client.ts";

const request: ContactRequest = {
  name: "Ada",
  email: "ada@example.com",
  company: "",
  phone: "",
  country: "",
  service: "",
  message: "Long enough message.",
  consent: true,
  website: "",
  idempotencyKey: "2f1c7c1e-5d8f-4a51-9d0e-0e6f4b1f5b7a",
  sourcePath: "/contact",
  locale: "en",
};

function answer(response: Response | Error) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("parseRetryAfter", () => {
  it("reads delta-seconds and HTTP dates", () => {
    expect(parseRetryAfter("120")).toBe(120);
    expect(parseRetryAfter(" 0 ")).toBe(0);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
  });

  it("ignores anything else", () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("")).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter("-5")).toBeNull();
  });
});

describe("postContact", () => {
  it("posts JSON to the contact function and returns the new id", async () => {
    answer(new Response(JSON.stringify({ id: "lead-1" }), { status: 201 }));
    await expect(postContact(request)).resolves.toEqual({ status: "sent", id: "lead-1" });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/functions/v1/contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect(init?.headers).toMatchObject({ "content-type": "application/json", accept: "application/json" });
  });

  it("reports a failed connection", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(postContact(request)).resolves.toEqual({ status: "failed", reason: "network" });
  });

  it("reports a server failure without its text", async () => {
    answer(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(postContact(request)).resolves.toEqual({ status: "failed", reason: "server" });
  });

  it("reads Retry-After from a 429, with a default when it is missing", async () => {
    answer(
      new Response(JSON.stringify({ error: "Slow down." }), {
        status: 429,
        headers: { "retry-after": "90" },
      }),
    );
    await expect(postContact(request)).resolves.toEqual({ status: "rate-limited", retryAfterSeconds: 90 });
    answer(new Response("{}", { status: 429 }));
    await expect(postContact(request)).resolves.toEqual({
      status: "rate-limited",
      retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS,
    });
  });

  it("keeps only short sentences from a 400: never markup or a stack trace", async () => {
    answer(
      new Response(
        JSON.stringify({
          error: "Error: invalid\n    at validate (contact.ts:10:5)",
          fieldErrors: {
            email: ["Please enter a valid e-mail address.", "<b>x</b>", 42],
            phone: "Bad phone.",
          },
        }),
        { status: 400 },
      ),
    );
    await expect(postContact(request)).resolves.toEqual({
      status: "invalid",
      error: null,
      fieldErrors: { email: ["Please enter a valid e-mail address."], phone: ["Bad phone."] },
    });
  });

  it("treats a 400 without JSON as a form-level problem", async () => {
    answer(new Response("Bad request", { status: 400 }));
    await expect(postContact(request)).resolves.toEqual({ status: "invalid", fieldErrors: {}, error: null });
  });
});
