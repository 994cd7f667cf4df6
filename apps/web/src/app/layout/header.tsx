import { PAGE_PATHS } from "@shop/shared";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { AccountMenu } from "../../features/auth";
import { useCartCount } from "../../features/cart";
import { SEARCH_OVERLAY_ID, SearchBox, SearchOverlay } from "../../features/search";
import { getShopInfo } from "../../lib/shop-info";
import { BagIcon, CloseIcon, MenuIcon, SearchIcon } from "../../ui/icons";
import { LanguageSwitcher } from "./language-switcher";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";

const iconButton =
  "tap relative flex items-center justify-center rounded-full text-ink transition-colors hover:bg-sand hover:text-accent";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `tap flex items-center px-3 text-sm tracking-wide uppercase transition-colors ${
    isActive ? "text-accent" : "text-ink hover:text-accent"
  }`;

/** The fixed top bar: logo, pages, search, language, account and cart. */
export function Header() {
  const { t } = useTranslation();
  const shop = getShopInfo();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const closeSearch = useCallback(() => setIsSearchOpen(false), []);

  // The menu and the overlay are siblings of <header>, not children: the header's backdrop filter
  // would otherwise become their containing block and clip their `position: fixed`.
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur supports-[backdrop-filter]:bg-canvas/85">
        <div className="container-page flex h-header items-center gap-1 md:gap-4">
          <button
            ref={menuButtonRef}
            type="button"
            className={`${iconButton} -ml-2 md:hidden`}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? t("header.close_menu") : t("header.open_menu")}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>

          {/* logo.svg is a wordmark (mark + name); its alt text is the configured shop name. */}
          <Link
            to={PAGE_PATHS.home}
            aria-label={t("header.home_link", { name: shop.name })}
            className="flex min-h-11 shrink-0 items-center"
          >
            <img src="/logo.svg" alt={shop.name} width="528" height="100" className="h-7 w-auto md:h-8" />
          </Link>

          <nav aria-label={t("header.main_nav")} className="ml-2 hidden md:block">
            <ul className="flex items-center">
              <li>
                <NavLink to={PAGE_PATHS.about} className={navLinkClass}>
                  {t("header.about")}
                </NavLink>
              </li>
              <li>
                <NavLink to={PAGE_PATHS.products} className={navLinkClass}>
                  {t("header.shop")}
                </NavLink>
              </li>
            </ul>
          </nav>

          <div className="mx-auto hidden w-full max-w-sm md:block">
            <SearchBox />
          </div>

          <div className="ml-auto flex items-center md:ml-0 md:gap-1">
            <button
              ref={searchButtonRef}
              type="button"
              className={`${iconButton} md:hidden`}
              aria-expanded={isSearchOpen}
              aria-controls={SEARCH_OVERLAY_ID}
              aria-label={t("header.open_search")}
              onClick={() => {
                setIsMenuOpen(false);
                setIsSearchOpen(true);
              }}
            >
              <SearchIcon className="size-6" />
            </button>
            <LanguageSwitcher className="hidden md:block" />
            <AccountMenu buttonClassName={iconButton} />
            <CartLink />
          </div>
        </div>
      </header>
      <MobileMenu isOpen={isMenuOpen} onClose={closeMenu} toggleRef={menuButtonRef} />
      <SearchOverlay isOpen={isSearchOpen} onClose={closeSearch} returnFocusRef={searchButtonRef} />
    </>
  );
}

function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to={PAGE_PATHS.cart}
      className={`${iconButton} -mr-2 md:mr-0`}
      aria-label={t("header.cart_label", { count })}
    >
      <BagIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
