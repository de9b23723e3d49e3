// The operator export of stored leads: GET /functions/v1/admin/leads.
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminToken,
  app,
  database,
  lead,
  origin,
  post,
  root,
} from "../../../tests/support/contact-test-app.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../env.ts";

describe("GET /functions/v1/admin/leads", () => {
  const get = (query: string, token?: string) =>
    app.request(
      `/functions/v1/admin/leads${query}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );

  it("needs the operator token", async () => {
    expect((await get("")).status).toBe(401);
    expect((await get("", "wrong-token-of-some-length")).status).toBe(401);
  });

  it("exports JSON and CSV, optionally since a date", async () => {
    const submitted = lead({ name: "Export Check" });
    await post(submitted);
    const json = await get("?format=json", adminToken);
    expect(json.status).toBe(200);
    const leads = (await json.json()) as { name: string; idempotencyKey: string }[];
    expect(leads.some((row) => row.idempotencyKey === submitted.idempotencyKey)).toBe(true);
    const csv = await get("?format=csv", adminToken);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("Export Check");
    const future = await get("?format=json&since=2999-01-01", adminToken);
    expect(await future.json()).toEqual([]);
  });

  it("links a lead sent from the assistant to its conversation, with the transcript in JSON", async () => {
    const chat = await app.request("/functions/v1/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "I want a demo next week, my email is ana@acme.io" }),
    });
    const { conversationId } = (await chat.json()) as { conversationId: string };
    const fromPanel = lead({ conversationId, sourcePath: "/services/sms-services" });
    const unknown = lead({ conversationId: "6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11" });
    expect((await post(fromPanel, { origin })).status).toBe(201);
    expect((await post(unknown, { origin })).status).toBe(201);
    // The same key without the conversation is another submission.
    expect((await post({ ...fromPanel, conversationId: undefined })).status).toBe(409);

    type Row = {
      idempotencyKey: string;
      conversationId: string | null;
      source: string;
      transcript?: unknown;
    };
    const rows = (await (await get("?format=json", adminToken)).json()) as Row[];
    const linked = rows.find((row) => row.idempotencyKey === fromPanel.idempotencyKey);
    expect(linked).toMatchObject({ conversationId, source: "assistant" });
    expect(linked?.transcript).toEqual([
      { role: "user", content: "I want a demo next week, my email is ana@acme.io", at: expect.any(String) },
      { role: "assistant", content: expect.any(String), at: expect.any(String) },
    ]);
    const unlinked = rows.find((row) => row.idempotencyKey === unknown.idempotencyKey);
    expect(unlinked).toMatchObject({ conversationId: null, source: "assistant" });
    expect(unlinked).not.toHaveProperty("transcript");
    const plain = rows.find((row) => row.conversationId === null && row.source === "contact-form");
    expect(plain).not.toHaveProperty("transcript");

    const csv = await (await get("?format=csv", adminToken)).text();
    expect(csv.split("\r\n")[0]).toMatch(/"sourcePath","locale","userAgent","conversationId","source"$/);
    expect(csv).toContain(`"${conversationId}","assistant"`);
    expect(csv).not.toContain("ana@acme.io");
  });

  it("attaches a conversation to one lead only, and erasing another lead keeps it (decision 055)", async () => {
    const chat = await app.request("/functions/v1/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Can I get a quote for SMS to Qatar?" }),
    });
    const { conversationId } = (await chat.json()) as { conversationId: string };
    const first = await post(lead({ conversationId }), { origin });
    const second = await post(lead({ conversationId, name: "Someone Else" }), { origin });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [firstId, secondId] = [
      ((await first.json()) as { id: string }).id,
      ((await second.json()) as { id: string }).id,
    ];
    const detail = async (id: string) =>
      (await (await get(`/${id}`, adminToken)).json()) as {
        lead: { conversationId: string | null; source: string };
        transcript: unknown[] | null;
      };
    expect((await detail(firstId)).lead.conversationId).toBe(conversationId);
    expect((await detail(firstId)).transcript).toHaveLength(2);
    expect(await detail(secondId)).toMatchObject({
      lead: { conversationId: null, source: "assistant" },
      transcript: null,
    });
    const erased = await app.request(`/functions/v1/admin/leads/${secondId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(erased.status).toBe(200);
    expect((await detail(firstId)).transcript).toHaveLength(2);
  });

  it("refuses a bad format or date with a sentence", async () => {
    expect((await get("?format=xml", adminToken)).status).toBe(400);
    expect((await get("?since=yesterday", adminToken)).status).toBe(400);
  });

  it("without ADMIN_TOKEN takes no token at all, only an operator's session (decision 037)", async () => {
    const config = loadConfig({ DATA_DIR: path.join(root, "data") });
    const closed = createApp({
      config,
      clientDir: path.join(root, "client"),
      database: async () => database,
    });
    expect((await closed.request("/functions/v1/admin/leads")).status).toBe(401);
    const withToken = await closed.request("/functions/v1/admin/leads", {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(withToken.status).toBe(401);
  });
});
