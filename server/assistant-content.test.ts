/**
 * Adding a market or a service is adding one file (app/content/registry.test.ts): the
 * assistant learns it too, from the same registry, with no change to its code.
 */
import { describe, expect, it, vi } from "vitest";
import { addedPaths } from "../tests/support/added-content.ts";

vi.mock("#content-registry", async (importOriginal) => {
  const { withAddedContent } = await import("../tests/support/added-content.ts");
  return withAddedContent(await importOriginal());
});

const { oman, telegram } = addedPaths;

describe("a new file in the registry", () => {
  it("is known to the assistant by its name, which links it and quotes it honestly", async () => {
    const { createRetrievalEngine } = await import("./brain/site-answers.ts");
    const { smsRates } = await import("../app/content/sms-rates.ts");
    const engine = createRetrievalEngine({ rates: () => smsRates });
    expect(engine.answer("Can you send SMS to customers in Oman?").response).toContain(`](${oman})`);
    const price = engine.answer("How much does an SMS to Oman cost?").response;
    expect(price).toContain(`[Oman](${oman})`);
    expect(price).not.toMatch(/\$\d/);
    expect(engine.answer("Can you send Telegram Business messages to my customers?").response).toContain(
      `](${telegram})`,
    );
  });
});
