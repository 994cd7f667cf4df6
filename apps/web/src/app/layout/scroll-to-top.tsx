import { useEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * Every navigation scrolls to the top, including going back to a page already seen, except a
 * choice a page writes into its own address in place (the product page's colour): the shopper
 * stays where they chose it.
 */
export function ScrollToTop() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not an input
  useEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (navigationType === NavigationType.Replace && samePage) return;
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
