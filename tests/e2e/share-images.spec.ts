import { expect, test } from "@playwright/test";
import { sitePages } from "../../app/content/site-map.ts";

/** The value of one `<meta property|name="key" content="…">` of a page's HTML. */
function metaContent(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
}

// What a social network's crawler does with a shared link: read the page's tags, fetch the image.
test.describe("share images", () => {
  for (const page of sitePages) {
    test(`${page.path} names a 1200×630 PNG that answers 200`, async ({ request }) => {
      const html = await (await request.get(page.path)).text();
      const image = metaContent(html, "og:image");
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(image, "og:image").toBeDefined();
      expect(canonical).toBeDefined();
      // Absolute, on the build's SITE_ORIGIN, as the canonical link is.
      expect(new URL(image as string).origin).toBe(new URL(canonical as string).origin);
      expect(metaContent(html, "og:image:width")).toBe("1200");
      expect(metaContent(html, "og:image:height")).toBe("630");
      expect(metaContent(html, "og:image:alt")).toBeTruthy();
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "twitter:image")).toBe(image);

      // The server under test listens on its own port: ask it for the image's path.
      const response = await request.get(new URL(image as string).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      // A stable URL that is shared: an hour in caches, then revalidated by ETag (decision 043).
      expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
      const png = await response.body();
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.toString("latin1", 12, 16)).toBe("IHDR");
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        width: 1200,
        height: 630,
      });
    });
  }
});
