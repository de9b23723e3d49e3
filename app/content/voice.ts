/**
 * The voice assistant's words: the temporary message while the visitor speaks,
 * the message for each microphone and call failure, and the one-line notice of who
 * processes the audio. Loaded with the chat panel, not on every page.
 */
export const voiceCopy = {
  speaking: "Speaking...",
  errors: {
    unsupported: "Your browser does not support microphone access. Please use a modern browser.",
    denied:
      "Microphone access denied. Please allow microphone access in your browser settings and try again.",
    notFound: "No microphone found. Please connect a microphone and try again.",
    inUse: "Microphone is already in use by another application.",
    other: "Unable to access microphone. Please check your browser settings and ensure the site has HTTPS.",
    event: "Voice assistant error. Please try again.",
    toggle: "Failed to toggle voice assistant. Please try again.",
    unavailable: "Voice assistant is not available. Please refresh the page.",
  },
  notice: {
    browser:
      "Voice uses your browser's own speech service: your browser's maker processes the audio to turn it into text.",
    vapi: "Voice calls are processed by our voice partners Vapi and Daily, who turn your speech into text and our answers into speech.",
  },
} as const;
