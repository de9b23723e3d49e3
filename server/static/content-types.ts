import { getMimeType, mimes } from "hono/utils/mime";

// Hono's table, with SVG kept without a charset as the site has always served it, and React Router's
// pre-rendered loader data (fetched on client-side navigation) as the script it is.
const types = { ...mimes, svg: "image/svg+xml", data: "text/x-script; charset=utf-8" };

export function contentTypeOf(file: string): string {
  return getMimeType(file, types) ?? "application/octet-stream";
}

/** Text formats worth compressing; images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}
