import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../ui/icons";
import { useDismiss } from "../../ui/use-dismiss";
import { SearchBox } from "./search-box";

export const SEARCH_OVERLAY_ID = "search-overlay";

interface SearchOverlayProps {
  isOpen: boolean;
  onClose: () => void;
  /** The button that opened the overlay: focus returns there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Full-screen search on phones: the input has focus at once; Escape or × closes it. */
export function SearchOverlay({ isOpen, onClose, returnFocusRef }: SearchOverlayProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const insideRefs = useMemo(() => [panelRef], []);
  useDismiss({ isOpen, onClose, insideRefs, returnFocusRef });

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isOpen]);

  if (!isOpen) return null;

  const close = () => {
    onClose();
    returnFocusRef.current?.focus();
  };

  // Keep Tab inside the dialog while it covers the page.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>("input, button, a[href]");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      id={SEARCH_OVERLAY_ID}
      role="dialog"
      aria-modal="true"
      aria-label={t("header.search")}
      className="fixed inset-0 z-50 bg-canvas md:hidden"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: traps Tab for the dialog's own controls */}
      <div ref={panelRef} onKeyDown={onKeyDown} className="flex h-full flex-col">
        <div className="flex h-header items-center gap-2 border-b border-line px-3">
          <div className="flex-1">
            <SearchBox autoFocus size="large" onSearched={onClose} />
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t("header.close_search")}
            className="tap flex items-center justify-center rounded-full text-ink hover:bg-sand"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <p className="px-5 py-6 text-sm text-muted">{t("search.description_empty")}</p>
      </div>
    </div>
  );
}
