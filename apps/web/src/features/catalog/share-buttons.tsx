import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FacebookIcon } from "../../ui/icons";
import { shareLinks } from "./share-links";

/** How long "Link copied" stays on screen. */
const CONFIRMATION_MS = 2_500;

interface ShareButtonsProps {
  pageUrl: string;
  productName: string;
  imageUrl?: string;
}

const shareLink =
  "tap flex items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent";

/**
 * Share on Facebook, X and Pinterest with the page URL and the product name (new tabs); to Zalo
 * through the device's share sheet; or copy the link. Zalo has no plain share URL: its share
 * button is a third-party script tied to an Official Account (docs/decisions/050-storefront-quick-wins.md),
 * so where the browser has the Web Share API (phones, where Zalo is installed) the sheet offers
 * Zalo among the apps, and everywhere the copied link can be pasted into a Zalo chat.
 */
export function ShareButtons({ pageUrl, productName, imageUrl }: ShareButtonsProps) {
  const { t } = useTranslation();
  const links = shareLinks(pageUrl, productName, imageUrl);
  const newTab = t("common.new_tab");
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(pageUrl);
      setCopy("copied");
    } catch {
      // No clipboard (an old browser, or a page not served over https): the address bar still has it.
      setCopy("failed");
    }
    timer.current = setTimeout(() => setCopy("idle"), CONFIRMATION_MS);
  }

  async function shareToApps() {
    try {
      await navigator.share({ title: productName, url: pageUrl });
    } catch {
      // The shopper closed the sheet (AbortError) or the browser refused: nothing to say.
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium">{t("productdetail.share")}</span>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={shareLink}>
        <FacebookIcon className="size-5" />
        <span className="sr-only">{`${t("productdetail.share_facebook")} ${newTab}`}</span>
      </a>
      <a href={links.x} target="_blank" rel="noopener noreferrer" className={shareLink}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
        </svg>
        <span className="sr-only">{`${t("productdetail.share_twitter")} ${newTab}`}</span>
      </a>
      <a href={links.pinterest} target="_blank" rel="noopener noreferrer" className={shareLink}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.9-4.4-4.5-4.4-3.1 0-4.9 2.3-4.9 4.7 0 .9.4 2 .8 2.5.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.7-2.3 6.8-5.6 6.8-1.1 0-2.1-.6-2.5-1.2l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2Z" />
        </svg>
        <span className="sr-only">{`${t("productdetail.share_pinterest")} ${newTab}`}</span>
      </a>
      {canShare && (
        <button type="button" onClick={shareToApps} className={shareLink} data-testid="share-zalo">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3c5 0 9 3.4 9 7.6s-4 7.6-9 7.6c-.9 0-1.8-.1-2.6-.3L5 20l.9-3.6C4.1 15 3 12.9 3 10.6 3 6.4 7 3 12 3Z" />
            <path d="M8.5 8.5h4l-4 4.5h4M15.5 8.5V13" />
          </svg>
          <span className="sr-only">{t("productdetail.share_zalo")}</span>
        </button>
      )}
      <button type="button" onClick={copyLink} className={shareLink} data-testid="copy-link">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
          <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
        </svg>
        <span className="sr-only">{t("productdetail.copy_link")}</span>
      </button>
      <span role="status" className="text-sm text-accent-strong">
        {copy === "copied"
          ? t("productdetail.link_copied")
          : copy === "failed"
            ? t("productdetail.link_copy_failed")
            : ""}
      </span>
    </div>
  );
}
