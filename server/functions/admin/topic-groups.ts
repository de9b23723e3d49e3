/**
 * Insights' lists by topic (decision 082): each stored turn's topic from turnTopic, counted,
 * with the newest question of each; most frequent first, "Other" last among equals.
 */
import type { TopicGroup } from "../../../contracts/insights.ts";
import type { TopicTurnRow } from "../../db/insights-repository.ts";
import { turnTopic } from "./turn-topic.ts";

export function groupByTopic(rows: readonly TopicTurnRow[]): TopicGroup[] {
  const groups = new Map<string, TopicGroup>();
  for (const row of rows) {
    const topic = turnTopic({ state: row.state, linkedPaths: row.linkedPaths });
    const latest = {
      turnId: row.turnId,
      conversationId: row.conversationId,
      question: row.question,
      at: row.at,
    };
    const group = groups.get(topic.key);
    if (!group) groups.set(topic.key, { ...topic, count: 1, latest });
    else {
      group.count++;
      if (row.at > group.latest.at) group.latest = latest;
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.count - a.count ||
      Number(a.key === "other") - Number(b.key === "other") ||
      a.label.localeCompare(b.label, "en"),
  );
}
