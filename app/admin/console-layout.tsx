/**
 * The console's frame: a slim top bar with the navigation (Leads, Insights,
 * Prices), the operator's address and "Sign out". None of the public site's
 * header, footer or assistant. Checks the session once; without one the
 * visitor goes to the sign-in page.
 */
import { type ReactNode, useEffect, useState } from "react";
import { NavLink } from "react-router";
import { cx } from "~/lib/class-names.ts";
import type { OperatorJson } from "../../contracts/admin-api.ts";
import { consolePaths } from "../../contracts/console-urls.ts";
import { fetchAdminJson, toSignIn } from "./admin-fetch.ts";
import { useAdminData } from "./use-admin-data.ts";

export const CONSOLE_MAIN_ID = "console-main";

const navigation = [
  { to: consolePaths.leads, label: "Leads" },
  { to: consolePaths.insights, label: "Insights" },
  { to: consolePaths.prices, label: "Prices" },
];

export function ConsoleLayout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const [signingOut, setSigningOut] = useState(false);
  const [session] = useAdminData(
    () => fetchAdminJson<{ operator: OperatorJson }>("/functions/v1/auth/session"),
    "session",
  );
  const operator = session?.ok ? session.data.operator : null;
  // Signed out (or the session cannot be read): the sign-in page.
  useEffect(() => {
    if (session && !session.ok) toSignIn();
  }, [session]);

  async function signOut() {
    setSigningOut(true);
    await fetchAdminJson("/functions/v1/auth/sign-out", { method: "POST" });
    toSignIn();
  }

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a
        href={`#${CONSOLE_MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-teal-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
          <span className="text-sm font-semibold tracking-tight text-slate-900">
            Relaywave <span className="font-normal text-slate-600">console</span>
          </span>
          <nav aria-label="Console" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex gap-1">
              {navigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    reloadDocument
                    className={({ isActive }) =>
                      cx(
                        "inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium",
                        isActive
                          ? "bg-teal-50 text-teal-900"
                          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {operator && <span className="hidden text-sm text-slate-600 sm:inline">{operator.email}</span>}
            <button
              type="button"
              onClick={signOut}
              disabled={signingOut}
              className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-slate-400 hover:bg-slate-50 disabled:opacity-60"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main
        id={CONSOLE_MAIN_ID}
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6"
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}
