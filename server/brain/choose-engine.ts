/**
 * Picks the answer engine from configuration: retrieval over the site's
 * content by default, an OpenAI-compatible LLM grounded in the same retrieval
 * when LLM_* is set (falling back to the retrieval answer on any failure).
 */

import { defaultLocale, localizedPath } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { allSitePages } from "../../app/content/site-map.ts";
import type { LlmConfig } from "../env.ts";
import { resolve } from "./dialogue.ts";
import { messageLanguage, readMessage } from "./languages/message-language.ts";
import { twinOf } from "./languages/passage-twins.ts";
import { createLlmEngine } from "./llm-answers.ts";
import { createLlmClient } from "./llm-client.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import type { AnswerEngine, AnswerInput, DialogueState, RetrievalEngine } from "./types.ts";

/** How many earlier visitor turns rebuild a state; older ones rarely matter to a follow-up. */
const MAX_REPLAYED_TURNS = 8;

/**
 * The dialogue state after a history of turns (voice calls send the whole conversation, not a state):
 * the visitor's turns replayed through the retrieval engine, which is cheap and cached.
 */
export function replayState(retrieval: RetrievalEngine, input: AnswerInput): AnswerInput {
  if (input.state || !input.history?.length) return input;
  let state: DialogueState = {};
  for (const turn of input.history.filter((item) => item.role === "user").slice(-MAX_REPLAYED_TURNS)) {
    state = retrieval.reply({ message: turn.content, state }).state;
  }
  return { ...input, state };
}

export function createAnswerEngine(options: {
  llm: LlmConfig | null;
  rates: () => readonly SmsRate[];
}): AnswerEngine {
  const retrieval = createRetrievalEngine({ rates: options.rates });
  if (!options.llm) return async (input) => retrieval.reply(replayState(retrieval, input));
  const llmEngine = createLlmEngine({
    llm: createLlmClient(options.llm),
    // Every language's pages: an Arabic answer links /ar/… (decision 120).
    sitePaths: allSitePages.map((page) => page.path),
    retrieve: (input) => {
      const answer = retrieval.reply(input);
      const language = answer.state.language ?? defaultLocale;
      // Passages for the message as the engine read it, with its follow-up slots filled in
      // ("and Kuwait?" is a Kuwait price question), written in the visitor's language.
      const read = readMessage(
        input.message,
        messageLanguage(input.message, input.pageLocale ?? defaultLocale, input.state?.language),
      );
      const { passages } = retrieval.retrieve(resolve(read, input.state).question);
      return {
        answer,
        passages: passages.map((passage) => {
          const written = twinOf(passage, language) ?? passage;
          return {
            title: written.page,
            path: localizedPath(passage.path, language),
            text: `${written.heading}. ${written.text}`,
          };
        }),
      };
    },
  });
  return (input) => llmEngine(replayState(retrieval, input));
}
