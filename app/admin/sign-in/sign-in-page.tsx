/**
 * /admin: the console's sign-in. Email and password, one generic sentence
 * when either is wrong (the server's), and signed-in visitors go straight to
 * the inbox.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { markFormInteractiveAndReplaySubmit, NEEDS_JS_FORM_ATTRIBUTE } from "~/lib/early-input.ts";
import { consolePaths } from "../../../contracts/console-urls.ts";
import { fetchAdminJson } from "../admin-fetch.ts";
import { useAdminData } from "../use-admin-data.ts";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30";

export function SignInPage() {
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A sign-in sent before this code arrived was held back by the page (app/lib/early-input.ts):
  // without that, the browser would submit the shell's form itself, as a GET with the password in the URL.
  useEffect(() => {
    if (formRef.current) markFormInteractiveAndReplaySubmit(formRef.current);
  }, []);

  // Already signed in: the inbox. A 401 here just means "show the form".
  const [session] = useAdminData(() => fetchAdminJson("/functions/v1/auth/session"), "session");
  useEffect(() => {
    if (session?.ok) window.location.replace(consolePaths.leads);
  }, [session]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const signedIn = await fetchAdminJson("/functions/v1/auth/sign-in", {
      method: "POST",
      body: { email: form.get("email"), password: form.get("password") },
    });
    if (signedIn.ok) {
      window.location.assign(consolePaths.leads);
      return;
    }
    setError(signedIn.message);
    setBusy(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="text-center text-sm font-semibold tracking-tight text-slate-900">
          Relaywave <span className="font-normal text-slate-600">console</span>
        </p>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Sign in</h1>
          <p className="mt-1 text-sm text-slate-600">For Relaywave staff only.</p>
          <form
            ref={formRef}
            method="post"
            {...{ [NEEDS_JS_FORM_ATTRIBUTE]: "" }}
            className="mt-6 space-y-4"
            onSubmit={submit}
            noValidate
            aria-describedby={error ? errorId : undefined}
          >
            {error && (
              <p
                id={errorId}
                ref={errorRef}
                tabIndex={-1}
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {error}
              </p>
            )}
            <div>
              <label htmlFor={emailId} className="block text-sm font-medium text-slate-800">
                Email
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="username"
                required
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
                Password
              </label>
              <input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={inputClass}
              />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-teal-700 px-4 text-base font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
            >
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
