import { describe, expect, it } from "vitest";
import { services } from "../catalogue.ts";
import { firstMessages } from "./index.ts";
import { firstMessageSchema, snippetLanguages } from "./schema.ts";

const expected = {
  "sms-services": { path: "/v1/sms/messages", shows: '"from": "Relaywave"' },
  "whatsapp-services": { path: "/v1/whatsapp/messages", shows: '"quickReplies"' },
  "rcs-services": { path: "/v1/rcs/messages", shows: '"richCard"' },
};

/** The JSON a curl snippet sends with `-d '…'`. */
function curlBody(curl: string): string {
  return curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'"));
}

describe("first-message content", () => {
  it("has a block for exactly the SMS, WhatsApp and RCS services, each a real service", () => {
    expect(Object.keys(firstMessages).sort()).toEqual(Object.keys(expected).sort());
    for (const slug of Object.keys(firstMessages))
      expect(services.map((service) => service.slug)).toContain(slug);
  });

  describe.each(Object.entries(expected))("%s", (slug, { path, shows }) => {
    const block = firstMessages[slug];

    it("matches its schema", () => {
      expect(firstMessageSchema.safeParse(block).success).toBe(true);
    });

    it.each(snippetLanguages)(
      "has a %s snippet that calls the API with the key from the environment",
      (language) => {
        const snippet = block?.snippets.find((candidate) => candidate.language === language);
        expect(snippet?.code).toContain(`https://api.relaywave.example${path}`);
        expect(snippet?.code).toMatch(
          /\$RELAYWAVE_API_KEY|process\.env\.RELAYWAVE_API_KEY|os\.environ\['RELAYWAVE_API_KEY'\]/,
        );
        expect(snippet?.code.split("\n").length).toBeLessThanOrEqual(15);
        // No real-looking secret: the only credential is the environment variable.
        expect(snippet?.code).not.toMatch(/(sk|pk|rk)_(live|test)_|Bearer [A-Za-z0-9]{16,}/);
      },
    );

    it("sends the same message in every language: the curl body's keys and values appear in each", () => {
      const [curl, ...others] = block?.snippets ?? [];
      expect(curl?.code).toContain(shows);
      const body = JSON.parse(curlBody(curl?.code ?? ""));
      const words = JSON.stringify(body).match(/[\w+#:. -]{2,}/g) ?? [];
      expect(words.length).toBeGreaterThan(4);
      for (const snippet of others) for (const word of words) expect(snippet.code).toContain(word);
    });
  });

  it("writes JSON that parses in every curl snippet", () => {
    for (const block of Object.values(firstMessages)) {
      const curl = block.snippets.find((snippet) => snippet.language === "curl")?.code ?? "";
      expect(() => JSON.parse(curlBody(curl))).not.toThrow();
    }
  });
});
