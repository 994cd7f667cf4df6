import { type RefObject, useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab may reach inside these containers, in order; hidden ones left out. */
export function focusableIn(containers: ReadonlyArray<HTMLElement | null | undefined>): HTMLElement[] {
  return containers.flatMap((container) => {
    if (!container) return [];
    const candidates = container.matches(FOCUSABLE) ? [container] : [];
    candidates.push(...container.querySelectorAll<HTMLElement>(FOCUSABLE));
    return candidates.filter(
      (element) => !element.closest("[hidden]") && element.getClientRects().length > 0,
    );
  });
}

/**
 * While `isActive`, Tab and Shift+Tab cycle through the focusable elements of `refs` (a menu and
 * the button that opened it) and never wander to the page behind (WAI-ARIA APG, modal dialogs).
 */
export function useFocusTrap(isActive: boolean, refs: ReadonlyArray<RefObject<HTMLElement | null>>): void {
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = focusableIn(refs.map((ref) => ref.current));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      // The toggle and the menu are not next to each other in the page, so Tab is moved by hand
      // through the trap's own order rather than left to the browser.
      event.preventDefault();
      const active = document.activeElement;
      const index = active instanceof HTMLElement ? focusable.indexOf(active) : -1;
      const next = event.shiftKey
        ? index <= 0
          ? last
          : focusable[index - 1]
        : index === -1 || index === focusable.length - 1
          ? first
          : focusable[index + 1];
      next?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isActive, refs]);
}
