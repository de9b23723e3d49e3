declare const __SITE_ORIGIN__: string;

/** The public origin the build was made for (config/build-config.ts). */
export const siteOrigin: string = __SITE_ORIGIN__;

/** Absolute URL of a site path, for canonical links and Open Graph. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}
