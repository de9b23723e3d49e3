/**
 * The product drawings as SVG markup, for route loaders only: loaders run at pre-render time
 * (ssr: false), so the markup reaches the browser in the page's HTML and loader data and never
 * in JavaScript (decision 045). Named by service slug, plus "home".
 */
const files = import.meta.glob<string>("../../assets/illustrations/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

export function drawing(name: string): string {
  const svg = files[`../../assets/illustrations/${name}.svg`];
  if (!svg) throw new Error(`No drawing app/assets/illustrations/${name}.svg`);
  return svg.trim();
}
