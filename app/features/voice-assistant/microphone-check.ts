import { documentLocale } from "~/content/locales.ts";
import { voiceCopyIn } from "~/content/voice.ts";

/** The voice failures' words in the page's language, read when a failure is told. */
const errorsNow = () => voiceCopyIn(documentLocale()).errors;

/** The message for each way getUserMedia can fail; older browsers use the pre-standard names. */
export function microphoneErrorMessage(error: unknown): string {
  const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
  const errors = errorsNow();
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
    case "PermissionDeniedError":
      return errors.denied;
    case "NotFoundError":
    case "OverconstrainedError":
    case "DevicesNotFoundError":
      return errors.notFound;
    case "NotReadableError":
    case "TrackStartError":
      return errors.inUse;
    default:
      return errors.other;
  }
}

/**
 * Asks for the microphone once before any provider starts, and releases the
 * test stream at once. Resolves with null when it is usable, else the message to show.
 */
export async function checkMicrophone(
  mediaDevices: Pick<MediaDevices, "getUserMedia"> | undefined = globalThis.navigator?.mediaDevices,
): Promise<string | null> {
  if (typeof mediaDevices?.getUserMedia !== "function") return errorsNow().unsupported;
  try {
    const stream = await mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return microphoneErrorMessage(error);
  }
}
