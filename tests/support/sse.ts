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
