// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Insights } from "../../../contracts/insights.ts";
import type { AdminResult } from "../admin-fetch.ts";
import { InsightsPage, loadInsights } from "./insights-page.tsx";

const insights: Insights = {
  from: "2026-11-20",
  to: "2026-11-22",
  language: null,
  conversationsPerDay: [
    { date: "2026-11-20", conversations: 0 },
    { date: "2026-11-21", conversations: 2 },
    { date: "2026-11-22", conversations: 1 },
  ],
  services: [{ slug: "sms-services", name: "SMS Services", conversations: 2 }],
  markets: [{ slug: "qatar", name: "Qatar", conversations: 1 }],
  conversion: { conversations: 3, withLead: 1, rate: 1 / 3 },
  unanswered: {
    total: 1,
    byReason: { "out-of-scope": 1, "not-found": 0, handoff: 0 },
    byLanguage: { en: 12, ar: 3, hi: 1 },
    items: [
      {
        turnId: "t1",
        conversationId: "c1",
        reason: "out-of-scope",
        question: "Do you sell pizza?",
        answer: "I can only help with business messaging.",
        at: "2026-11-22T14:03:00.000Z",
        language: "ar",
      },
    ],
    groups: [
      {
        key: "whatsapp-services:QA",
        label: "WhatsApp Business · Qatar",
        count: 7,
        latest: {
          turnId: "t3",
          conversationId: "c3",
          question: "Templates in Arabic?",
          at: "2026-11-22T10:00:00.000Z",
        },
      },
      {
        key: "other",
        label: "Other",
        count: 1,
        latest: {
          turnId: "t1",
          conversationId: "c1",
          question: "Do you sell pizza?",
          at: "2026-11-22T14:03:00.000Z",
        },
      },
    ],
  },
  notHelpful: {
    total: 4,
    items: [
      {
        turnId: "t2",
        conversationId: "c2",
        question: "and Kuwait?",
        answer: "An SMS to Kuwait costs…",
        at: "2026-11-21T09:30:00.000Z",
        ratedAt: "2026-11-21T09:31:00.000Z",
        language: "en",
      },
    ],
    groups: [
      {
        key: "sms-services:KW",
        label: "SMS Services · Kuwait",
        count: 4,
        latest: {
          turnId: "t2",
          conversationId: "c2",
          question: "and Kuwait?",
          at: "2026-11-21T09:30:00.000Z",
        },
      },
    ],
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`At ${pathname}${search}`}</p>;
}

function show(result: AdminResult<Insights>) {
  const Page = () => (
    <>
      <InsightsPage result={result} />
      <Where />
    </>
  );
  const Stub = createRoutesStub([{ path: "/admin/insights", Component: Page }]);
  return render(<Stub initialEntries={["/admin/insights"]} />);
}

afterEach(() => vi.restoreAllMocks());

