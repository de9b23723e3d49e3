/**
 * The whole console in one route (`admin/*`, which also matches "/admin"): each
 * console page is a branch here, so the route manifest that every public page
 * loads gains one entry, not one per console page (decision 038). Every page is
 * a pre-rendered shell (app/admin/urls.ts lists them) that fetches its data in
 * the browser with the operator's session.
 */
import type { ComponentType } from "react";
import { useLocation } from "react-router";
import { type AdminResult, consoleMeta } from "~/admin/admin-fetch.ts";
import { AdminLoading } from "~/admin/admin-notice.tsx";
import { ConsoleLayout } from "~/admin/console-layout.tsx";
import { InsightsPage, loadInsights } from "~/admin/insights/insights-page.tsx";
import { LeadPage } from "~/admin/leads/lead-page.tsx";
import { LeadsInbox } from "~/admin/leads/leads-inbox.tsx";
import { PricesEditor } from "~/admin/prices/prices-editor.tsx";
import { SignInPage } from "~/admin/sign-in/sign-in-page.tsx";
import { loadTranscript, TranscriptPage, turnIdOf } from "~/admin/transcript/transcript-page.tsx";
import { useAdminData } from "~/admin/use-admin-data.ts";
import { consolePaths } from "../../contracts/console-urls.ts";
import type { Route } from "./+types/admin";

/** Runs a page's loader in the browser on the page's URL, again when `key` changes. */
function useLoaded<T>(load: (request: Request) => Promise<AdminResult<T>>, key: string) {
  return useAdminData(() => load(new Request(window.location.href)), key)[0];
}

function InsightsRoute() {
  const { search } = useLocation();
  const result = useLoaded(loadInsights, search);
  const query = new URLSearchParams(search);
  if (!result) return <AdminLoading />;
  return (
    <InsightsPage
      result={result}
      from={query.get("from") ?? undefined}
      to={query.get("to") ?? undefined}
      language={query.get("language") ?? undefined}
    />
  );
}

function ConversationRoute() {
  const { search, hash } = useLocation();
  const result = useLoaded(loadTranscript, search);
  return result ? <TranscriptPage result={result} focusTurnId={turnIdOf(hash)} /> : <AdminLoading />;
}

function NoSuchPage() {
  return (
    <ConsoleLayout title="No such page">
      <p className="text-sm text-slate-700">This console page does not exist. Use the navigation above.</p>
    </ConsoleLayout>
  );
}

const pages: Record<string, { title: string; Page: ComponentType }> = {
  [consolePaths.signIn]: { title: "Sign in", Page: SignInPage },
  [consolePaths.leads]: { title: "Leads", Page: LeadsInbox },
  [consolePaths.lead]: { title: "Lead", Page: LeadPage },
  [consolePaths.insights]: { title: "What visitors ask", Page: InsightsRoute },
  [consolePaths.conversation]: { title: "Conversation", Page: ConversationRoute },
  [consolePaths.prices]: {
    title: "Prices",
    Page: () => (
      <ConsoleLayout title="Prices">
        <PricesEditor />
      </ConsoleLayout>
    ),
  },
};

export const meta = ({ location }: Route.MetaArgs) =>
  consoleMeta(pages[location.pathname]?.title ?? "No such page");

export default function ConsoleRoute() {
  const { pathname } = useLocation();
  const { Page } = pages[pathname] ?? { Page: NoSuchPage };
  return <Page />;
}
