import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorFallback } from "./components/error-fallback.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./components/skip-link.tsx";
import { AuthProvider } from "./features/auth/auth-provider.tsx";
import { ChatLauncher } from "./features/chat-assistant/chat-launcher.tsx";
import { ToasterSlot } from "./features/toasts/toasts.tsx";
import { EARLY_INPUT_SCRIPT, markHydratedAndReplayClick } from "./lib/early-input.ts";
import { usePreviousPathTracking } from "./lib/previous-path.ts";
import { useFocusMainOnNavigation } from "./lib/use-route-focus.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Runs after every child's effects, under the page or the error screen: the page can take input now.
  useEffect(markHydratedAndReplayClick, []);
  return (
    <html lang="en">
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
  // The console (app/admin) has its own layout: no site header, footer or assistant there.
  // Tested inline, not through app/admin/urls.ts: importing that would put a shared chunk on every page.
  const { pathname } = useLocation();
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return <Outlet />;

  return (
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
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || "Error"}`;
  if (error instanceof Error && error.message) return error.message;
  return "An unexpected error occurred.";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorFallback message={errorMessage(error)} />;
}
