/**
 * Picks the answer engine from configuration: retrieval over the site's
 * content by default, an OpenAI-compatible LLM grounded in the same retrieval
 * when LLM_* is set (falling back to the retrieval answer on any failure).
 */
import type { SmsRate } from "../../app/content/page-schemas";
import { sitePages } from "../../app/content/site-map";
import type { LlmConfig } from "../env";
import { createRetrievalEngine } from "./engine";
import { createLlmClient } from "./llm-client";
import { createLlmEngine } from "./llm-engine";
import type { AnswerEngine } from "./types";

export function createAnswerEngine(options: {
  llm: LlmConfig | null;
  rates: () => readonly SmsRate[];
}): AnswerEngine {
  const retrieval = createRetrievalEngine({ rates: options.rates });
  if (!options.llm) return async (message) => retrieval.answer(message);
  return createLlmEngine({
    llm: createLlmClient(options.llm),
    sitePaths: sitePages.map((page) => page.path),
    retrieve: (message) => {
      const { answer, passages } = retrieval.retrieve(message);
      return {
        answer,
        passages: passages.map((passage) => ({
          title: passage.page,
          path: passage.path,
          text: `${passage.heading}. ${passage.text}`,
        })),
      };
    },
  });
}