describe("InsightsPage", () => {
  it("shows the range, the figures and the conversion", () => {
    show({ ok: true, data: insights });
    expect(screen.getByRole("heading", { level: 1, name: "What visitors ask" })).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-20");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-11-22");
    expect(screen.getByText("33.3%")).toBeTruthy();
    expect(screen.getByRole("img", { name: /3 in total, most on 21 Nov \(2\)/ })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Conversations per day" })).toBeTruthy();
    const services = screen.getByRole("table", { name: "Services, by conversations" });
    expect(within(services).getByRole("rowheader", { name: "SMS Services" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Markets, by conversations" })).toBeTruthy();
  });

  it("groups unanswered questions and Not helpful answers by topic, each with its count and latest example", () => {
    show({ ok: true, data: insights });
    expect(
      screen.getByRole("heading", { level: 2, name: "Questions the assistant could not answer" }),
    ).toBeTruthy();
    expect(screen.getByText("Out of scope: 1 · Nothing found: 0 · Handoff offered: 0")).toBeTruthy();
    const questions = screen.getByRole("table", { name: "Questions by topic, most frequent first" });
    const rows = within(questions).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "WhatsApp Business · Qatar",
      "Other",
    ]);
    expect(rows[0]?.textContent).toContain("7");
    expect(rows[0]?.textContent).toContain("“Templates in Arabic?”");
    // Each example's link is drawn twice: under it on a phone, in its own column on a wider screen.
    const hrefs = within(questions)
      .getAllByRole("link", { name: /^Transcript of the conversation from / })
      .map((link) => link.getAttribute("href"));
    expect([...new Set(hrefs)]).toEqual([
      "/admin/conversation?id=c3&turn=t3#turn-t3",
      "/admin/conversation?id=c1&turn=t1#turn-t1",
    ]);
    const answers = screen.getByRole("table", { name: "Answers by topic, most frequent first" });
    expect(within(answers).getByRole("rowheader").textContent).toBe("SMS Services · Kuwait");
    expect(within(answers).getAllByRole("link")[0]?.getAttribute("href")).toBe(
      "/admin/conversation?id=c2&turn=t2#turn-t2",
    );
    // The flat lists, newest first, are folded below the groups.
    expect(screen.getByText("Every one of the 4 answers, newest first")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Answers marked Not helpful" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Newest first; the latest 1 of 4." })).toBeTruthy();
  });

  it("asks for another range by navigating to it, so the loader runs again", async () => {
    show({ ok: true, data: insights });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.submit(screen.getByRole("form", { name: "Range and language" }));
    expect(await screen.findByText("At /admin/insights?from=2026-11-01&to=2026-11-22")).toBeTruthy();
  });

  it("filters by a language chosen in a labelled select, and counts unanswered questions per language", async () => {
    show({ ok: true, data: insights });
    expect(screen.getByText("Unanswered by language: English 12, Arabic 3, Hindi 1")).toBeTruthy();
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect([...select.options].map((option) => option.text)).toEqual([
      "All languages",
      "English",
      "Arabic",
      "Hindi",
    ]);
    fireEvent.change(select, { target: { value: "ar" } });
    fireEvent.submit(screen.getByRole("form", { name: "Range and language" }));
    expect(
      await screen.findByText("At /admin/insights?from=2026-11-20&to=2026-11-22&language=ar"),
    ).toBeTruthy();
  });

  it("shows each listed question's language in a column of its own, and says when one language is shown", () => {
    show({ ok: true, data: { ...insights, language: "ar" } });
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("ar");
    expect(screen.getByText(/^Only conversations in Arabic/)).toBeTruthy();
    const questions = screen.getByRole("table", { name: "Newest first; all 1." });
    const [header, row] = within(questions).getAllByRole("row");
    const columns = within(header as HTMLElement)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(columns).toEqual(["When", "Question", "Language", "Why", "Transcript"]);
    expect(within(row as HTMLElement).getAllByRole("cell")[2]?.textContent).toBe("Arabic");
  });

  it("shows the server's sentence and keeps the range form", () => {
    show({ ok: false, status: 400, message: "The from date must not be after the to date." });
    expect(screen.getByRole("alert").textContent).toBe("The from date must not be after the to date.");
    expect(screen.getByRole("button", { name: "Show" })).toBeTruthy();
  });
});

describe("loadInsights", () => {
  it("passes on only the range and the language", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify(insights), { status: 200 }));
    await loadInsights(new Request("http://127.0.0.1/admin/insights?from=2026-11-20&to=2026-11-22&x=1"));
    await loadInsights(new Request("http://127.0.0.1/admin/insights"));
    await loadInsights(new Request("http://127.0.0.1/admin/insights?language=hi"));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/functions/v1/admin/insights?from=2026-11-20&to=2026-11-22",
      "/functions/v1/admin/insights",
      "/functions/v1/admin/insights?language=hi",
    ]);
  });
});
