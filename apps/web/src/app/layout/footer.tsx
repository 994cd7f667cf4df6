import { CATEGORIES, categoryKey, PAGE_PATHS, type PaymentMethod } from "@shop/shared";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { categoryHref } from "../../features/catalog";
import { formatDate } from "../../lib/dates";
import { getShopInfo, telHref } from "../../lib/shop-info";
import { ChatIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from "../../ui/icons";

const headingClass = "mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-ink uppercase";
const linkClass =
  "inline-flex min-h-11 items-center text-muted transition-colors hover:text-accent md:min-h-9";

/**
 * The methods the shop takes, as configured (ShopInfo.paymentMethods): a gateway the owner has not
 * set up is never promised. Online ones first, cash on delivery last, as shoppers read them.
 */
function acceptedPayments(methods: readonly PaymentMethod[], t: TFunction): string {
  const online = methods.filter((method) => method !== "cod");
  const ordered = methods.includes("cod") ? [...online, "cod" as const] : online;
  return ordered.map((method) => t(`footer.method_${method}`)).join(", ");
}

/** Footer on every page: contacts, social links, policies and "YOU SHOULD SEE". */
export function Footer() {
  const { t } = useTranslation();
  const shop = getShopInfo();
  const newTab = t("common.new_tab");

  return (
    <footer className="mt-16 border-t border-line bg-sand/60">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="font-display text-2xl font-semibold">
            {shop.name}
          </h2>
          <p className="mt-3 max-w-xs text-sm text-muted">{t("footer.tagline")}</p>
          <h3 className={`${headingClass} mt-6`}>{t("footer.follow_us")}</h3>
          <ul className="flex gap-2">
            <li>
              <a
                href={shop.facebookUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t("footer.facebook", { name: shop.name })} ${newTab}`}
                className="tap flex items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent"
              >
                <FacebookIcon className="size-5" />
              </a>
            </li>
            <li>
              <a
                href={shop.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t("footer.instagram", { name: shop.name })} ${newTab}`}
                className="tap flex items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent"
              >
                <InstagramIcon className="size-5" />
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {t("footer.contact")}
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={telHref(shop.hotline)} className={`${linkClass} gap-2`}>
                <PhoneIcon className="size-4 shrink-0" />
                <span>
                  {t("footer.hotline")}: <span className="text-ink">{shop.hotline}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${shop.supportEmail}`} className={`${linkClass} gap-2 break-all`}>
                <MailIcon className="size-4 shrink-0" />
                <span>{shop.supportEmail}</span>
              </a>
            </li>
          </ul>
          <p className="mt-4 text-xs text-muted">
            {t("footer.payment_methods", { methods: acceptedPayments(shop.paymentMethods, t) })}
          </p>
        </section>

        <section aria-labelledby="footer-information">
          <h2 id="footer-information" className={headingClass}>
            {t("footer.information")}
          </h2>
          <ul className="text-sm">
            <li>
              <Link to={PAGE_PATHS.about} className={linkClass}>
                {t("footer.about")}
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.warranty} className={linkClass}>
                {t("footer.warranty")}
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.privacy} className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.returns} className={linkClass}>
                {t("returns.title")}
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.shipping} className={linkClass}>
                {t("shipping_policy.title")}
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.orderLookup} className={linkClass}>
                {t("order_tracking.footer_link")}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-you-should-see">
          <h2 id="footer-you-should-see" className={headingClass}>
            {t("footer.you_should_see")}
          </h2>
          <ul className="text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryHref(category)} className={linkClass}>
                  {t(categoryKey(category))}
                </Link>
              </li>
            ))}
            <li>
              <Link to={PAGE_PATHS.products} className={linkClass}>
                {t("footer.all_products")}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <SellerDetails />
      <div className="border-t border-line">
        <p className="container-page py-5 text-xs text-muted">
          {t("footer.copyright", { year: new Date().getFullYear(), name: shop.name })}
        </p>
      </div>
      <ChatLinks />
    </footer>
  );
}

/**
 * The contact buttons: Meta switched its chat plugin off in 2024, so an m.me link is the chat that
 * always works; a Zalo link joins it when configured. Floating from 768 px; on a phone they sit at
 * the end of the footer instead, where they cover nothing (a floating button on a 375 px screen sat
 * on the promotion, the cart's totals, the address field and the video;
 * docs/decisions/014-storefront-fixes.md). Not in the back office: they are the shoppers' way to
 * the shop, and there they floated over the owner's tables and buttons.
 */
function ChatLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shop = getShopInfo();
  const newTab = t("common.new_tab");
  if (isBackOfficePath(pathname)) return null;
  return (
    <div className="flex items-center justify-end gap-3 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:fixed md:right-4 md:bottom-[max(1rem,env(safe-area-inset-bottom))] md:z-30 md:flex-col md:items-end md:p-0">
      {shop.zaloUrl && (
        <a
          href={shop.zaloUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t("footer.chat_zalo")} ${newTab}`}
          className="flex size-12 items-center justify-center rounded-full bg-surface text-sm font-bold text-[#0068ff] shadow-lg shadow-ink/15 ring-1 ring-line transition-transform hover:scale-105"
        >
          Zalo
        </a>
      )}
      <a
        href={shop.messengerUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t("footer.chat")} ${newTab}`}
        className="flex size-14 items-center justify-center rounded-full bg-accent text-white shadow-lg shadow-ink/20 transition-transform hover:scale-105 hover:bg-accent-strong"
      >
        <ChatIcon className="size-7" />
      </a>
    </div>
  );
}

function isBackOfficePath(pathname: string): boolean {
  return pathname === PAGE_PATHS.admin || pathname.startsWith(`${PAGE_PATHS.admin}/`);
}

/**
 * Who sells: the owner's name, address and business registration (number, issuer, date), as
 * Vietnam's e-commerce decree asks a shop's website to show (52/2013/NĐ-CP article 29, amended by
 * 85/2021/NĐ-CP), and the Ministry of Industry and Trade's "notified" badge linking to the shop's
 * record there. Every line comes from the configuration (SHOP_OWNER_NAME…, SHOP_MOIT_URL) and is
 * left out until it is set; with nothing set the band is not shown at all.
 */
function SellerDetails() {
  const { t, i18n } = useTranslation();
  const { legal } = getShopInfo();
  const lines = [
    legal.address && t("legal.address", { address: legal.address }),
    [
      legal.registrationNumber && t("legal.registration_number", { number: legal.registrationNumber }),
      legal.registrationPlace && t("legal.registration_place", { place: legal.registrationPlace }),
      legal.registrationDate &&
        t("legal.registration_date", { date: formatDate(legal.registrationDate, i18n.language) }),
    ]
      .filter(Boolean)
      .join(" · "),
  ].filter(Boolean);
  if (!legal.ownerName && lines.length === 0 && !legal.moitRegistrationUrl) return null;
  const badgeLabel = t("legal.moit_badge");

  return (
    <section aria-labelledby="footer-seller" className="border-t border-line" data-testid="seller-details">
      <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between md:gap-10">
        <div className="text-xs leading-relaxed text-muted">
          <h2 id="footer-seller" className="sr-only">
            {t("legal.heading")}
          </h2>
          {legal.ownerName && <p className="text-sm font-semibold text-ink">{legal.ownerName}</p>}
          {lines.map((line) => (
            <p key={line} className="mt-1">
              {line}
            </p>
          ))}
        </div>
        {legal.moitRegistrationUrl && (
          <a
            href={legal.moitRegistrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            title={badgeLabel}
            className="shrink-0 self-start rounded-md focus-visible:outline-2 md:self-center"
          >
            <img
              src="/images/moit-notified.svg"
              alt={`${badgeLabel} ${t("common.new_tab")}`}
              width="180"
              height="68"
              loading="lazy"
              decoding="async"
              className="h-14 w-auto"
            />
          </a>
        )}
      </div>
    </section>
  );
}
