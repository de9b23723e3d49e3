/** Words of one language that tell the assistant what a question is about (assistant/vocabulary/<locale>.ts). */
export interface AssistantVocabulary {
  smsContext: readonly string[];
  marketContext: readonly string[];
  business: readonly string[];
}
