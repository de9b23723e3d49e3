/**
 * Where a conversation started comes from the Referer, which the visitor controls: only a
 * same-origin http(s) Referer naming a page of the site is kept, as its path; anything else is
 * stored as unknown (decision 054), so the console never links where a visitor pointed it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerEngine } from "../../brain/types.ts";
import type { Database } from "../../db/database.ts";
import { createDatabase } from "../../db/database.ts";
import { chatFunction } from "./chat-function.ts";

const SITE = "https://relaywave.example";
let root: string;
let database: Database;
const engine: AnswerEngine = async () => ({ response: "Hello.", sources: [], state: {} });
const app = new Hono();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "relaywave-referer-"));
  database = await createDatabase({ databaseUrl: null, dataDir: root });
  app.route("/chat", chatFunction({ answer: engine, database: async () => database, siteOrigin: SITE }));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

/** The source path stored with the conversation a message from this Referer starts. */
async function storedSourcePath(referer: string): Promise<string | null | undefined> {
  const response = await app.request("/chat", {
    method: "POST",
    body: JSON.stringify({ message: "Hi" }),
    headers: { "content-type": "application/json", referer },
  });
  expect(response.status).toBe(200);
  const { conversationId } = (await response.json()) as { conversationId: string };
  await database.conversations.flush();
  return (await database.insights.transcript(conversationId))?.sourcePath;
}

describe("the page a conversation started on", () => {
  it.each([
    [`${SITE}/services/sms-services`, "/services/sms-services"],
    [`${SITE}/services/sms-services?utm_source=x#pricing`, "/services/sms-services"],
    [`${SITE}/`, "/"],
    [`${SITE}/about`, "/about"],
  ])("keeps the path of a page of this site: %s", async (referer, expected) => {
    expect(await storedSourcePath(referer)).toBe(expected);
  });

  it.each([
    "http://a//evil.example/phish",
    "x:https://evil.example/login",
    "x:javascript:alert(document.cookie)",
    "javascript:alert(1)",
    `${SITE}//evil.example/phish`,
    `${SITE}/\\evil.example/phish`,
    "https://evil.example/services/sms-services",
    "http://relaywave.example/services/sms-services",
    "https://relaywave.example.evil.example/about",
    `${SITE}/no-such-page`,
    `${SITE}/admin/leads`,
    `${SITE}/about/`,
    "not a url",
  ])("stores anything else as unknown: %s", async (referer) => {
    expect(await storedSourcePath(referer)).toBeNull();
  });
});
