/**
 * The console's page for a lead (SITE_ORIGIN has no trailing slash, env.ts): one
 * place to change when the console's URLs change.
 */
export function leadConsoleUrl(siteOrigin: string, id: string): string {
  return `${siteOrigin}/admin/leads/${encodeURIComponent(id)}`;
}
