import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNameSchema } from "../app/content/icon-names.ts";
import { ICON_SPRITE_FILE, iconSprite } from "./lib/icon-sprite.ts";

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from the content's icon names (run it after adding a name)", () => {
    expect(readFileSync(ICON_SPRITE_FILE, "utf8")).toBe(iconSprite());
  });

  it("holds one drawn symbol for every name content may use", () => {
    const sprite = iconSprite();
    for (const name of iconNameSchema.options) {
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline)`),
      );
    }
  });
});
