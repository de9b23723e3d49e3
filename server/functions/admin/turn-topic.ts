/**
 * The topic an insights list groups a stored assistant turn under (decision 082): its
 * conversation's service and market ("WhatsApp Business · Qatar"), else the state's topic
 * ("Pricing"), else "Other". The one place that reads the stored dialogue state for insights,
 * so a new shape of that state is adapted here and nowhere else; the service and market come
 * from the same reading a lead's fields do (conversation-topic.ts, decision 080).
 */
import { services, smsCountries } from "../../../app/content/catalogue.ts";
import { conversationTopic } from "../contact/conversation-topic.ts";

export interface StoredTurnTopic {
  /** The conversation's stored dialogue state (server/brain/types.ts DialogueState). */
  state: unknown;
  /** The pages the turn's answer linked, then those of the conversation's other answers. */
  linkedPaths: readonly string[];
}

export interface TurnTopic {
  /** Stable across requests: "whatsapp-services:QA", "topic:pricing", "other". */
  key: string;
  label: string;
}

const serviceNames = new Map(services.map((service) => [service.slug, service.name]));
const marketNames = new Map(smsCountries.map((market) => [market.isoCode, market.shortName]));
const topicNames: Record<string, string> = {
  pricing: "Pricing",
  registration: "Registration",
  regulation: "Regulation",
  careers: "Careers",
  contact: "Contact",
};

export const OTHER_TOPIC: TurnTopic = { key: "other", label: "Other" };

export function turnTopic({ state, linkedPaths }: StoredTurnTopic): TurnTopic {
  const { service, country } = conversationTopic({ state, linkedPaths });
  if (service || country) {
    const label = [service && serviceNames.get(service), country && marketNames.get(country)]
      .filter(Boolean)
      .join(" · ");
    return { key: `${service ?? ""}:${country ?? ""}`, label };
  }
  const topic = state && typeof state === "object" ? (state as Record<string, unknown>).topic : undefined;
  if (typeof topic === "string" && topicNames[topic])
    return { key: `topic:${topic}`, label: topicNames[topic] };
  return OTHER_TOPIC;
}
