import { describe, expect, it } from "vitest";
import type { TopicTurnRow } from "../../db/insights-repository.ts";
import { groupByTopic } from "./topic-groups.ts";
import { turnTopic } from "./turn-topic.ts";

const whatsapp = "/services/whatsapp-services";
const qatar = "/services/sms-services/qatar";

describe("turnTopic (decision 082)", () => {
  it("names the conversation's service and market, as a lead's fields do", () => {
    expect(turnTopic({ state: { service: whatsapp, market: qatar }, linkedPaths: [] })).toEqual({
      key: "whatsapp-services:QA",
      label: "WhatsApp Business · Qatar",
    });
    expect(turnTopic({ state: {}, linkedPaths: ["/services/sms-services/kuwait"] })).toEqual({
      key: "sms-services:KW",
      label: "SMS · Kuwait",
    });
  });

  it("falls back on the state's topic, then Other", () => {
    expect(turnTopic({ state: { topic: "pricing" }, linkedPaths: ["/contact"] })).toEqual({
      key: "topic:pricing",
      label: "Pricing",
    });
    expect(turnTopic({ state: { topic: "something-new" }, linkedPaths: [] }).label).toBe("Other");
    expect(turnTopic({ state: null, linkedPaths: [] }).label).toBe("Other");
  });
});

describe("groupByTopic", () => {
  const row = (turnId: string, at: string, state: unknown): TopicTurnRow => ({
    turnId,
    conversationId: `c-${turnId}`,
    question: `Question ${turnId}`,
    at,
    state,
    linkedPaths: [],
  });

  it("counts each topic, keeps its newest question, and puts the most frequent first, Other last among equals", () => {
    const groups = groupByTopic([
      row("1", "2026-11-20T10:00:00.000Z", {}),
      row("2", "2026-11-22T10:00:00.000Z", { service: whatsapp, market: qatar }),
      row("3", "2026-11-21T10:00:00.000Z", { topic: "pricing" }),
      row("4", "2026-11-23T10:00:00.000Z", { service: whatsapp, market: qatar }),
      row("5", "2026-11-19T10:00:00.000Z", { service: whatsapp, market: qatar }),
    ]);
    expect(groups.map((group) => [group.label, group.count, group.latest.turnId])).toEqual([
      ["WhatsApp Business · Qatar", 3, "4"],
      ["Pricing", 1, "3"],
      ["Other", 1, "1"],
    ]);
  });
});
