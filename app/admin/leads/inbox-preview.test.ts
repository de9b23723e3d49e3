import { describe, expect, it } from "vitest";
import { inboxPreview } from "./inbox-preview.ts";

describe("inboxPreview", () => {
  it("shows an assistant lead's question instead of the panel's sentence around it, in any language", () => {
    expect(
      inboxPreview({
        source: "assistant",
        preview:
          'Sent from the AI Assistant. The visitor\'s last question: "WhatsApp for our 40 stores in Qatar"',
      }),
    ).toBe("“WhatsApp for our 40 stores in Qatar”");
    expect(
      inboxPreview({
        source: "assistant",
        preview: "أُرسلت من المساعد الذكي. آخر سؤال طرحه الزائر: «كم سعر الرسالة؟»",
      }),
    ).toBe("“كم سعر الرسالة؟”");
    expect(inboxPreview({ source: "assistant", preview: "Sent from the AI Assistant." })).toBe(
      "No message: the visitor sent their details from the chat.",
    );
  });

  it("leaves a message from the form, or one the server cut short, as it is", () => {
    const form = 'Sent from the AI Assistant. The visitor\'s last question: "typed by hand"';
    expect(inboxPreview({ source: "contact-form", preview: form })).toBe(form);
    const cut = "Sent from the AI Assistant. The visitor's last question: \"a very long question that was cu";
    expect(inboxPreview({ source: "assistant", preview: cut })).toBe("“a very long question that was cu”");
  });
});
