/**
 * The LLM answer engine: retrieval finds the passages, the LLM words the
 * answer from them, and this module checks the words. Links may only point at
 * the site's own pages; anything unusable, and any failure, falls back to the
 * retrieval engine's own answer, so the visitor always gets one.
 */
import { listItem, replaceLinks, sitePath, toSpeech } from "../../contracts/reply-text.ts";
import { LlmError, type LlmMessage } from "./llm-client.ts";
import { buildSystemPrompt, leaksSystemPrompt, type PromptPassage, promptCanary } from "./system-prompt.ts";
import type { AnswerEngine, AnswerInput, ChatReply, ChatSource } from "./types.ts";

export interface Retrieval {
  /** The knowledge retrieved for the message (read with its dialogue state), best first. */
  passages: readonly PromptPassage[];
  /** The retrieval engine's own reply, with the next dialogue state: the fallback. */
  answer: ChatReply;
}

export interface LlmEngineDeps {
  llm: { complete(messages: readonly LlmMessage[]): Promise<string> };
  retrieve: (input: AnswerInput) => Retrieval | Promise<Retrieval>;
  /** Every page path of the site (`sitePages.map((page) => page.path)`). */
  sitePaths: readonly string[];
  /** One line per fallback; default console.warn. Never receives the key or the prompt. */
  log?: (line: string) => void;
  /** Defaults to the per-process canary of system-prompt.ts. */
  canary?: string;
}

export const MAX_REPLY_CHARS = 1500;

class UnusableReply extends Error {}

/** The site path a link target names, if it is one of the site's pages. */
function siteTarget(target: string, allowed: ReadonlySet<string>): string | null {
  const bare = sitePath(target)?.split(/[?#]/)[0];
  if (bare === undefined) return null;
  const path = bare.length > 1 ? bare.replace(/(?<!\/)\/+$/, "") : bare;
  return allowed.has(path) ? path : null;
}

export interface CleanedReply {
  text: string;
  /** The site paths linked in `text`, in order, with each link's label. */
  links: { path: string; label: string }[];
}

/** Keeps links to the site's pages (normalised) and reduces every other link to its label. */
export function cleanLinks(reply: string, sitePaths: ReadonlySet<string>): CleanedReply {
  const links: CleanedReply["links"] = [];
  const text = replaceLinks(reply, ({ image, label, target }) => {
    const path = image ? null : siteTarget(target, sitePaths);
    if (!path) return label;
    links.push({ path, label });
    return `[${label}](${path})`;
  });
  return { text, links };
}

function appendSource(text: string, source: ChatSource): string {
  const sentence = `See [${source.title}](${source.path}).`;
  const lastLine = text.split("\n").at(-1) ?? "";
  if (listItem(lastLine)) return `${text}\n\n${sentence}`;
  return /[.!?:)]$/.test(text) ? `${text} ${sentence}` : `${text}. ${sentence}`;
}

function reasonOf(error: unknown): string {
  if (error instanceof LlmError) return `${error.reason}: ${error.message}`;
  if (error instanceof UnusableReply) return `unusable reply: ${error.message}`;
  return `unexpected ${error instanceof Error ? error.name : typeof error}`;
}

export function createLlmEngine(deps: LlmEngineDeps): AnswerEngine {
  const allowed = new Set(deps.sitePaths);
  const canary = deps.canary ?? promptCanary;
  const log = deps.log ?? ((line: string) => console.warn(line));

  return async (input) => {
    const { passages, answer } = await deps.retrieve(input);
    // A handoff or a clarifying question is the form or the buttons: the retrieval wording fits them.
    if (answer.handoff || answer.suggestions) return answer;
    try {
      const system = buildSystemPrompt(passages, {
        sitePaths: deps.sitePaths,
        canary,
        history: input.history,
        language: answer.state.language,
      });
      const raw = (
        await deps.llm.complete([
          { role: "system", content: system },
          { role: "user", content: input.message },
        ])
      ).trim();
      if (!raw) throw new UnusableReply("empty");
      if (raw.length > MAX_REPLY_CHARS) throw new UnusableReply(`${raw.length} characters`);
      if (leaksSystemPrompt(raw, canary)) throw new UnusableReply("it repeats the system prompt");

      const cleaned = cleanLinks(raw, allowed);
      let text = cleaned.text.trim();
      const links = [...cleaned.links];
      const first = answer.sources.find((source) => allowed.has(source.path)) ?? answer.sources[0];
      if (links.length === 0 && first) {
        text = appendSource(text, first);
        links.push({ path: first.path, label: first.title });
      }
      if (!text) throw new UnusableReply("no text after cleaning");

      const titles = new Map<string, string>();
      for (const source of [...answer.sources, ...passages]) {
        if (!titles.has(source.path)) titles.set(source.path, source.title);
      }
      const sources: ChatSource[] = [];
      for (const link of links) {
        if (sources.some((source) => source.path === link.path)) continue;
        sources.push({ title: titles.get(link.path) ?? toSpeech(link.label), path: link.path });
      }
      return { ...answer, response: text, sources };
    } catch (error) {
      log(`LLM answer unavailable (${reasonOf(error)}); using the retrieval answer.`);
      return answer;
    }
  };
}
