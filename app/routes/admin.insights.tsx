import { useLocation } from "react-router";
import { AdminLoading } from "~/admin/admin-notice";
import { InsightsPage, loadInsights } from "~/admin/insights/insights-page";
import type { Route } from "./+types/admin.insights";

export const meta = () => [
  { title: "What visitors ask | Relaywave console" },
  { name: "robots", content: "noindex" },
];

/** Pre-rendered empty: the figures load in the browser, with the operator's session. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadInsights(request);

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminInsightsRoute({ loaderData }: Route.ComponentProps) {
  const search = new URLSearchParams(useLocation().search);
  return (
    <InsightsPage
      result={loaderData}
      from={search.get("from") ?? undefined}
      to={search.get("to") ?? undefined}
    />
  );
}
