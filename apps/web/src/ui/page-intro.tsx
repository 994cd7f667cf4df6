import type { ReactNode } from "react";

/** The heading block at the top of a page: its one <h1>, an optional line under it. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-line py-10 md:py-14">
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      {children && <div className="mt-3 max-w-2xl text-muted">{children}</div>}
    </div>
  );
}
