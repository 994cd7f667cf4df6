import type { ReactNode } from "react";

/** A failed load, announced at once to screen readers. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="py-12 text-center font-medium text-red-800">
      {children}
    </p>
  );
}

/** Nothing to show ("no products", "no results"). */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-12 text-center text-muted">
      {children}
    </p>
  );
}
