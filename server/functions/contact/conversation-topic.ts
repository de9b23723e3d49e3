/**
 * What an assistant conversation was about, as a lead's service and country: a visitor who
 * asks about "WhatsApp for our 40 stores in Qatar" and then presses "Send to sales" leaves
 * both fields of the panel's form empty, yet sales should see WhatsApp Business and Qatar
 * (decision 080). The one place that reads the stored dialogue state for it, so a new shape
 * of that state is adapted here and nowhere else.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "../../../app/content/catalogue.ts";

/** A conversation as stored: its latest dialogue state and the pages its answers linked, newest first. */
export interface StoredConversationTopic {
  state: unknown;
  linkedPaths: readonly string[];
}

export interface ConversationTopic {
  /** A service's slug, e.g. "whatsapp-services". */
  service?: string;
  /** ISO 3166-1 alpha-2, e.g. "QA". */
  country?: string;
}

const SMS = "sms-services";
const serviceByPath = new Map(services.map((service) => [servicePath(service.slug), service.slug]));
const countryByPath = new Map(smsCountries.map((market) => [smsCountryPath(market.slug), market.isoCode]));

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * The state's service and market (paths of their pages, server/brain/types.ts DialogueState)
 * first: it is what the conversation is about now. When a later message started a new topic
 * ("Can someone call me?" clears them), the newest answer that linked a service's or a market's
 * page names it instead; a linked market page also means SMS (as insights count it, decision 040).
 */
export function conversationTopic({ state, linkedPaths }: StoredConversationTopic): ConversationTopic {
  const slots = (state && typeof state === "object" ? state : {}) as Record<string, unknown>;
  let service = serviceByPath.get(text(slots.service) ?? "");
  let country = countryByPath.get(text(slots.market) ?? "");
  const linkedMarket = linkedPaths.find((path) => countryByPath.has(path));
  service ??= serviceByPath.get(linkedPaths.find((path) => serviceByPath.has(path)) ?? "");
  country ??= linkedMarket ? countryByPath.get(linkedMarket) : undefined;
  if (!service && linkedMarket) service = SMS;
  return { ...(service && { service }), ...(country && { country }) };
}
