/**
 * A long conversation leaves the console in pieces (decision 056): its transcript JSON in
 * pages of 50 turns, a lead's JSON and the export with the latest 50 turns, their count and
 * the transcript's link, never the whole conversation.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { createApp } from "../../app.ts";
import type { Database } from "../../db/database.ts";
import { createDatabase } from "../../db/database.ts";
import { loadConfig } from "../../env.ts";

const TOKEN = "operator-token-for-paging-tests";
const ORIGIN = "https://relaywave.example";
let root: string;
let database: Database;
let app: ReturnType<typeof createApp>;
/** A conversation of 60 messages of 2 000 characters and their answers: 120 turns. */
let conversationId: string;
const turnIds: string[] = [];
let leadId: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-paging-"));
  const dataDir = path.join(root, "data");
  database = await createDatabase({ databaseUrl: null, dataDir });
  app = createApp({
    config: loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, SITE_ORIGIN: ORIGIN }),
    clientDir: writeMinimalBuild(path.join(root, "client")),
    database: async () => database,
  });
  const conversation = database.conversations.start("/");
  for (let i = 1; i <= 60; i++) {
    const message = `Message ${i}: ${"x".repeat(1990)}`.slice(0, 2000);
    turnIds.push(
      await database.conversations.append(conversation, message, { content: `Answer ${i}`, sources: [] }, {}),
    );
  }
  conversationId = conversation.id;
  await database.conversations.flush();
  const { lead } = await database.leads.insert({
    name: "Ana",
    email: "ana@example.com",
    company: null,
    phone: null,
    country: null,
    service: null,
    message: "Please call me.",
    consent: true,
    idempotencyKey: "paging-lead",
    sourcePath: null,
    userAgent: null,
    conversationId,
    source: "assistant",
  });
  leadId = lead.id;
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (target: string) =>
  app.request(`/functions/v1/admin/${target}`, { headers: { authorization: `Bearer ${TOKEN}` } });

interface Page {
  page: number;
  pages: number;
  pageSize: number;
  totalTurns: number;
  turns: { id: string; content: string }[];
}

describe("GET /functions/v1/admin/conversations/:id", () => {
  it("answers 50 turns a page, oldest first, with the page, the pages and the count", async () => {
    const response = await get(`conversations/${conversationId}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(60_000);
    const first = JSON.parse(text) as Page;
    expect(first).toMatchObject({ page: 1, pages: 3, pageSize: 50, totalTurns: 120 });
    expect(first.turns).toHaveLength(50);
    expect(first.turns[0]?.content).toMatch(/^Message 1: /);
    const last = (await (await get(`conversations/${conversationId}?page=3`)).json()) as Page;
    expect(last.turns).toHaveLength(20);
    expect(last.turns.at(-1)?.content).toBe("Answer 60");
    // Past the last page: the last one.
    expect(((await (await get(`conversations/${conversationId}?page=9`)).json()) as Page).page).toBe(3);
  });

  it("opens the page that holds a turn", async () => {
    // The 38th answer is turn 76: page 2.
    const page = (await (await get(`conversations/${conversationId}?turn=${turnIds[37]}`)).json()) as Page;
    expect(page.page).toBe(2);
    expect(page.turns.some((turn) => turn.id === turnIds[37])).toBe(true);
  });

  it.each(["page=0", "page=abc", "page=1.5", "turn=not-a-turn"])(
    "refuses ?%s with a sentence",
    async (query) => {
      const response = await get(`conversations/${conversationId}?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^The (page|turn) must be .+\.$/);
    },
  );
});

describe("a lead's JSON and the export", () => {
  it("carry the latest 50 turns and how many there are", async () => {
    const detail = (await (await get(`leads/${leadId}`)).json()) as {
      transcript: { content: string }[];
      transcriptTurns: number;
    };
    expect(detail.transcript).toHaveLength(50);
    expect(detail.transcriptTurns).toBe(120);
    expect(detail.transcript.at(-1)?.content).toBe("Answer 60");
    expect(detail.transcript[0]?.content).toMatch(/^Message 36: /);

    const exported = (await (await get("leads?format=json")).json()) as {
      id: string;
      transcript: unknown[];
      transcriptTurns: number;
      transcriptUrl: string;
    }[];
    const row = exported.find((lead) => lead.id === leadId);
    expect(row?.transcript).toHaveLength(50);
    expect(row).toMatchObject({
      transcriptTurns: 120,
      transcriptUrl: `${ORIGIN}/admin/conversation?id=${conversationId}`,
    });
  });
});
