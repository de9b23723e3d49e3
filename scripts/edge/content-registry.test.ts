import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as nodeRegistry from "../../app/content/registry-node.ts";
import * as edgeRegistry from "../../supabase/functions/_shared/content-registry.ts";
import { registryFile, renderContentRegistry } from "./content-registry.ts";

describe("the Edge Functions' content registry", () => {
  it("is up to date with app/content (else run npm run edge:registry)", () => {
    expect(readFileSync(registryFile, "utf8")).toBe(renderContentRegistry());
  });

  it("exports what registry-node.ts exports, key for key", () => {
    // Plain objects: the namespaces are compared whole, each export by name.
    expect({ ...edgeRegistry }).toEqual({ ...nodeRegistry });
    expect(Object.keys(edgeRegistry.serviceEntries).length).toBeGreaterThan(3);
  });
});
