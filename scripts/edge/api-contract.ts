/**
 * One set of HTTP tests for the site functions, run against any base URL that serves
 * them at `${baseUrl}/<name>`: the Node server (/functions/v1 on it) and the Edge
 * Functions under Deno (`npm run edge:serve`). Both must answer alike (decision 046).
 */

import postgres from "postgres";
import { expect, it } from "vitest";
import { sampleLead } from "../../tests/support/sample-lead.ts";

export interface ApiTarget {
  /** e.g. http://127.0.0.1:3221/functions/v1 */
  baseUrl: string;
  /** The PostgreSQL database the target writes to. */
  databaseUrl: string;
  /** The site's origin (SITE_ORIGIN), the one allowed to call the functions from a browser. */
  siteOrigin: string;
  /** ADMIN_TOKEN, for the console's endpoints. */
  adminToken: string;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", ...headers },
});

/** A query on the target's database, on a connection of its own. */
async function query<T>(databaseUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export function apiContract(target: () => ApiTarget): void {
  const call = (name: string, init?: RequestInit) => fetch(`${target().baseUrl}/${name}`, init);
  const chat = async (message: string, conversationId?: string, headers: Record<string, string> = {}) => {
    const response = await call(
      "chat",
      json({ message, ...(conversationId ? { conversationId } : {}) }, headers),
    );
    return {
      status: response.status,
      body: (await response.json()) as { response: string; conversationId: string; turnId: string },
    };
  };

  it("chat answers, and a follow-up in the conversation continues it", async () => {
    const first = await call("chat", json({ message: "How much is an SMS to Qatar?" }));
    expect(first.status).toBe(200);
    const opened = (await first.json()) as { response: string; conversationId: string; turnId: string };
    expect(opened.response.length).toBeGreaterThan(20);
    expect(opened.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await call(
      "chat",
      json({ message: "And to Kuwait?", conversationId: opened.conversationId }),
    );
    expect(second.status).toBe(200);
    const followUp = (await second.json()) as { response: string; conversationId: string; turnId: string };
    expect(followUp.conversationId).toBe(opened.conversationId);
    expect(followUp.turnId).not.toBe(opened.turnId);
    // The answer follows the conversation: "And to Kuwait?" alone names no product.
    expect(followUp.response).toMatch(/SMS/);
    expect(followUp.response).toMatch(/Kuwait/);
    // Both turns of both messages are stored; the Node server writes them behind (decision 032).
    const sql = postgres(target().databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await expect
        .poll(async () => {
          const [row] = await sql`select count(*)::int as turns from chat_turns
            where conversation_id = ${opened.conversationId}`;
          return row?.turns;
        })
        .toBe(4);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it("chat keeps a Referer only when it is a page of this site (decision 054)", async () => {
    const started = async (referer: string) =>
      (await chat("Hello", undefined, { referer })).body.conversationId;
    const ids = {
      page: await started(`${target().siteOrigin}/services/sms-services`),
      doubleSlash: await started("http://a//evil.example/phish"),
      scheme: await started("x:https://evil.example/login"),
      script: await started("x:javascript:alert(1)"),
    };
    const stored = await query(target().databaseUrl, async (sql) => {
      const rows =
        await sql`select id, source_path from conversations where id in ${sql(Object.values(ids))}`;
      return new Map(rows.map((row) => [row.id as string, row.source_path as string | null]));
    });
    expect(stored.get(ids.page)).toBe("/services/sms-services");
    expect([stored.get(ids.doubleSlash), stored.get(ids.scheme), stored.get(ids.script)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("a conversation belongs to one lead; erasing a later lead keeps it (decision 055)", async () => {
    const { conversationId } = (await chat("I would like a quote for SMS to Kuwait")).body;
    const lead = (name: string) => ({
      name,
      email: "omar@example.com",
      message: "Please send us a quote for SMS to Kuwait.",
      consent: true,
      website: "",
      idempotencyKey: `reuse-${crypto.randomUUID()}`,
      conversationId,
    });
    const headers = { origin: target().siteOrigin };
    const first = await call("contact", json(lead("Omar Haddad"), headers));
    const second = await call("contact", json(lead("Someone Else"), headers));
    expect([first.status, second.status]).toEqual([201, 201]);
    const secondId = ((await second.json()) as { id: string }).id;
    const linked = () =>
      query(
        target().databaseUrl,
        (sql) => sql`select id, source from leads where conversation_id = ${conversationId}`,
      );
    expect(await linked()).toHaveLength(1);
    const erased = await call(`admin/leads/${secondId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${target().adminToken}` },
    });
    expect(erased.status).toBe(200);
    const turns = await query(
      target().databaseUrl,
      (sql) => sql`select count(*)::int as n from chat_turns where conversation_id = ${conversationId}`,
    );
    expect(turns[0]?.n).toBe(2);
    expect(await linked()).toHaveLength(1);
  });

  it("chat answers the 101st message of a conversation with 200 in a new one that says so (decision 056)", async () => {
    const { conversationId } = (await chat("How much is an SMS to Qatar?")).body;
    for (let i = 2; i <= 100; i++) {
      const next = await chat(i % 2 ? "and to Kuwait?" : "and to Bahrain?", conversationId);
      expect(next.status).toBe(200);
      expect(next.body.conversationId).toBe(conversationId);
    }
    const past = await chat("and to Oman?", conversationId);
    expect(past.status).toBe(200);
    expect(past.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(past.body.conversationId).not.toBe(conversationId);
    expect(past.body.response).toMatch(
      /^Our previous conversation reached its limit of 100 messages, so this answer starts a new one\. /,
    );
  }, 120_000);

  it("chat refuses a bad body with 400 and a sentence", async () => {
    const response = await call("chat", json({ message: "" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Please type a message." });
  });

  it("chat-feedback stores one rating per answer: 204, then 409", async () => {
    const chat = (await (await call("chat", json({ message: "Do you offer OTP SMS?" }))).json()) as {
      conversationId: string;
      turnId: string;
    };
    const rating = { conversationId: chat.conversationId, turnId: chat.turnId, helpful: true };
    expect((await call("chat-feedback", json(rating))).status).toBe(204);
    const again = await call("chat-feedback", json({ ...rating, helpful: false }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
  });

  it("contact stores a lead (201); the same idempotency key again stores it once", async () => {
    const idempotencyKey = `contract-${crypto.randomUUID()}`;
    const lead = { ...sampleLead, idempotencyKey };
    const headers = { origin: target().siteOrigin };
    const first = await call("contact", json(lead, headers));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const again = await call("contact", json(lead, headers));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const sql = postgres(target().databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql`select id from leads where idempotency_key = ${idempotencyKey}`;
      expect(rows.map((row) => row.id)).toEqual([id]);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it("contact refuses another site's page with 403 and a sentence", async () => {
    const response = await call("contact", json({}, { origin: "https://elsewhere.example" }));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
  });

  it("sms-rates lists the published rates", async () => {
    const response = await call("sms-rates");
    expect(response.status).toBe(200);
    const rates = (await response.json()) as { country: string }[];
    expect(rates.length).toBeGreaterThan(5);
    expect(rates.every((rate) => typeof rate.country === "string")).toBe(true);
  });

  it("voice-llm answers an OpenAI-style chat completion", async () => {
    const response = await call(
      "voice-llm/chat/completions",
      json({
        model: "gpt-4o",
        stream: false,
        messages: [{ role: "user", content: "Tell me about WhatsApp" }],
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toMatch(/WhatsApp/);
  });

  it("CORS: the site's origin may call with the Supabase client's headers; others get no grant", async () => {
    const preflight = (origin: string) =>
      call("chat", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "apikey, authorization, x-client-info, content-type",
        },
      });
    const allowed = await preflight(target().siteOrigin);
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(target().siteOrigin);
    const granted = (allowed.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of ["apikey", "authorization", "x-client-info", "content-type"])
      expect(granted).toContain(header);
    const refused = await preflight("https://elsewhere.example");
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an unknown function is 404 with a sentence", async () => {
    const response = await call("no-such-function");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "There is no such function." });
  });
}
