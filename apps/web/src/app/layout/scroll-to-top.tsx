import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every navigation scrolls to the top, including going back to a page already seen. */
export function ScrollToTop() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not an input
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
