/**
 * The browser's own speech: SpeechRecognition hears the visitor, each final
 * utterance goes through the same chat function as typed messages, and
 * speechSynthesis reads the reply. Listening resumes after the reply has been
 * spoken; a recognition `end` during a call means "listen again", not "hang up".
 * The reply is read by an installed voice of the page's language; when the
 * browser has voices but none of that language, it is only shown (once per call
 * the panel says why), since another language's voice reads it as gibberish.
 */
import { documentLocale, speechLocale } from "~/content/locales.ts";
import { voiceCopyIn } from "~/content/voice.ts";
import { type LevelMeter, startLevelMeter } from "./level-meter.ts";
import type { VoiceEvent, VoiceProvider } from "./voice-provider.ts";

export interface BrowserSpeechDeps {
  emit: (event: VoiceEvent) => void;
  /** The assistant's reply to what the visitor said (Markdown). */
  ask: (message: string) => Promise<string>;
  /** Markdown to the words to speak. */
  toSpeech: (markdown: string) => string;
  window?: Window & typeof globalThis;
}

export function browserSpeechAvailable(win: Window & typeof globalThis = window): boolean {
  return Boolean((win.SpeechRecognition ?? win.webkitSpeechRecognition) && win.speechSynthesis);
}

/** Recognition errors that only mean "nothing heard": listen again. */
const harmless = new Set(["no-speech", "aborted"]);

const languageOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
// Android lists voices as "hi_IN"; compare tags case- and separator-blind.
const sameTag = (a: string, b: string) =>
  a.toLowerCase().replaceAll("_", "-") === b.toLowerCase().replaceAll("_", "-");

/**
 * The installed voice to read a reply in `locale` ("hi-IN"): one of exactly that locale first, else
 * any of its language ("hi"). Undefined when the browser lists no voices (some load them late or
 * never list them): the engine then picks one from utterance.lang. Null when it lists voices but
 * none of that language.
 */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  locale: string,
): SpeechSynthesisVoice | null | undefined {
  if (voices.length === 0) return undefined;
  return (
    voices.find((voice) => sameTag(voice.lang, locale)) ??
    voices.find((voice) => languageOf(voice.lang) === languageOf(locale)) ??
    null
  );
}

function recognitionErrorMessage(error: string): string {
  const { errors } = voiceCopyIn(documentLocale());
  if (error === "not-allowed" || error === "service-not-allowed") return errors.denied;
  if (error === "audio-capture") return errors.notFound;
  return errors.event;
}

export function createBrowserSpeechProvider({
  emit,
  ask,
  toSpeech,
  window: win = window,
}: BrowserSpeechDeps): VoiceProvider {
  const Recognition = win.SpeechRecognition ?? win.webkitSpeechRecognition;
  let recognition: SpeechRecognitionLike | null = null;
  let active = false;
  let listening = false;
  /** Waiting for, or speaking, the assistant's reply: recognition stays off meanwhile. */
  let replying = false;
  let stream: MediaStream | null = null;
  let meter: LevelMeter | null = null;
  /** The panel has said, in this call, that replies are only shown: once is enough. */
  let toldNoVoice = false;

  /** The browser's voices as of now: Chrome fills the list some time after the first call. */
  const installedVoices = () => win.speechSynthesis.getVoices?.() ?? [];

  function listen() {
    if (!active || replying || !recognition) return;
    try {
      recognition.start();
    } catch {
      // Already started: nothing to do.
    }
  }

  function speak(text: string): Promise<void> {
    return new Promise((resolve) => {
      const words = toSpeech(text);
      if (!words) return resolve();
      const locale = documentLocale();
      // Read at speak time, not at start: the list may have arrived since (voiceschanged).
      const voice = voiceFor(installedVoices(), speechLocale[locale]);
      if (voice === null) {
        if (!toldNoVoice) emit({ type: "notice", message: voiceCopyIn(locale).noVoice });
        toldNoVoice = true;
        return resolve();
      }
      const utterance = new win.SpeechSynthesisUtterance(words);
      utterance.lang = speechLocale[locale];
      if (voice) utterance.voice = voice;
      // Some engines never fire `end` for long texts: do not wait forever.
      const fallback = win.setTimeout(resolve, 4000 + words.length * 90);
      utterance.onend = utterance.onerror = () => {
        win.clearTimeout(fallback);
        resolve();
      };
      win.speechSynthesis.speak(utterance);
    });
  }

  async function answer(utterance: string) {
    replying = true;
    try {
      emit({ type: "transcript", role: "user", text: utterance, final: true });
      const reply = await ask(utterance);
      if (!active) return;
      emit({ type: "transcript", role: "assistant", text: reply, final: true });
      await speak(reply);
    } catch {
      // A reply that could not be fetched or spoken must not leave the call deaf: listen again.
    } finally {
      replying = false;
      listen();
    }
  }

  return {
    async start() {
      if (!Recognition || !win.speechSynthesis) throw new Error("Speech recognition is not available.");
      active = true;
      toldNoVoice = false;
      // Asking once now makes Chrome start loading its voices before the first reply.
      installedVoices();
      stream = await win.navigator.mediaDevices.getUserMedia({ audio: true });
      if (!active) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      meter = startLevelMeter(stream, (level) => emit({ type: "volume", level }), win);
      recognition = new Recognition();
      recognition.lang = speechLocale[documentLocale()];
      recognition.continuous = false;
      recognition.interimResults = true;
      recognition.onstart = () => {
        if (listening) return;
        listening = true;
        emit({ type: "listening" });
      };
      recognition.onspeechstart = () => emit({ type: "speech-start" });
      recognition.onspeechend = () => emit({ type: "speech-end" });
      recognition.onresult = (event) => {
        let heard = "";
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          if (result?.isFinal) heard += result[0]?.transcript ?? "";
        }
        if (heard.trim()) void answer(heard.trim());
      };
      recognition.onerror = (event) => {
        if (harmless.has(event.error)) return;
        emit({ type: "error", message: recognitionErrorMessage(event.error) });
      };
      recognition.onend = () => listen();
      recognition.start();
    },
    stop() {
      active = false;
      replying = false;
      if (recognition) {
        recognition.onend = null;
        recognition.abort();
      }
      recognition = null;
      win.speechSynthesis?.cancel();
      meter?.stop();
      meter = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
    },
  };
}
