import { CATEGORIES, categoryKey, PAGE_PATHS } from "@shop/shared";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useSession } from "../../entities/session/use-session";
import { categoryHref } from "../../features/catalog";
import { GlobeIcon, UserIcon } from "../../ui/icons";
import { useDismiss } from "../../ui/use-dismiss";
import { useFocusTrap } from "../../ui/use-focus-trap";
import { LanguageOptions } from "./language-switcher";

export const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  /** The hamburger button: a press on it is not an "outside" click, and focus returns to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `tap flex items-center rounded-lg px-4 text-base ${isActive ? "bg-sand text-accent" : "text-ink hover:bg-sand"}`;

/**
 * The phone menu under the header: pages, the categories, the account (log in for a guest; the
 * account page, the administration for administrators and log out once signed in) and the other
 * languages.
 */
export function MobileMenu({ isOpen, onClose, toggleRef }: MobileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isStaff, signOut } = useSession();
  const panelRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();

  const insideRefs = useMemo(() => [panelRef, toggleRef], [toggleRef]);
  useDismiss({ isOpen, onClose, insideRefs, returnFocusRef: toggleRef });
  // The menu covers the page below the header: Tab stays on the menu and its toggle.
  const trapRefs = useMemo(() => [toggleRef, panelRef], [toggleRef]);
  useFocusTrap(isOpen, trapRefs);

  // Any other navigation (the browser's back button, a link elsewhere) closes the menu too.
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current !== key) {
      lastKey.current = key;
      onClose();
    }
  }, [key, onClose]);

  return (
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      hidden={!isOpen}
      className="fixed inset-x-0 top-header bottom-0 z-40 overflow-y-auto border-t border-line bg-canvas md:hidden"
    >
      <nav aria-label={t("header.main_nav")} className="container-page py-4">
        <ul className="space-y-1">
          <li>
            <NavLink to={PAGE_PATHS.home} end className={linkClass} onClick={onClose}>
              {t("header.home")}
            </NavLink>
          </li>
          <li>
            <NavLink to={PAGE_PATHS.products} className={linkClass} onClick={onClose}>
              {t("header.shop")}
            </NavLink>
          </li>
          <li>
            <NavLink to={PAGE_PATHS.about} className={linkClass} onClick={onClose}>
              {t("header.about")}
            </NavLink>
          </li>
        </ul>
        <ul className="mt-2 space-y-1 border-t border-line pt-3" aria-label={t("products.filter_label")}>
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={categoryHref(category)} className={linkClass({ isActive: false })} onClick={onClose}>
                {t(categoryKey(category))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t("header.user_menu")} className="container-page border-t border-line py-4">
        {user ? (
          <>
            <p className="flex items-center gap-3 truncate px-4 pb-2 text-sm text-muted">
              <UserIcon className="size-5 shrink-0" />
              {user.email}
            </p>
            <ul className="space-y-1">
              <li>
                <NavLink to={PAGE_PATHS.account} className={linkClass} onClick={onClose}>
                  {t("header.account")}
                </NavLink>
              </li>
              {isStaff && (
                <li>
                  <NavLink to={PAGE_PATHS.admin} className={linkClass} onClick={onClose}>
                    {t("header.admin")}
                  </NavLink>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className={`${linkClass({ isActive: false })} w-full text-left`}
                  onClick={async () => {
                    onClose();
                    await signOut();
                    navigate(PAGE_PATHS.login);
                  }}
                >
                  {t("header.logout")}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <NavLink to={PAGE_PATHS.login} className={linkClass} onClick={onClose}>
            <UserIcon className="mr-3 size-5" />
            {t("header.login")}
          </NavLink>
        )}
      </section>
      <section aria-labelledby="mobile-menu-language" className="container-page border-t border-line py-4">
        <h2
          id="mobile-menu-language"
          className="flex items-center gap-2 px-4 pb-2 font-sans text-xs tracking-wide text-muted uppercase"
        >
          <GlobeIcon className="size-4" />
          {t("language.label")}
        </h2>
        <LanguageOptions onChosen={onClose} className="space-y-1" itemClassName="rounded-lg text-base" />
      </section>
    </div>
  );
}
