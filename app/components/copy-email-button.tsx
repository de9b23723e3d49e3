import { notify } from "~/features/toasts/toasts.tsx";
import { Copy } from "./ui/icons.ts";

interface CopyEmailButtonProps {
  email: string;
  /** The button's label and the toasts' words, in the page's locale. */
  texts: { copyEmail: string; copied: string; copyFailed: string };
}

/** Copies an e-mail address to the clipboard and confirms with a toast. */
export function CopyEmailButton({ email, texts: titles }: CopyEmailButtonProps) {
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
