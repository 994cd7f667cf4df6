import type { ReactNode } from "react";

/** The narrow card the sign-in pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <section className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-10">
        <h1 className="text-3xl font-semibold">{title}</h1>
        <div className="mt-4 text-muted">{children}</div>
      </section>
    </div>
  );
}
