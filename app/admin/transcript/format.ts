/** Times and transcript links as the console shows them, in the operator's own time zone. */
import { conversationPath } from "../../../contracts/console-urls.ts";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22 Nov, 14:03". */
export const shortDateTime = (iso: string) => dateTime.format(new Date(iso));

/**
 * The transcript page (pre-rendered once; the conversation travels in the query), at a turn:
 * in the query, so the server answers the page that holds it, and as the anchor (decision 056).
 */
export const transcriptHref = (conversationId: string, turnId?: string): string =>
  conversationPath(conversationId, turnId ? { turn: turnId } : {});

/** A link name that makes sense out of context: "Transcript of the conversation from 22 Nov, 14:03". */
export const transcriptLinkName = (at: string) => `Transcript of the conversation from ${shortDateTime(at)}`;
