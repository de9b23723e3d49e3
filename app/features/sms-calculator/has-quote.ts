/**
 * Apart from quote.ts on purpose: the section's chunk needs only this, and a module
 * shared with the calculator's chunk would make the route's lazy import bigger.
 */
const names = ["text", "country", "type", "volume"];

/** True when the URL carries any calculator state, so the calculator should open at once. */
export function hasQuote(search: string): boolean {
  const params = new URLSearchParams(search);
  return names.some((name) => params.has(name));
}
