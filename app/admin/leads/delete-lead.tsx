/**
 * "Delete" at the foot of a lead's page: a quiet button that opens a modal <dialog> naming
 * what will be erased (the lead, its history and its conversation), with Cancel focused so
 * Enter or Space never deletes by surprise; Escape closes it (decision 038: erasure).
 */
import { useRef, useState } from "react";
import { consolePaths } from "../../../contracts/console-urls.ts";
import { fetchAdminJson, signInAgain } from "../admin-fetch.ts";

export function DeleteLead({ url, name }: { url: string; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function open() {
    setError(null);
    dialog.current?.showModal();
    cancel.current?.focus();
  }

  async function erase() {
    setBusy(true);
    const erased = await fetchAdminJson(url, { method: "DELETE" }).catch(signInAgain());
    if (erased.ok) window.location.assign(consolePaths.leads);
    else {
      setBusy(false);
      setError(erased.message);
    }
  }

  return (
    <div className="pt-2">
      <button
        type="button"
        onClick={open}
        className="min-h-9 rounded-md px-2 text-sm font-medium text-slate-600 underline underline-offset-2 hover:text-red-800"
      >
        Delete
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-lead-title"
        aria-describedby="delete-lead-what"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 p-5 shadow-xl backdrop:bg-slate-900/40"
      >
        <h2 id="delete-lead-title" className="text-base font-semibold text-slate-900">
          Delete this lead?
        </h2>
        <p id="delete-lead-what" className="mt-2 text-sm text-slate-700">
          The lead from {name}, its status history and notes, and its conversation with the assistant are
          erased for good. This cannot be undone.
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            ref={cancel}
            onClick={() => dialog.current?.close()}
            className="min-h-10 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={erase}
            className="min-h-10 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            Yes, delete
          </button>
        </div>
      </dialog>
    </div>
  );
}
