/**
 * The icon sprite every content icon is drawn from (app/assets/icon-sprite.svg): one <symbol>
 * per name in the content schema, its outline taken from the lucide-static package. Committed,
 * so the build needs no step; `npm run icons` rewrites it, and a test fails when it is stale.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { iconNameSchema } from "../../app/content/icon-names.ts";

/** Our names that are not Lucide's (kept for content written before the sprite). */
export const LUCIDE_ALIASES: Readonly<Record<string, string>> = {
  code: "code-xml",
  "bar-chart": "chart-column",
};

type IconNode = ReadonlyArray<readonly [string, Record<string, string>]>;

function lucideNodes(): Record<string, IconNode> {
  const path = createRequire(import.meta.url).resolve("lucide-static/icon-nodes.json");
  return JSON.parse(readFileSync(path, "utf8"));
}

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");

export function iconSprite(): string {
  const nodes = lucideNodes();
  const symbols = iconNameSchema.options.map((name) => {
    const lucideName = LUCIDE_ALIASES[name] ?? name;
    const node = nodes[lucideName];
    if (!node) throw new Error(`Lucide has no icon "${lucideName}" (content name "${name}")`);
    const elements = node.map(([tag, values]) => `<${tag}${attributes(values)}/>`).join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${elements}</symbol>`;
  });
  return [
    "<!-- Icons from Lucide (lucide.dev), ISC licence. Written by `npm run icons`; do not edit. -->",
    `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${symbols.join("")}</svg>`,
    "",
  ].join("\n");
}

export const ICON_SPRITE_FILE = new URL("../../app/assets/icon-sprite.svg", import.meta.url);
