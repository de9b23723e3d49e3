import type { FirstMessageTexts } from "./types.ts";

export const firstMessageTexts: FirstMessageTexts = {
  blocks: {
    "sms-services": {
      title: "Send your first SMS",
      intro:
        "One request sends a one-time password under your registered sender ID. Set RELAYWAVE_API_KEY to the key of your test account and run it.",
    },
    "whatsapp-services": {
      title: "Send your first WhatsApp message",
      intro:
        "Start a conversation with a template Meta has approved. Its quick-reply buttons come back to your webhook with the payloads you set here.",
    },
    "rcs-services": {
      title: "Send your first RCS message",
      intro:
        "One request sends a rich card with an image, a title and suggested replies from your verified brand agent. Phones without RCS can fall back to SMS.",
    },
  },
  copyLabels: {
    copy: "Copy",
    copied: "Copied",
    failed: "Could not copy. Select the code and copy it by hand.",
  },
};
