import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export interface ConfirmDialogProps {
  /** Shown while true; the dialog is modal (focus stays inside, Escape cancels). */
  open: boolean;
  message: string;
  confirmLabel?: string;
  /** Red confirm button for what cannot be undone (deleting). */
  destructive?: boolean;
  /** Turns the dialog into a prompt with one text field (e.g. a new password). */
  prompt?: { label: string; type?: "text" | "password" };
  /** The prompt's value ("" for a plain confirmation). */
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/**
 * The shop's confirm and prompt, in place of window.confirm / window.prompt: a native modal
 * <dialog> (focus trapped and restored by the browser, Escape closes it), translated buttons, and
 * the same look on every device.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  destructive = false,
  prompt,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState("");
  const messageId = useId();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValue("");
      // jsdom (unit tests) has no showModal; the open attribute shows it there.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(value);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-describedby={messageId}
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      {open && (
        <form onSubmit={submit} className="space-y-5">
          {prompt ? (
            <label htmlFor={inputId} id={messageId} className="block font-medium">
              {message}
            </label>
          ) : (
            <p id={messageId} className="font-medium">
              {message}
            </p>
          )}
          {prompt && (
            <input
              id={inputId}
              type={prompt.type ?? "text"}
              aria-label={prompt.label}
              autoComplete={prompt.type === "password" ? "new-password" : "off"}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="w-full rounded-lg border border-line bg-canvas px-3 py-2.5 focus:border-accent"
              autoFocus
            />
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onCancel}
              className="tap rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
            >
              {t("common.cancel")}
            </button>
            <button
              type="submit"
              className={`tap rounded-full px-5 text-sm font-medium text-white ${
                destructive ? "bg-red-800 hover:bg-red-900" : "bg-accent hover:bg-accent-strong"
              }`}
            >
              {confirmLabel ?? t("common.confirm")}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

type DialogRequest = Omit<ConfirmDialogProps, "open" | "onConfirm" | "onCancel">;

/**
 * Promise-style use, like window.confirm / window.prompt but awaited:
 * `if (await dialog.confirm({ message })) …`, `const value = await dialog.prompt({ message, prompt })`
 * (null when cancelled). Render `dialog.element` once in the component.
 */
export function useConfirmDialog(): {
  confirm: (request: DialogRequest) => Promise<boolean>;
  prompt: (
    request: DialogRequest & { prompt: NonNullable<DialogRequest["prompt"]> },
  ) => Promise<string | null>;
  element: ReactNode;
} {
  const [pending, setPending] = useState<{
    request: DialogRequest;
    settle: (value: string | null) => void;
  } | null>(null);
  const ask = useCallback(
    (request: DialogRequest) =>
      new Promise<string | null>((resolve) => setPending({ request, settle: resolve })),
    [],
  );
  const finish = (value: string | null) => {
    pending?.settle(value);
    setPending(null);
  };
  return {
    confirm: useCallback(async (request: DialogRequest) => (await ask(request)) !== null, [ask]),
    prompt: ask,
    element: (
      <ConfirmDialog
        open={pending !== null}
        message={pending?.request.message ?? ""}
        confirmLabel={pending?.request.confirmLabel}
        destructive={pending?.request.destructive}
        prompt={pending?.request.prompt}
        onConfirm={(value) => finish(value)}
        onCancel={() => finish(null)}
      />
    ),
  };
}
