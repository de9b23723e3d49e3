import { describe, expect, it } from "vitest";
import { conversationTopic } from "./conversation-topic.ts";

const whatsapp = "/services/whatsapp-services";
const qatar = "/services/sms-services/qatar";

describe("conversationTopic (decision 080)", () => {
  it("reads the service and the market of the stored dialogue state as a slug and a country code", () => {
    expect(
      conversationTopic({ state: { service: whatsapp, market: qatar, offer: "handoff" }, linkedPaths: [] }),
    ).toEqual({ service: "whatsapp-services", country: "QA" });
  });

  it("falls back on the newest linked service and market pages when a later message cleared the state", () => {
    // "WhatsApp for our 40 stores in Qatar", then "Can someone call me?" (state: topic contact only).
    expect(
      conversationTopic({
        state: { topic: "contact" },
        linkedPaths: ["/contact", whatsapp, qatar, "/services/rcs-services", "/services/sms-services/kuwait"],
      }),
    ).toEqual({ service: "whatsapp-services", country: "QA" });
  });

  it("counts a linked market page as SMS when no service page was linked, but not the state's market", () => {
    expect(conversationTopic({ state: {}, linkedPaths: ["/services/sms-services/kuwait"] })).toEqual({
      service: "sms-services",
      country: "KW",
    });
    // "WhatsApp in Saudi Arabia" names a market without saying SMS.
    expect(
      conversationTopic({ state: { market: "/services/sms-services/saudi-arabia" }, linkedPaths: [] }),
    ).toEqual({
      country: "SA",
    });
  });

  it("names nothing for a state it does not know, or one about something else", () => {
    for (const state of [null, "text", [], { topic: "careers" }, { service: "/services/fax", market: 7 }])
      expect(conversationTopic({ state, linkedPaths: ["/services", "/careers"] })).toEqual({});
  });
});
