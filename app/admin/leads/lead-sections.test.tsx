// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeadDetailJson } from "../../../contracts/admin-api.ts";
import { LeadTranscript } from "./lead-sections.tsx";

const lead: LeadDetailJson["lead"] = {
  id: "9d3f0a7e-0000-4000-8000-000000000001",
  createdAt: "2026-11-22T14:03:00.000Z",
  name: "Ana",
  email: "ana@example.com",
  company: null,
  phone: null,
  country: null,
  service: null,
  message: "Please call me.",
  consent: true,
  idempotencyKey: "k",
  sourcePath: null,
  locale: "en",
  userAgent: null,
  conversationId: "6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11",
  source: "assistant",
  status: "new",
};

const turns = Array.from({ length: 50 }, (_, i) => ({
  role: i % 2 ? ("assistant" as const) : ("user" as const),
  content: `Turn ${71 + i}`,
  at: "2026-11-22T14:03:00.000Z",
}));

function show(props: Parameters<typeof LeadTranscript>[0]) {
  const Stub = createRoutesStub([{ path: "/admin/lead", Component: () => <LeadTranscript {...props} /> }]);
  return render(<Stub initialEntries={["/admin/lead"]} />);
}

describe("LeadTranscript (decisions 055, 056)", () => {
  it("shows the latest turns of a long conversation and links to the whole of it", () => {
    show({ lead, transcript: turns, transcriptTurns: 120 });
    expect(screen.getByRole("heading", { name: "Conversation with the assistant" })).toBeTruthy();
    expect(screen.getByText("Showing the latest 50 of 120 turns.")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(50);
    expect(
      screen.getByRole("link", { name: "Read the whole conversation (120 turns)" }).getAttribute("href"),
    ).toBe(`/admin/conversation?id=${lead.conversationId}`);
  });

  it("says a lead came from the assistant when it holds no conversation", () => {
    show({ lead: { ...lead, conversationId: null }, transcript: null, transcriptTurns: null });
    expect(screen.getByRole("heading", { name: "Conversation with the assistant" })).toBeTruthy();
    expect(
      screen.getByText(
        "This lead was sent from the assistant. Its conversation is not shown here: it belongs to an earlier lead, or it was deleted after the retention period.",
      ),
    ).toBeTruthy();
  });

  it("shows nothing for a lead from the contact form", () => {
    const { container } = show({
      lead: { ...lead, conversationId: null, source: "contact-form" },
      transcript: null,
      transcriptTurns: null,
    });
    expect(container.textContent).toBe("");
  });
});
