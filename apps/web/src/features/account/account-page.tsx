import { formatVnd, PAGE_PATHS } from "@shop/shared";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { OrderTimeline } from "../../entities/order/order-timeline";
import { ParcelTracking } from "../../entities/order/parcel-tracking";
import { colourNameKey } from "../../entities/product/colour-name";
import { ProductGrid } from "../../entities/product/product-card";
import { useSession } from "../../entities/session/use-session";
import { formatDate } from "../../lib/dates";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { LoadingLine, LoadingText } from "../../ui/spinner";
import { loadMyAlerts, MyAlertsLoading } from "../alerts";
import { FavouriteButton, useFavourites } from "../favourites";
import { MyDataSection } from "../privacy";
import { OrderReturns } from "../returns";
import { ReviewFromOrderLink } from "../reviews";
import { OrderTermsLinks } from "../sale-terms";
import { useMyOrders } from "./account-api";
import { AddressBookSection } from "./address-book-section";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";
import { VerifyEmailNotice } from "./verify-email-notice";

/** The customer's alerts: a chunk of their own (features/alerts). */
const MyAlerts = lazy(async () => ({ default: await loadMyAlerts() }));

const sectionClass = "rounded-2xl border border-line bg-surface p-5 md:p-8";

/**
 * Account (docs/decisions/009-orders.md): e-mail, a hidden password, the password change, logout,
 * favourites and the customer's own orders. Signed out → /login; while the session is checked,
 * the loading text.
 */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t("account.title"), t("account.description"));
  const navigate = useNavigate();
  const { user, isLoading, isStaff, signOut } = useSession();

  if (isLoading) return <LoadingText text={t("account.loading")} />;
  if (!user) return <Navigate to={PAGE_PATHS.login} replace />;

  return (
    <div className="container-page pb-16">
      <PageIntro title={t("account.title")}>
        <p>{t("account.description")}</p>
      </PageIntro>
      {user.emailVerified === false ? <VerifyEmailNotice /> : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <section className={sectionClass} aria-label={t("account.title")}>
          <dl className="grid gap-4">
            <div>
              <dt className="text-sm text-muted">{t("account.email")}</dt>
              <dd className="mt-1 font-medium break-all" data-testid="account-email">
                {user.email}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("account.password")}</dt>
              <dd className="mt-1 font-medium tracking-widest">{t("account.hidden_password")}</dd>
            </div>
          </dl>
          <button
            type="button"
            onClick={async () => {
              await signOut();
              navigate(PAGE_PATHS.login, { replace: true });
            }}
            className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full border border-ink/20 px-6 py-2.5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent"
          >
            {t("account.logout")}
          </button>
        </section>
        <section className={sectionClass}>
          <ChangePasswordForm />
        </section>
      </div>
      {isStaff ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2" id="security">
          <div className="flex flex-col gap-6">
            <TwoFactorSection />
          </div>
          <SessionsSection />
        </div>
      ) : (
        <div className="mt-6">
          <SessionsSection />
        </div>
      )}
      <AddressBookSection />
      <FavouritesSection />
      <Suspense fallback={<MyAlertsLoading />}>
        <MyAlerts />
      </Suspense>
      <OrdersSection />
      <MyDataSection />
    </div>
  );
}

function FavouritesSection() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  return (
    <section className="mt-12" aria-labelledby="favourites-title">
      <h2 id="favourites-title" className="text-2xl font-semibold">
        {t("account.favourites")}
      </h2>
      <div className="mt-6" data-testid="favourites">
        {favourites.isPending ? (
          <LoadingLine emptyText={t("account.no_favourites")} />
        ) : favourites.isError ? (
          <p role="alert" className="text-red-800">
            {t("account.error_fetch_favourites")}
          </p>
        ) : favourites.data.length === 0 ? (
          <p className="text-muted">{t("account.no_favourites")}</p>
        ) : (
          <ProductGrid
            products={favourites.data}
            renderFavourite={(product) => <FavouriteButton product={product} />}
          />
        )}
      </div>
    </section>
  );
}

function OrdersSection() {
  const { t, i18n } = useTranslation();
  const orders = useMyOrders();
  return (
    <section className="mt-12" aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-2xl font-semibold">
        {t("account.my_orders")}
      </h2>
      <div className="mt-6" data-testid="my-orders">
        {orders.isPending ? (
          <LoadingText />
        ) : orders.isError ? (
          <p role="alert" className="text-red-800">
            {t("account.error_fetch_orders")}
          </p>
        ) : orders.data.length === 0 ? (
          <p className="text-muted">{t("account.no_orders")}</p>
        ) : (
          <ul className="grid gap-4">
            {orders.data.map((order) => (
              <li key={order.id} className={sectionClass}>
                <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-5">
                  <div>
                    <dt className="text-muted">{t("account.order_id")}</dt>
                    <dd className="mt-0.5 font-medium break-all">{order.orderId}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t("account.order_date")}</dt>
                    <dd className="mt-0.5">
                      {formatDate(order.createdAt, i18n.language, { withTime: true })}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t("account.order_total")}</dt>
                    <dd className="mt-0.5 font-semibold">{formatVnd(order.total)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t("account.order_status")}</dt>
                    <dd className="mt-0.5">{t(`account.status_${order.status}`)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t("order_tracking.payment")}</dt>
                    <dd className="mt-0.5">{t(`order_tracking.payment_${order.paymentStatus}`)}</dd>
                  </div>
                </dl>
                <ParcelTracking shipment={order.shipment} />
                <ul className="mt-4 grid gap-1 border-t border-line pt-3 text-sm">
                  {order.items.map((item) => (
                    <li
                      key={`${item.productId}-${item.color}`}
                      className="flex flex-wrap justify-between gap-x-4"
                    >
                      <span>
                        {item.name} · {t(colourNameKey(item.color))} × {item.quantity}
                      </span>
                      <span className="shrink-0">{formatVnd(item.unitPrice * item.quantity)}</span>
                      <ReviewFromOrderLink productId={item.productId} status={order.status} />
                    </li>
                  ))}
                </ul>
                <OrderTermsLinks
                  orderId={order.orderId}
                  termsVersion={order.termsVersion}
                  language={order.language}
                />
                {order.timeline.length > 0 && (
                  <details className="mt-3 border-t border-line pt-3 text-sm">
                    <summary className="tap cursor-pointer font-medium">
                      {t("order_tracking.timeline")}
                    </summary>
                    <div className="mt-3">
                      <OrderTimeline events={order.timeline} />
                    </div>
                  </details>
                )}
                <OrderReturns order={order} proof={{ kind: "customer" }} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
