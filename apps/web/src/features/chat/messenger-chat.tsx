import { PAGE_PATHS } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentLanguage } from "../../lib/i18n";
import { CloseIcon } from "../../ui/icons";
import { hasStoredAccessToken, startMessengerSdk } from "./messenger-sdk";

/** A guest who closed the log-in prompt does not see it again in this tab. */
const PROMPT_DISMISSED_KEY = "chat-login-prompt-dismissed";

function isPromptDismissed(): boolean {
  try {
    return sessionStorage.getItem(PROMPT_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The Messenger chat plugin, shown only when a page id is configured (Meta
 * switched the plugin off in May 2024, so the footer's m.me link is the contact that
 * always works). Signed-in and signed-out visitors get different greetings; guests are asked to
 * log in. The layout loads this file only with a page id, so without one nothing of it runs.
 */
export function MessengerChat({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const chatRef = useRef<HTMLDivElement>(null);
  const [isSignedIn] = useState(() => hasStoredAccessToken());
  const [isPromptOpen, setIsPromptOpen] = useState(() => !isSignedIn && !isPromptDismissed());
  const loggedInGreeting = t("chat.greeting_logged_in");
  const loggedOutGreeting = t("chat.greeting_logged_out");

  // The plugin reads its settings from these attributes when the SDK parses the page; React has no
  // props for them, so they are set here, before the SDK starts.
  useEffect(() => {
    const chat = chatRef.current;
    if (!chat) return;
    chat.setAttribute("page_id", pageId);
    chat.setAttribute("attribution", "biz_inbox");
    chat.setAttribute("logged_in_greeting", loggedInGreeting);
    chat.setAttribute("logged_out_greeting", loggedOutGreeting);
    chat.setAttribute("greeting_dialog_display", isSignedIn ? "hide" : "show");
  }, [pageId, loggedInGreeting, loggedOutGreeting, isSignedIn]);

  useEffect(() => startMessengerSdk({ language: currentLanguage() }), []);

  const dismissPrompt = () => {
    setIsPromptOpen(false);
    try {
      sessionStorage.setItem(PROMPT_DISMISSED_KEY, "1");
    } catch {
      // Storage blocked: the prompt simply comes back on the next page load.
    }
  };

  return (
    <>
      <div id="fb-root" />
      <div ref={chatRef} className="fb-customerchat" data-testid="messenger-chat" />
      {isPromptOpen && (
        <aside
          aria-label={t("footer.chat")}
          className="fixed right-20 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex max-w-60 items-start gap-1 rounded-2xl bg-surface py-2 pr-1 pl-4 text-sm shadow-lg shadow-ink/15 ring-1 ring-line"
        >
          <Link to={PAGE_PATHS.login} className="min-h-11 py-1.5 text-ink underline underline-offset-4">
            {t("chat.login_prompt")}
          </Link>
          <button
            type="button"
            onClick={dismissPrompt}
            aria-label={t("common.close")}
            className="tap flex shrink-0 items-center justify-center rounded-full text-muted hover:text-accent"
          >
            <CloseIcon className="size-4" />
          </button>
        </aside>
      )}
    </>
  );
}
