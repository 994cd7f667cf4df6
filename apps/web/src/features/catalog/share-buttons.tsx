import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FacebookIcon, LinkIcon, PinterestIcon, XIcon, ZaloShareIcon } from "../../ui/icons";
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
        <XIcon className="size-5" />
        <span className="sr-only">{`${t("productdetail.share_twitter")} ${newTab}`}</span>
      </a>
      <a href={links.pinterest} target="_blank" rel="noopener noreferrer" className={shareLink}>
        <PinterestIcon className="size-5" />
        <span className="sr-only">{`${t("productdetail.share_pinterest")} ${newTab}`}</span>
      </a>
      {canShare && (
        <button type="button" onClick={shareToApps} className={shareLink} data-testid="share-zalo">
          <ZaloShareIcon className="size-5" />
          <span className="sr-only">{t("productdetail.share_zalo")}</span>
        </button>
      )}
      <button type="button" onClick={copyLink} className={shareLink} data-testid="copy-link">
        <LinkIcon className="size-5" />
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
