import { type ReactNode, useEffect, useRef, useState } from "react";

interface RenderWhenNearProps {
  children: ReactNode;
  /** The room kept for the content until it renders (about its height, so the page hardly moves). */
  placeholderClassName: string;
}

/**
 * Renders its content once its place comes within a screen of what is shown (at once where the
 * browser has no IntersectionObserver). The home page's featured groups below the first, some 30
 * cards with their pictures, were most of the work of its start in Lighthouse's mobile run
 * (docs/decisions/006-web-app-first-load.md, later note); a shopper scrolling down finds each group rendered a screen before it shows.
 */
export function RenderWhenNear({ children, placeholderClassName }: RenderWhenNearProps) {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === "undefined");
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  return isNear ? children : <div ref={placeholder} className={placeholderClassName} />;
}
