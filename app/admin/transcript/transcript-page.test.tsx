// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConversationTranscript } from "../../../contracts/transcript.ts";
import type { AdminResult } from "../admin-fetch.ts";
import { loadTranscript, TranscriptPage, turnIdOf } from "./transcript-page.tsx";

const conversation: ConversationTranscript = {
  id: "c1",
  createdAt: "2026-11-22T14:03:00.000Z",
  updatedAt: "2026-11-22T14:05:00.000Z",
  sourcePath: "/services/sms-services",
  language: "en",
  leadId: "9d3f0a7e-0000-4000-8000-000000000001",
  page: 1,
  pages: 1,
  pageSize: 50,
  totalTurns: 2,
  turns: [
    { id: "u1", role: "user", content: "Do you sell pizza?", at: "2026-11-22T14:03:00.000Z" },
    {
      id: "a1",
      role: "assistant",
      content: "No.",
      at: "2026-11-22T14:03:00.000Z",
      unanswered: "out-of-scope",
    },
  ],
};

function show(result: AdminResult<ConversationTranscript>) {
  const Stub = createRoutesStub([
    { path: "/admin/conversation", Component: () => <TranscriptPage result={result} /> },
  ]);
  return render(<Stub initialEntries={["/admin/conversation?id=c1"]} />);
}

describe("TranscriptPage", () => {
  it("shows where the conversation started, its lead and its turns", () => {
    show({ ok: true, data: conversation });
    expect(screen.getByRole("heading", { level: 1, name: /^Conversation from \d{1,2} Nov/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "/services/sms-services" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sent to sales: open the lead" }).getAttribute("href")).toMatch(
      /^\/admin\/lead\?id=9d3f0a7e/,
    );
    expect(screen.getByText("Could not answer: Out of scope")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to What visitors ask" }).getAttribute("href")).toBe(
      "/admin/insights",
    );
  });

  it("names the conversation's language in words, beside its label", () => {
    show({ ok: true, data: { ...conversation, language: "ar" } });
    const label = screen.getByText("Language", { selector: "dt" });
    expect(label.nextElementSibling?.textContent).toBe("Arabic");
  });

  it("names the start page when the server knows it, and says so in words when nobody does", () => {
    show({ ok: true, data: { ...conversation, sourcePageName: "SMS Services" } });
    expect(screen.getByRole("link", { name: "SMS Services" }).getAttribute("href")).toBe(
      "/services/sms-services",
    );
    cleanup();
    show({ ok: true, data: { ...conversation, sourcePath: null, sourcePageName: null } });
    expect(screen.getByText("An unknown page (the browser did not say which)")).toBeTruthy();
  });

  it.each(["//evil.example/phish", "https://evil.example/login", "javascript:alert(1)", "/\\evil.example"])(
    "shows a stored start page that is not a path of this site as text, never a link: %s",
    (sourcePath) => {
      show({ ok: true, data: { ...conversation, sourcePath } });
      expect(screen.queryByRole("link", { name: sourcePath })).toBeNull();
      expect(screen.getByText(sourcePath).closest("a")).toBeNull();
    },
  );

  it("pages a long transcript: where the page is, and links to earlier and later turns (decision 056)", () => {
    show({ ok: true, data: { ...conversation, page: 2, pages: 3, totalTurns: 120 } });
    const pages = screen.getByRole("navigation", { name: "Transcript pages" });
    expect(pages.textContent).toContain("Turns 51–100 of 120");
    expect(screen.getByRole("link", { name: "Earlier turns" }).getAttribute("href")).toBe(
      "/admin/conversation?id=c1&page=1",
    );
    expect(screen.getByRole("link", { name: "Later turns" }).getAttribute("href")).toBe(
      "/admin/conversation?id=c1&page=3",
    );
  });

  it("shows no page links for a transcript of one page, and only the way back on the last", () => {
    show({ ok: true, data: conversation });
    expect(screen.queryByRole("navigation", { name: "Transcript pages" })).toBeNull();
    show({ ok: true, data: { ...conversation, page: 3, pages: 3, totalTurns: 120 } });
    expect(screen.queryByRole("link", { name: "Later turns" })).toBeNull();
    expect(screen.getByText("Turns 101–120 of 120")).toBeTruthy();
  });

  it("shows the server's sentence for an unknown conversation", () => {
    show({ ok: false, status: 404, message: "There is no such conversation." });
    expect(screen.getByRole("alert").textContent).toBe("There is no such conversation.");
  });
});

describe("loadTranscript and turnIdOf", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server for the page, or the page of the turn, in the query", async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetch);
    await loadTranscript(new Request("http://127.0.0.1/admin/conversation?id=c1&page=2"));
    await loadTranscript(new Request("http://127.0.0.1/admin/conversation?id=c1&turn=t9#turn-t9"));
    await loadTranscript(new Request("http://127.0.0.1/admin/conversation?id=c1"));
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      "/functions/v1/admin/conversations/c1?page=2",
      "/functions/v1/admin/conversations/c1?turn=t9",
      "/functions/v1/admin/conversations/c1",
    ]);
  });

  it("needs an id, and reads the turn from the hash", async () => {
    expect(await loadTranscript(new Request("http://127.0.0.1/admin/conversation"))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(turnIdOf("#turn-a1")).toBe("a1");
    expect(turnIdOf("#main-content")).toBeNull();
  });
});
