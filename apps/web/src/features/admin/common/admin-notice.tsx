import { useCallback, useEffect, useState } from "react";

export type AdminNotify = (kind: "success" | "alert", text: string) => void;

interface Message {
  kind: "success" | "alert";
  text: string;
  id: number;
}

const SUCCESS_MS = 5000;

/**
 * The dashboard's messages, in place of the original alerts (docs/product.md, "Alerts"): a success is announced politely and
 * hides itself; a failure stays (read out at once) until the next message.
 */
export function useAdminNotice(): { notify: AdminNotify; message: Message | null } {
  const [message, setMessage] = useState<Message | null>(null);
  useEffect(() => {
    if (message?.kind !== "success") return;
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const notify = useCallback<AdminNotify>((kind, text) => setMessage({ kind, text, id: Date.now() }), []);
  return { notify, message };
}

export function AdminNotice({ message }: { message: Message | null }) {
  const box = "pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4";
  const toast = "pointer-events-auto max-w-xl rounded-2xl px-5 py-3 text-sm font-medium shadow-lg";
  return (
    <>
      <div role="status" className={box}>
        {message?.kind === "success" && (
          <p key={message.id} className={`${toast} bg-ink text-white`} data-testid="admin-notice">
            {message.text}
          </p>
        )}
      </div>
      <div role="alert" className={box}>
        {message?.kind === "alert" && (
          <p key={message.id} className={`${toast} bg-red-800 text-white`} data-testid="admin-notice">
            {message.text}
          </p>
        )}
      </div>
    </>
  );
}
