/** Streaming speech for the voice endpoint; the reply's words come from toSpeech (contracts/reply-text.ts). */

/** A word with the whitespace after it (or the whitespace a text starts with): linear to match. */
const WORD = /^\s+|\S+\s*/g;
const CLOSERS = "\"')]";
const SENTENCE_ENDS = ".!?";

/** Whether a word ends its sentence: ".", "!" or "?", perhaps then a closing quote or bracket, then space. */
function endsSentence(word: string): boolean {
  const core = word.trimEnd();
  if (core.length === 0 || core.length === word.length) return false;
  const last = core.at(-1) ?? "";
  const mark = CLOSERS.includes(last) ? (core.at(-2) ?? "") : last;
  return mark !== "" && SENTENCE_ENDS.includes(mark);
}

/**
 * Pieces of speech for streaming: whole sentences, and long sentences in runs
 * of a few words. Joined, the pieces give back the text exactly. Written as a
 * word scan, not a split on a look-behind: the look-behind's `\s+` made the
 * split polynomial on long runs of whitespace (recheck found it).
 */
export function speechChunks(text: string, maxWords = 8): string[] {
  const pieces: string[] = [];
  let sentence: string[] = [];
  const flush = () => {
    for (let index = 0; index < sentence.length; index += maxWords) {
      pieces.push(sentence.slice(index, index + maxWords).join(""));
    }
    sentence = [];
  };
  for (const word of text.match(WORD) ?? []) {
    sentence.push(word);
    if (endsSentence(word)) flush();
  }
  flush();
  return pieces.filter(Boolean);
}
