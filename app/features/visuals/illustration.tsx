/**
 * A product drawing, inlined: an inline SVG is no LCP candidate, needs no request and takes its
 * height from its viewBox, so it cannot shift the layout. The markup comes from loader data
 * (features/visuals/drawings.ts), so it costs no JavaScript; the label is its text alternative.
 * `dir="ltr"`: a drawing is placed in its own coordinates, so a right-to-left page must not turn
 * its texts' anchors around; a drawing with Arabic words sets their direction itself (decision 070).
 */
export function Illustration({ svg, label }: { svg: string; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      dir="ltr"
      className="mx-auto w-full max-w-lg [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG files, read at build time.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
