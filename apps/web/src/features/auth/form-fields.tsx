import { type InputHTMLAttributes, type ReactNode, useId } from "react";

/** A labelled input with its error under it, wired for screen readers (≥ 44 px high). */
export function TextField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: string }) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`min-h-11 rounded-lg border bg-surface px-3 py-2 text-base text-ink outline-offset-2 ${
          error ? "border-red-700" : "border-line focus:border-accent"
        }`}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's main button; shows the busy label and refuses clicks while the request runs. */
export function SubmitButton({
  isBusy,
  label,
  busyLabel,
}: {
  isBusy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={isBusy}
      aria-busy={isBusy}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-accent px-6 py-2.5 text-sm font-medium tracking-wide text-white transition-colors hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70"
    >
      {isBusy ? busyLabel : label}
    </button>
  );
}

/** A form-level message: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 text-sm ${
        kind === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"
      }`}
    >
      {children}
    </p>
  );
}
