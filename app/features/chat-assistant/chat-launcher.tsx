import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { MessageCircle, X } from "~/components/ui/icons.ts";
import { Spinner } from "~/components/ui/spinner.tsx";
import { useSiteData } from "~/lib/site-data.tsx";

const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(loadPanel);
const PANEL_ID = "ai-assistant";

/**
 * The floating button on every page. It is all the assistant adds to a page's
 * first load: the panel's code is fetched on hover or focus (a head start) and
 * mounted on the first open.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const labels = useSiteData().chrome.assistantLauncher;

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  function toggle() {
    setMounted(true);
    setOpen((current) => !current);
  }

  return (
    <>
      {mounted ? (
        <Suspense
          fallback={
            <div className="fixed bottom-24 inset-e-4 z-50 flex size-16 items-center justify-center rounded-2xl bg-white shadow-xl">
              <Spinner />
            </div>
          }
        >
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        aria-label={open ? labels.close : labels.open}
        aria-expanded={open}
        aria-controls={mounted ? PANEL_ID : undefined}
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
        className="fixed bottom-4 inset-e-4 z-40 flex size-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-teal-800 motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        {open ? <X className="size-6" /> : <MessageCircle className="size-6" />}
      </button>
    </>
  );
}
