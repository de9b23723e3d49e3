import type { ScriptFonts } from "~/fonts/script-fonts.server.ts";

/**
 * The head's tags for the page's script font (decision 071): a preload of its one WOFF2 file
 * (crossorigin, as every font fetch is, so the preload is the request the face uses) and its
 * @font-face inline, so no stylesheet request waits before it. Nothing on Latin pages.
 */
export function ScriptFontTags({ fonts }: { fonts: ScriptFonts | null | undefined }) {
  if (!fonts) return null;
  return (
    <>
      <link rel="preload" href={fonts.href} as="font" type="font/woff2" crossOrigin="" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own @font-face rule, built at pre-render. */}
      <style dangerouslySetInnerHTML={{ __html: fonts.css }} />
    </>
  );
}
