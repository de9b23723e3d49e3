/** `npm run icons`: rewrites app/assets/icon-sprite.svg from the content schema's icon names. */
import { writeFileSync } from "node:fs";
import { ICON_SPRITE_FILE, iconSprite } from "./lib/icon-sprite.ts";

writeFileSync(ICON_SPRITE_FILE, iconSprite());
process.stdout.write(`Wrote ${ICON_SPRITE_FILE.pathname}\n`);
