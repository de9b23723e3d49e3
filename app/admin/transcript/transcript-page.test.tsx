// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminResult } from "../admin-fetch";
import { loadTranscript, TranscriptPage, turnIdOf } from "./transcript-page";
import type { ConversationTranscript } from "./transcript-types";

const conversation: ConversationTranscript = {
  id: "c1",
  createdAt: "2026-11-22T14:03:00.000Z",
  updatedAt: "2026-11-22T14:05:00.000Z",
  sourcePath: "/services/sms-services",
  leadId: "9d3f0a7e-0000-4000-8000-000000000001",
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

  it.each(["//evil.example/phish", "https://evil.example/login", "javascript:alert(1)", "/\\evil.example"])(
    "shows a stored start page that is not a path of this site as text, never a link: %s",
    (sourcePath) => {
      show({ ok: true, data: { ...conversation, sourcePath } });
      expect(screen.queryByRole("link", { name: sourcePath })).toBeNull();
      expect(screen.getByText(sourcePath).closest("a")).toBeNull();
    },
  );

  it("shows the server's sentence for an unknown conversation", () => {
    show({ ok: false, status: 404, message: "There is no such conversation." });
    expect(screen.getByRole("alert").textContent).toBe("There is no such conversation.");
  });
});

describe("loadTranscript and turnIdOf", () => {
  it("needs an id, and reads the turn from the hash", async () => {
    expect(await loadTranscript(new Request("http://127.0.0.1/admin/conversation"))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(turnIdOf("#turn-a1")).toBe("a1");
    expect(turnIdOf("#main-content")).toBeNull();
  });
});
