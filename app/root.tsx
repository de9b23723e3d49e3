import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorFallback } from "./components/error-fallback.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./components/skip-link.tsx";
import { rememberFormatted } from "./content/format/formatted-once.ts";
import { defaultLocale, localeOfPath } from "./content/locales.ts";
import { siteData } from "./content/render/site-data.ts";
import { AuthProvider } from "./features/auth/auth-provider.tsx";
import { ChatLauncher } from "./features/chat-assistant/chat-launcher.tsx";
import { ToasterSlot } from "./features/toasts/toasts.tsx";
import { EARLY_INPUT_SCRIPT, markHydratedAndReplayClick } from "./lib/early-input.ts";
import { layOutLaterBands } from "./lib/later-bands.ts";
import { usePreviousPathTracking } from "./lib/previous-path.ts";
import { SiteDataProvider } from "./lib/site-data.tsx";
import { useFocusMainOnNavigation } from "./lib/use-route-focus.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Runs only while pre-rendering (ssr: false): the page's locale's shared words and links reach the
// browser in each page's HTML and .data file, so a language costs no JavaScript (decision 058).
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return siteData(locale);
}

/**
 * The root's data is the page's language's (words, menus, <html lang dir>): fetched again
 * whenever a navigation crosses into another locale, which React Router would otherwise skip for a
 * parent route whose params did not change (decision 090).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  // Runs after every child's effects, under the page or the error screen: the page can take input now.
  useEffect(markHydratedAndReplayClick, []);
  const site = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={site?.lang ?? defaultLocale} dir={site?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* Pre-rendering writes the script; the browser already ran it, so the client bundle leaves its text out. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, hashed into the CSP.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_INPUT_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFocusMainOnNavigation(MAIN_CONTENT_ID);
  usePreviousPathTracking();
  const site = useLoaderData<typeof loader>();
  rememberFormatted(site.companyTexts);
  // The console (app/admin) has its own layout: no site header, footer or assistant there.
  // Tested inline, not through app/admin/urls.ts: importing that would put a shared chunk on every page.
  const { pathname } = useLocation();
  // After hydration and after each navigation: the bands the first layout skipped, one per task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new bands to lay out.
  useEffect(() => layOutLaterBands(), [pathname]);
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return <Outlet />;

  return (
    <SiteDataProvider data={site}>
      <AuthProvider>
        <SkipLink />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <ChatLauncher />
        <ToasterSlot />
      </AuthProvider>
    </SiteDataProvider>
  );
}

function errorMessage(error: unknown, unexpected: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return unexpected;
}

// The root's data is in every page's HTML, so the error screen has its words even when a page failed.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>("root");
  if (!site) throw error;
  const texts = site.chrome.errorScreen;
  return <ErrorFallback message={errorMessage(error, texts.unexpected)} texts={texts} />;
}
