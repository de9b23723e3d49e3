import { servicePath } from "../../app/content/catalogue.ts";
import type { Mention } from "./visitor-origin.ts";

const numbersPath = servicePath("virtual-numbers");

/**
 * Where a place's number is asked for: one or two place words, then "number", in a message that
 * asks to get one ("need a Dubai number", "can you provide an India number", "india number can you
 * provide?" as Hindi orders it); not "to an Indian number", where messages go. -1 when none.
 */
const getting = new Set(["get", "need", "want", "provid", "buy", "rent", "have", "offer"]);
const sentTo = new Set(["to", "on", "at", "from", "of", "for"]);
function placeNumberAt(tokens: readonly string[], isPlace: (token: string) => boolean): number {
  if (!tokens.some((token) => getting.has(token))) return -1;
  for (let index = 0; index < tokens.length; index++) {
    const before = /^(a|an)$/.test(tokens[index - 1] ?? "") ? tokens[index - 2] : tokens[index - 1];
    if (sentTo.has(before ?? "")) continue;
    let end = index;
    while (end < index + 2 && isPlace(tokens[end] ?? "")) end++;
    if (end === index) continue;
    const next = /^(phon|mobil|landlin)$/.test(tokens[end] ?? "") ? end + 1 : end;
    if (/^numbers?$/.test(tokens[next] ?? "")) return index;
  }
  return -1;
}

/** "Need a Dubai number for our desk", "an India number for our Kerala clients": a number of ours, first. */
export function askedNumberFirst(
  services: Mention[],
  tokens: readonly string[],
  isPlace: (token: string) => boolean,
): void {
  if (services.some((mention) => mention.path === numbersPath)) return;
  const at = placeNumberAt(tokens, isPlace);
  if (at >= 0) services.unshift({ path: numbersPath, position: at });
}
