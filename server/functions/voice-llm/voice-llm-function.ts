/**
 * POST /functions/v1/voice-llm/chat/completions: an OpenAI-compatible endpoint
 * that Vapi calls as its `custom-llm`. It answers the caller's last question
 * with the site's answer engine and streams the reply back as speakable text.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { assistantAnswersIn } from "../../../app/content/assistant-answers.ts";
import { spokenWordsIn } from "../../../app/content/assistant-speech.ts";
import { defaultLocale } from "../../../app/content/locales.ts";
import { spokenReply } from "../../../contracts/spoken-reply.ts";
import { messageLanguage } from "../../brain/languages/message-language.ts";
import type { AnswerEngine, ChatTurn } from "../../brain/types.ts";
import { errorResponse } from "../../http/errors.ts";
import { functionBody, jsonBody, MAX_BODY_BYTES } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { conversationTurns, voiceLlmRequestSchema } from "./schema.ts";
import { speechChunks } from "./speakable.ts";

export interface VoiceLlmOptions {
  answer: AnswerEngine;
  /** The bearer token Vapi must send; null leaves the endpoint open. */
  secret: string | null;
  /** The model name echoed when the request names none. Default "relaywave-assistant". */
  model?: string;
  /** Request body limit. Default 16 KiB, as for every function. */
  maxBodyBytes?: number;
  /** The chat's rate limit, when the endpoint is open (no secret): every request counts. */
  limit?: MiddlewareHandler;
  /** Where a failing answer engine is reported; default console.warn. */
  log?: (line: string) => void;
}

export const DEFAULT_VOICE_MODEL = "relaywave-assistant";

/** Said when the answer engine itself fails, so the call carries on (in English; each language's is in assistant/speech). */
export const VOICE_APOLOGY = spokenWordsIn(defaultLocale).apology;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant-time check of `Authorization: Bearer <secret>`. */
function authorised(header: string | undefined, secret: string): boolean {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  // Equal-length digests: the comparison takes the same time whatever the token.
  return timingSafeEqual(digest(token), digest(secret)) && token.length > 0;
}

interface Completion {
  id: string;
  created: number;
  model: string;
}

function chunk(meta: Completion, delta: Record<string, string>, finishReason: "stop" | null): string {
  const body = {
    id: meta.id,
    object: "chat.completion.chunk",
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function streamResponse(meta: Completion, text: Promise<string>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string) => controller.enqueue(encoder.encode(event));
      // The role goes out at once; the words follow when the answer is ready.
      send(chunk(meta, { role: "assistant" }, null));
      for (const piece of speechChunks(await text)) send(chunk(meta, { content: piece }, null));
      send(chunk(meta, {}, "stop"));
      send("data: [DONE]\n\n");
      controller.close();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}

function jsonResponse(meta: Completion, content: string): Response {
  const body = {
    id: meta.id,
    object: "chat.completion",
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

export function voiceLlmFunction(options: VoiceLlmOptions) {
  const { answer, secret } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const app = new Hono();

  /** The speakable answer; never rejects. The engine rebuilds the dialogue state from the history. */
  const speak = async (message: string, history: ChatTurn[]): Promise<string> => {
    // The language of the last thing the caller said, should the engine not get to say (decision 120).
    const asked = messageLanguage(message, defaultLocale).answer;
    try {
      const reply = await answer({ message, history });
      const language = reply.state.language ?? asked;
      const say = assistantAnswersIn(language);
      const words = spokenWordsIn(language);
      // A caller cannot see "the form below": it is on the screen, in the chat panel. The reply
      // that repeats a written e-mail address is for reading; spoken, the form's place is enough.
      const text = !reply.handoff
        ? reply.response
        : reply.response.includes(say.handoffForm)
          ? reply.response.replace(say.handoffForm, say.handoffFormVoice)
          : say.handoffFormVoice;
      // A caller hears it and cannot click: no links or asides, prices in words (spoken-reply.ts).
      return spokenReply(text, { linkOnScreen: false, words }) || words.apology;
    } catch (error) {
      log(`Voice answer failed (${error instanceof Error ? error.name : typeof error}); apologising.`);
      return spokenWordsIn(asked).apology;
    }
  };

  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  if (options.limit) app.use("*", options.limit);
  app.use("*", functionBody(maxBodyBytes));
  const body = jsonBody(
    (value) => {
      const parsed = voiceLlmRequestSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      return errorResponse(400, parsed.error.issues[0]?.message ?? "The messages are not valid.");
    },
    { object: "The request body must be a JSON object with a messages array.", limit: maxBodyBytes },
  );
  // Before the body is judged: without the token, nothing about the request is answered.
  app.use("/chat/completions", async (c, next) => {
    if (c.req.method === "POST" && secret !== null && !authorised(c.req.header("authorization"), secret)) {
      return errorResponse(401, "A valid bearer token is required to use this endpoint.", {
        headers: { "www-authenticate": "Bearer" },
      });
    }
    await next();
  });
  app.post("/chat/completions", body, async (c) => {
    const request = c.req.valid("json");
    const turns = conversationTurns(request.messages);
    const question = turns.at(-1);
    if (question?.role !== "user") return errorResponse(400, "There is no user message to answer.");

    const model = request.model?.trim().slice(0, 200) || options.model || DEFAULT_VOICE_MODEL;
    const meta: Completion = {
      id: `chatcmpl-${randomBytes(12).toString("hex")}`,
      created: Math.floor(Date.now() / 1000),
      model,
    };
    const text = speak(question.content, turns.slice(0, -1));
    if (request.stream === true) return streamResponse(meta, text);
    return jsonResponse(meta, await text);
  });
  refuseOtherMethods(app);
  app.all("*", () => errorResponse(404, "There is no such voice endpoint; use POST /chat/completions."));
  return app;
}
