/**
 * The console pages of this part (issue 13, decision 040): pre-rendered as empty shells
 * (react-router.config.ts) and served by the server at these exact paths (server/app.ts).
 * Never in the sitemap: they are not public pages.
 */
export const insightsPagePaths = ["/admin/insights", "/admin/conversation"] as const;
