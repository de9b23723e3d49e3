import { contactSectionTitles as titles } from "~/content/section-titles.ts";
import { notify } from "~/features/toasts/toasts.tsx";
import { Copy } from "./ui/icons.ts";

/** Copies an e-mail address to the clipboard and confirms with a toast. */
export function CopyEmailButton({ email }: { email: string }) {
  async function copy() {
    let copied = true;
    try {
      await navigator.clipboard.writeText(email);
    } catch {
      copied = false;
    }
    await notify(copied ? "success" : "error", copied ? titles.copied : titles.copyFailed);
  }
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800"
    >
      <Copy className="size-4" />
      {titles.copyEmail}
    </button>
  );
}
