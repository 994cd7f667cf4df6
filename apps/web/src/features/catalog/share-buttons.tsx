import { useTranslation } from "react-i18next";
import { FacebookIcon } from "../../ui/icons";
import { shareLinks } from "./share-links";

interface ShareButtonsProps {
  pageUrl: string;
  productName: string;
  imageUrl?: string;
}

const shareLink =
  "tap flex items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent";

/** Share on Facebook, X and Pinterest with the page URL and the product name; new tabs. */
export function ShareButtons({ pageUrl, productName, imageUrl }: ShareButtonsProps) {
  const { t } = useTranslation();
  const links = shareLinks(pageUrl, productName, imageUrl);
  const newTab = t("common.new_tab");
  return (
    <div className="flex items-center gap-3">
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
    </div>
  );
}
