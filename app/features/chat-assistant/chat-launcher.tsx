import { useCallback, useEffect, useRef, useState } from "react";
import { MessageCircle, X } from "~/components/ui/icons.ts";
import { Spinner } from "~/components/ui/spinner.tsx";
import { cx } from "~/lib/class-names.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { useLauncherTucked } from "./use-launcher-clearance.ts";

type Panel = typeof import("./chat-panel.tsx")["default"];
let panelModule: Promise<Panel> | undefined;
/** The panel once its chunk has arrived. */
let loadedPanel: Panel | undefined;
/**
 * One fetch of the panel's chunks, whoever asks first: the idle prefetch, a hover or the tap; a
 * failed fetch may be tried again. Not React.lazy: a lazy component suspends once even when its
 * module is already there, and React holds a Suspense boundary's content back for 300 ms after
 * showing its fallback. Measured, that was the whole of the first tap's delay (decision 105).
 */
const loadPanel = () => {
  panelModule ??= import("./chat-panel.tsx").then(
    (module) => {
      loadedPanel = module.default;
      return module.default;
    },
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  );
  return panelModule;
};
/** A head start that may fail quietly: the tap fetches again and handles a failure. */
const prefetchPanel = () => {
  loadPanel().catch(() => {});
};
const PANEL_ID = "ai-assistant";
/** After the page has loaded, how long an idle callback may wait for a quiet moment (ms). */
const IDLE_TIMEOUT = 2000;

/**
 * Fetches the panel while the page is idle after its load (decision 105), so the first tap has
 * nothing to download: never part of the first load, and never competing with it.
 */
function usePanelPrefetch() {
  useEffect(() => {
    let cancel = () => {};
    const prefetch = () => {
      // Safari has no requestIdleCallback: a pause after the load stands in for it.
      if (typeof window.requestIdleCallback === "function") {
        const idle = window.requestIdleCallback(prefetchPanel, { timeout: IDLE_TIMEOUT });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(prefetchPanel, 1500);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === "complete") prefetch();
    else window.addEventListener("load", prefetch, { once: true });
    return () => {
      window.removeEventListener("load", prefetch);
      cancel();
    };
  }, []);
}

/**
 * The floating button on every page. It is all the assistant adds to a page's first load: the
 * panel's code is fetched once the page is idle and mounted on the first open. It is hidden while
 * the phone menu is open (app.css) and tucks away while a phone visitor reads on.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted on the first open and kept, so a half-typed message survives closing.
  const [mounted, setMounted] = useState(false);
  const [ChatPanel, setChatPanel] = useState<Panel | undefined>(() => loadedPanel);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const labels = useSiteData().chrome.assistantLauncher;
  const [tucked, untuck] = useLauncherTucked();
  usePanelPrefetch();

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  function toggle() {
    setMounted(true);
    setOpen((current) => !current);
    if (ChatPanel) return;
    if (loadedPanel) setChatPanel(() => loadedPanel);
    else
      loadPanel().then(
        (panel) => setChatPanel(() => panel),
        // Offline or a new deployment: closed again, the next press tries once more.
        () => setOpen(false),
      );
  }

  return (
    <>
      {mounted && ChatPanel ? <ChatPanel id={PANEL_ID} open={open} onClose={close} /> : null}
      {open && !ChatPanel ? (
        <div className="fixed bottom-24 inset-e-4 z-50 flex size-16 items-center justify-center rounded-2xl bg-white shadow-xl">
          <Spinner />
        </div>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        data-chat-launcher=""
        aria-label={open ? labels.close : labels.open}
        aria-expanded={open}
        aria-controls={mounted && ChatPanel ? PANEL_ID : undefined}
        onClick={toggle}
        onPointerEnter={prefetchPanel}
        onFocus={() => {
          untuck();
          prefetchPanel();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
        className={cx(
          "fixed bottom-4 inset-e-4 z-40 flex size-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg transition hover:scale-105 hover:bg-teal-800 motion-reduce:transition-none motion-reduce:hover:scale-100",
          tucked && !open && "translate-y-24 opacity-0",
        )}
      >
        {open ? <X className="size-6" /> : <MessageCircle className="size-6" />}
      </button>
    </>
  );
}
