import { type RefObject, useEffect } from "react";

interface DismissOptions {
  isOpen: boolean;
  onClose: () => void;
  /** A press inside any of these is not "outside" (the popup itself, the button that toggles it). */
  insideRefs: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** Where focus goes after Escape, so keyboard users are not stranded. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Closes a popup (menu, overlay) on Escape and on a press outside it. */
export function useDismiss({ isOpen, onClose, insideRefs, returnFocusRef }: DismissOptions): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      returnFocusRef?.current?.focus();
    };
    const onPress = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (insideRefs.some((ref) => ref.current?.contains(target))) return;
      onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("mousedown", onPress);
    document.addEventListener("touchstart", onPress, { passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("mousedown", onPress);
      document.removeEventListener("touchstart", onPress);
    };
  }, [isOpen, onClose, insideRefs, returnFocusRef]);
}
