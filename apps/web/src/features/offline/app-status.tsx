import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * The shell's two notices about the app itself: that the shopper is offline (and so reads what was
 * saved before, prices and stock perhaps out of date), and that a new version of the shop is ready
 * (with a reload button). Both in a polite live region at the bottom of the screen.
 */
export function AppStatus() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    // A chunk of its own, asked for once the app runs: nothing of the worker is in the first load,
    // whose budget is the storefront's (docs/decisions/060-first-load-in-one-chunk.md).
    import("./service-worker")
      .then(({ registerServiceWorker }) => registerServiceWorker(setWaiting))
      .catch(() => undefined);
  }, []);

  const visible = !online || waiting !== null;
  return (
    <div
      role="status"
      className={
        visible
          ? "fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 z-50 rounded-2xl bg-ink px-5 py-4 text-sm text-canvas shadow-lg md:right-auto md:max-w-md"
          : "sr-only"
      }
    >
      {!online && <p data-testid="offline-notice">{t("offline.notice")}</p>}
      {online && waiting && (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span>{t("offline.update_ready")}</span>
          <button
            type="button"
            onClick={() => {
              // Loaded already: it registered the worker that is now waiting.
              void import("./service-worker").then(({ activateUpdate }) => activateUpdate(waiting));
            }}
            className="tap rounded-full bg-canvas px-4 font-medium text-ink hover:bg-sand"
          >
            {t("offline.reload")}
          </button>
        </p>
      )}
    </div>
  );
}
