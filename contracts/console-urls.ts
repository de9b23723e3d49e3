/**
 * The console's URLs (decision 038). Every page is a pre-rendered shell that
 * fetches its data in the browser, so a lead's page is one static page with
 * the lead's id in the query string. Imported by the server (static serving,
 * notification e-mails) and the build; no React here.
 */
export const consolePaths = {
  signIn: "/admin",
  leads: "/admin/leads",
  lead: "/admin/lead",
  insights: "/admin/insights",
  prices: "/admin/prices",
  conversation: "/admin/conversation",
} as const;

/** Every console page: pre-rendered, served with noindex, never in the sitemap. */
export const consolePages: readonly string[] = Object.values(consolePaths);

/** Whether a path is in the console: noindex, never in the sitemap, no site header or assistant. */
export const isConsolePath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** A lead's page, site-relative: "/admin/lead?id=…". */
export const leadPath = (id: string) => `${consolePaths.lead}?id=${encodeURIComponent(id)}`;

/** A conversation's transcript, site-relative: "/admin/conversation?id=…", at a page or the page of a turn. */
export function conversationPath(id: string, at: { page?: number; turn?: string } = {}): string {
  const page = at.page !== undefined ? `&page=${at.page}` : "";
  const turn =
    at.turn !== undefined ? `&turn=${encodeURIComponent(at.turn)}#turn-${encodeURIComponent(at.turn)}` : "";
  return `${consolePaths.conversation}?id=${encodeURIComponent(id)}${page}${turn}`;
}

/** A conversation's transcript as an absolute URL, for notifications (decision 056). */
export const conversationConsoleUrl = (siteOrigin: string, id: string) =>
  `${siteOrigin}${conversationPath(id)}`;

/**
 * A lead's page as an absolute URL, for notification e-mails: leadConsoleUrl("https://relaywave.example", id).
 * SITE_ORIGIN never ends in a slash (server/env.ts).
 */
export const leadConsoleUrl = (siteOrigin: string, id: string) => `${siteOrigin}${leadPath(id)}`;
