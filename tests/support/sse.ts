/** Reads the voice-llm endpoint's server-sent events in tests. */
import { expect } from "vitest";

export interface Chunk {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: { index: number; delta: { role?: string; content?: string }; finish_reason: string | null }[];
}

/** The JSON chunks of an SSE body, and its final data line (`[DONE]`); checks the framing. */
export async function readSseEvents(response: Response): Promise<{ chunks: Chunk[]; last: string }> {
  const text = await response.text();
  expect(text.endsWith("\n\n")).toBe(true);
  const data = text
    .slice(0, -2)
    .split("\n\n")
    .map((event) => {
      expect(event.startsWith("data: ")).toBe(true);
      return event.slice("data: ".length);
    });
  const last = data.pop() ?? "";
  return { chunks: data.map((item) => JSON.parse(item) as Chunk), last };
}

/** A 200 SSE response read whole: its chunks, its final line (checked to be `[DONE]`) and the text spoken. */
export async function readVoiceStream(
  response: Response,
): Promise<{ chunks: Chunk[]; last: string; text: string }> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const { chunks, last } = await readSseEvents(response);
  expect(last).toBe("[DONE]");
  const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
  return { chunks, last, text };
}

/** A voice-llm request body as Vapi sends it: its own system line, then the caller's words. */
export const voiceBody = (question: string) => ({
  model: "gpt-4o",
  stream: true,
  messages: [
    { role: "system", content: "You are Relaywave's voice." },
    { role: "user", content: question },
  ],
});
