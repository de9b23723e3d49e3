import type { Page } from "@playwright/test";

/**
 * Stand-ins for what a test cannot reach: the browser vendor's speech service
 * (SpeechRecognition, speechSynthesis) and, for the error journeys, a
 * microphone that fails in a given way. Everything else (the panel, the voice
 * session, the chat function) is the real thing.
 */

/** getUserMedia rejects with this DOMException name, or is missing altogether. */
export async function failMicrophone(page: Page, name: string | "unsupported") {
  await page.addInitScript((errorName) => {
    if (errorName === "unsupported") {
      Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
      return;
    }
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Test failure", errorName));
  }, name);
}

/** No speech recognition in this browser (and Vapi is not configured): no voice provider at all. */
export async function removeSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "SpeechRecognition", { value: undefined, configurable: true });
    Object.defineProperty(window, "webkitSpeechRecognition", { value: undefined, configurable: true });
  });
}

/** The voices the scripted synthesiser lists by default: one per language of the site. */
export const everyVoice = ["en-US", "ar-SA", "hi-IN"] as const;
/** A browser with voices, but none that speaks Hindi. */
export const voicesWithoutHindi = ["en-US", "ar-SA"] as const;

/** What the scripted speech recorded, read with `spokenRecord(page)`. */
export interface SpeechRecord {
  /** Each recogniser's `lang` as it started listening. */
  recognitionLangs: string[];
  /** Each utterance spoken: its text, `lang` and the name of its `voice` (null: the engine's choice). */
  utterances: { text: string; lang: string; voice: string | null }[];
}

export function spokenRecord(page: Page): Promise<SpeechRecord> {
  return page.evaluate(() => {
    const { recognitionLangs, utterances } = (window as unknown as { __voice: SpeechRecord }).__voice;
    return { recognitionLangs, utterances };
  });
}

/** The visitor says `text` into the scripted recogniser. */
export async function say(page: Page, text: string) {
  await page.evaluate(
    (words) => (window as unknown as { __voice: { say(text: string): void } }).__voice.say(words),
    text,
  );
}

/**
 * A scripted recogniser and synthesiser. `window.__voice.say(text)` makes the
 * visitor say something: speech starts, a final result arrives 1.2 s after the panel shows it,
 * speech ends. Recognition takes 500 ms to start, so "connecting" is visible.
 * `speechSynthesis.getVoices()` lists one voice per tag of `voices`, named "Scripted <tag>".
 */
export async function scriptSpeech(page: Page, { voices = everyVoice }: { voices?: readonly string[] } = {}) {
  await page.addInitScript((voiceTags) => {
    type Handler = ((event?: unknown) => void) | null;
    class ScriptedRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      onstart: Handler = null;
      onend: Handler = null;
      onspeechstart: Handler = null;
      onspeechend: Handler = null;
      onresult: Handler = null;
      onerror: Handler = null;
      running = false;
      constructor() {
        voice.current = this;
      }
      start() {
        if (this.running) throw new DOMException("Already started", "InvalidStateError");
        this.running = true;
        voice.starts += 1;
        voice.recognitionLangs.push(this.lang);
        setTimeout(() => this.onstart?.(), voice.starts === 1 ? 500 : 20);
      }
      stop() {
        this.running = false;
        this.onend?.();
      }
      abort() {
        this.running = false;
        voice.aborted = true;
      }
    }
    const voice = {
      current: null as ScriptedRecognition | null,
      starts: 0,
      aborted: false,
      spoken: [] as string[],
      recognitionLangs: [] as string[],
      utterances: [] as { text: string; lang: string; voice: string | null }[],
      say(text: string) {
        const recognition = voice.current;
        if (!recognition) throw new Error("Recognition has not started");
        recognition.onspeechstart?.();
        const finish = () => {
          recognition.onresult?.({
            resultIndex: 0,
            results: { length: 1, 0: { isFinal: true, length: 1, 0: { transcript: text } } },
          });
          recognition.onspeechend?.();
          recognition.running = false;
          recognition.onend?.();
        };
        // The visitor talks until the panel shows them talking, then 1.2 s more: on a loaded
        // machine a render can come later than a fixed delay, and the "Speaking..." bubble would
        // be replaced before anyone saw it (at most 3 s, so a panel that never shows it still goes on).
        // (Longer than the 1 s Playwright's assertions wait between checks once they have retried a
        // while: with 400 ms, a CI run under load missed the bubble.)
        const started = Date.now();
        const talking = /Speaking\.\.\.|جارٍ التحدث\.\.\.|बोल रहे हैं\.\.\./;
        // (In the conversation's items, not the page's scripts, which carry every text of the panel.)
        const shown = () =>
          [...document.querySelectorAll('dialog li, [role="dialog"] li')].some((item) =>
            talking.test(item.textContent ?? ""),
          );
        const untilShown = () => {
          if (shown() || Date.now() - started > 3000) setTimeout(finish, 1200);
          else setTimeout(untilShown, 25);
        };
        untilShown();
      },
    };
    class ScriptedUtterance {
      lang = "";
      voice: { name: string } | null = null;
      onend: Handler = null;
      onerror: Handler = null;
      constructor(readonly text: string) {}
    }
    Object.assign(window, { __voice: voice });
    Object.defineProperty(window, "SpeechRecognition", { value: ScriptedRecognition, configurable: true });
    Object.defineProperty(window, "webkitSpeechRecognition", {
      value: ScriptedRecognition,
      configurable: true,
    });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: ScriptedUtterance,
      configurable: true,
    });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speak(utterance: ScriptedUtterance) {
          voice.spoken.push(utterance.text);
          voice.utterances.push({
            text: utterance.text,
            lang: utterance.lang,
            voice: utterance.voice?.name ?? null,
          });
          setTimeout(() => utterance.onend?.(), 150);
        },
        cancel() {},
        getVoices: () =>
          voiceTags.map((lang) => ({
            lang,
            name: `Scripted ${lang}`,
            voiceURI: `scripted-${lang}`,
            default: lang === "en-US",
            localService: true,
          })),
      },
    });
  }, voices);
}
