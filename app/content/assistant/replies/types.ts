export interface CannedReply {
  topic: string;
  /** Lower-case fragments matched anywhere in the lower-cased message. */
  keywords: readonly string[];
  reply: string;
}
