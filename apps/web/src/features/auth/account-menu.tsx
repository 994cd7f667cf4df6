import { PAGE_PATHS } from "@shop/shared";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../entities/session/use-session";
import { ChevronDownIcon, UserIcon } from "../../ui/icons";
import { useDismiss } from "../../ui/use-dismiss";

const itemClass =
  "flex min-h-11 w-full items-center px-4 text-left text-sm text-ink transition-colors hover:bg-sand hover:text-accent";

/**
 * The header's account menu: signed out, a link to /login; signed in, the
 * e-mail and a dropdown with the account page, Admin (administrators only) and logout (→ /login).
 * Closes on a press outside, on Escape (focus back to its button) and after a choice.
 */
export function AccountMenu({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isStaff, signOut } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  const insideRefs = useMemo(() => [buttonRef, menuRef], []);
  useDismiss({ isOpen, onClose: close, insideRefs, returnFocusRef: buttonRef });

  if (!user) {
    return (
      <Link to={PAGE_PATHS.login} className={buttonClassName} aria-label={t("header.login")}>
        <UserIcon className="size-6" />
      </Link>
    );
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={`${t("header.user_menu")}: ${user.email}`}
        onClick={() => setIsOpen((open) => !open)}
        className={`${buttonClassName} gap-1 xl:w-auto xl:px-3`}
        data-testid="account-menu-button"
      >
        <UserIcon className="size-6 shrink-0" />
        {/* The e-mail from 1280 px only: below, it pushed the header's links onto two lines. */}
        <span className="hidden max-w-40 truncate text-sm xl:inline">{user.email}</span>
        <ChevronDownIcon className="hidden size-4 xl:inline" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          className="absolute right-0 mt-2 w-64 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          <p className="truncate border-b border-line px-4 py-3 text-sm text-muted" title={user.email}>
            {user.email}
          </p>
          <ul>
            <li>
              <Link to={PAGE_PATHS.account} className={itemClass} onClick={close}>
                {t("header.account")}
              </Link>
            </li>
            {isStaff && (
              <li>
                <Link to={PAGE_PATHS.admin} className={itemClass} onClick={close}>
                  {t("header.admin")}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={async () => {
                  close();
                  await signOut();
                  navigate(PAGE_PATHS.login);
                }}
              >
                {t("header.logout")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
