/** The brain's answer, as POST /functions/v1/chat returns it; server/functions depends on these, never the reverse. */

export interface ChatSource {
  title: string;
  path: string;
}

export interface ChatResponse {
  /** Markdown: plain sentences, **bold**, lists and links to site paths. */
  response: string;
  /** The site pages the response links, in order (the panel shows them as the inline links). */
  sources: ChatSource[];
}

export type AnswerEngine = (message: string) => Promise<ChatResponse>;
