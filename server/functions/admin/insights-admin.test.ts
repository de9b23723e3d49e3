// The operator's insights and transcripts: GET /functions/v1/admin/insights and /admin/conversations/:id.
import { describe, expect, it } from "vitest";
import { adminToken, app } from "../../../tests/support/contact-test-app.ts";
import { DEFAULT_DAYS, parseRange } from "./insights-admin.ts";

const get = (target: string, token?: string) =>
  app.request(
    `/functions/v1/admin/${target}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
const send = (message: string, conversationId?: string) =>
  app.request("/functions/v1/chat", {
    method: "POST",
    headers: { "content-type": "application/json", referer: "http://127.0.0.1:3000/about" },
    body: JSON.stringify({ message, conversationId }),
  });

describe("parseRange", () => {
  const now = Date.parse("2026-11-22T23:59:00Z");

  it("defaults to the last 30 days in UTC, today included", () => {
    expect(parseRange(undefined, undefined, now)).toEqual({ from: "2026-10-24", to: "2026-11-22" });
    expect(DEFAULT_DAYS).toBe(30);
    expect(parseRange(undefined, "2026-03-01", now)).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(parseRange("2026-11-20", undefined, now)).toEqual({ from: "2026-11-20", to: "2026-11-22" });
  });

  it("refuses a malformed or impossible day, a reversed range and more than 366 days", () => {
    expect(parseRange("2026-02-30", "2026-03-01", now)).toMatch(/from date/);
    expect(parseRange("yesterday", undefined, now)).toMatch(/from date/);
    expect(parseRange(undefined, "2026-11-22T00:00:00Z", now)).toMatch(/to date/);
    expect(parseRange("2026-11-23", "2026-11-22", now)).toMatch(/not be after/);
    expect(parseRange("2025-11-21", "2026-11-22", now)).toMatch(/at most 366 days/);
    expect(parseRange("2025-11-22", "2026-11-22", now)).toEqual({ from: "2025-11-22", to: "2026-11-22" });
  });
});

describe("GET /functions/v1/admin/insights", () => {
  it("needs the operator token", async () => {
    expect((await get("insights")).status).toBe(401);
    expect((await get("insights", "wrong-token-of-some-length")).status).toBe(401);
  });

  it("counts a question asked a moment ago (buffered turns are flushed first)", async () => {
    const asked = (await (await send("Do you sell pizza?")).json()) as { conversationId: string };
    const response = await get("insights", adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const insights = (await response.json()) as {
      from: string;
      to: string;
      conversationsPerDay: unknown[];
      unanswered: { items: { conversationId: string; reason: string; question: string }[] };
    };
    expect(insights.to).toBe(new Date().toISOString().slice(0, 10));
    expect(insights.conversationsPerDay).toHaveLength(30);
    expect(insights.unanswered.items).toContainEqual(
      expect.objectContaining({
        conversationId: asked.conversationId,
        reason: "out-of-scope",
        question: "Do you sell pizza?",
      }),
    );
  });

  it("refuses a bad range with a sentence, and other methods", async () => {
    const response = await get("insights?from=2026-11-23&to=2026-11-22", adminToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The from date must not be after the to date." });
    expect((await get("insights?to=22/11/2026", adminToken)).status).toBe(400);
    const post = await app.request("/functions/v1/admin/insights", {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(post.status).toBe(405);
  });
});

describe("GET /functions/v1/admin/conversations/:id", () => {
  it("needs the operator token", async () => {
    expect((await get("conversations/6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11")).status).toBe(401);
  });

  it("gives the transcript with the page it started on", async () => {
    const first = (await (await send("How much is an SMS to Qatar?")).json()) as { conversationId: string };
    await send("and Kuwait?", first.conversationId);
    const response = await get(`conversations/${first.conversationId}`, adminToken);
    expect(response.status).toBe(200);
    const transcript = (await response.json()) as {
      id: string;
      sourcePath: string;
      leadId: string | null;
      turns: { role: string; content: string; feedback: string | null }[];
    };
    expect(transcript).toMatchObject({ id: first.conversationId, sourcePath: "/about", leadId: null });
    expect(transcript.turns.map((turn) => turn.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(transcript.turns[2]?.content).toBe("and Kuwait?");
  });

  it("answers 404 with a sentence for an unknown or malformed id", async () => {
    for (const id of ["6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11", "not-an-id", "%27%3B%20drop"]) {
      const response = await get(`conversations/${id}`, adminToken);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: "There is no such conversation." });
    }
  });
});
