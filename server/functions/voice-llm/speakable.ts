/** Streaming speech for the voice endpoint; the reply's words come from toSpeech (contracts/reply-text.ts). */

/**
 * Pieces of speech for streaming: whole sentences, and long sentences in runs
 * of a few words. Joined, the pieces give back the text exactly.
 */
export function speechChunks(text: string, maxWords = 8): string[] {
  const pieces: string[] = [];
  for (const sentence of text.split(/(?<=\s)(?=\S)(?<=[.!?]["')\]]?\s+)/)) {
    const words = sentence.split(/(?<=\s)(?=\S)/);
    for (let index = 0; index < words.length; index += maxWords) {
      pieces.push(words.slice(index, index + maxWords).join(""));
    }
  }
  return pieces.filter(Boolean);
}
