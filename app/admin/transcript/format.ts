/** Times and transcript links as the console shows them, in the operator's own time zone. */

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22 Nov, 14:03". */
export const shortDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The transcript page (pre-rendered once; the conversation travels in the query), at a turn's anchor. */
export function transcriptHref(conversationId: string, turnId?: string): string {
  const anchor = turnId ? `#turn-${turnId}` : "";
  return `/admin/conversation?id=${encodeURIComponent(conversationId)}${anchor}`;
}

/** A link name that makes sense out of context: "Transcript of the conversation from 22 Nov, 14:03". */
export const transcriptLinkName = (at: string) => `Transcript of the conversation from ${shortDateTime(at)}`;
