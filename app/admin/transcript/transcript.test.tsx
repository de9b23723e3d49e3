// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../../contracts/transcript.ts";
import { transcriptHref, transcriptLinkName } from "./format.ts";
import { Transcript } from "./transcript.tsx";

const turns: TranscriptTurn[] = [
  { id: "u1", role: "user", content: "Do you sell pizza?", at: "2026-11-22T14:03:00.000Z" },
  {
    id: "a1",
    role: "assistant",
    content: "I can only help with Relaywave's business messaging.",
    at: "2026-11-22T14:03:00.000Z",
    sources: [{ title: "Services", path: "/services" }],
    unanswered: "out-of-scope",
    feedback: null,
  },
  { id: "u2", role: "user", content: "and Kuwait?", at: "2026-11-22T14:04:00.000Z" },
  {
    id: "a2",
    role: "assistant",
    content: "An SMS to Kuwait costs…",
    at: "2026-11-22T14:04:00.000Z",
    sources: [],
    unanswered: null,
    feedback: "not-helpful",
  },
  { id: "u3", role: "user", content: "Thanks", at: "2026-11-22T14:05:00.000Z" },
  {
    id: "a3",
    role: "assistant",
    content: "You're welcome.",
    at: "2026-11-22T14:05:00.000Z",
    feedback: "helpful",
  },
];

describe("Transcript", () => {
  it("renders the assistant's emphasis and links as the panel does, and keeps the visitor's words as text", () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/conversation",
        Component: () => (
          <Transcript
            turns={[
              {
                id: "u9",
                role: "user",
                content: "**Not bold** <b>nor this</b>",
                at: "2026-11-22T14:03:00.000Z",
              },
              {
                id: "a9",
                role: "assistant",
                content: "**Banking and fintech OTPs**: see [SMS in Qatar](/services/sms-services/qatar).",
                at: "2026-11-22T14:03:00.000Z",
              },
            ]}
          />
        ),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/admin/conversation"]} />);
    const answer = container.querySelector("#turn-a9") as HTMLElement;
    expect(answer.querySelector("strong")?.textContent).toBe("Banking and fintech OTPs");
    expect(answer.textContent).not.toContain("**");
    expect(within(answer).getByRole("link", { name: "SMS in Qatar" }).getAttribute("href")).toBe(
      "/services/sms-services/qatar",
    );
    const question = container.querySelector("#turn-u9") as HTMLElement;
    expect(question.querySelector("strong, b")).toBeNull();
    expect(question.textContent).toContain("**Not bold** <b>nor this</b>");
  });

  it("lists every turn with who said it, anchored by turn id", () => {
    const { container } = render(<Transcript turns={turns} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(within(items[0] as HTMLElement).getByText("Visitor")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Assistant")).toBeTruthy();
    expect(container.querySelector("#turn-a2")?.textContent).toContain("An SMS to Kuwait costs…");
    expect(screen.getByRole("link", { name: "Services" }).getAttribute("href")).toBe("/services");
  });

  it("says in words which answers it could not give and which were marked Not helpful, and highlights them", () => {
    const { container } = render(<Transcript turns={turns} />);
    expect(
      within(container.querySelector("#turn-a1") as HTMLElement).getByText("Could not answer: Out of scope"),
    ).toBeTruthy();
    expect(
      within(container.querySelector("#turn-a2") as HTMLElement).getByText("Marked Not helpful"),
    ).toBeTruthy();
    expect(
      within(container.querySelector("#turn-a3") as HTMLElement).getByText("Marked Helpful"),
    ).toBeTruthy();
    expect(container.querySelector("#turn-a1")?.className).toContain("amber");
    expect(container.querySelector("#turn-a2")?.className).toContain("amber");
    expect(container.querySelector("#turn-a3")?.className).not.toContain("amber");
  });

  it("focuses the linked turn", async () => {
    const { container } = render(<Transcript turns={turns} focusTurnId="a2" />);
    const target = container.querySelector("#turn-a2");
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target?.getAttribute("tabindex")).toBe("-1");
    expect(container.querySelector("#turn-a1")?.hasAttribute("tabindex")).toBe(false);
  });

  it("takes a lead export's lighter turns (role, content, at)", () => {
    render(
      <Transcript
        turns={[
          { role: "user", content: "I want a demo", at: "2026-11-22T10:00:00.000Z" },
          { role: "assistant", content: "Our sales team will reply.", at: "2026-11-22T10:00:00.000Z" },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Our sales team will reply.")).toBeTruthy();
  });
});

describe("transcript links", () => {
  it("point at the pre-rendered page with the id in the query and the turn in the query and the hash", () => {
    // The turn in the query too: the server answers the page that holds it (decision 056).
    expect(transcriptHref("c-1", "t-2")).toBe("/admin/conversation?id=c-1&turn=t-2#turn-t-2");
    expect(transcriptHref("c 1")).toBe("/admin/conversation?id=c%201");
    expect(transcriptLinkName("2026-11-22T14:03:00.000Z")).toMatch(
      /^Transcript of the conversation from \d{1,2} Nov, \d{2}:\d{2}$/,
    );
  });
});
