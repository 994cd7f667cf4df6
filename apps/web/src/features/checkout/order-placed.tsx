import { formatFullAddress, formatVnd, PAGE_PATHS, type PlacedOrder } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";
import { useSession } from "../../entities/session/use-session";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";
import { OrderTermsLinks } from "../sale-terms";
import { BankTransferDetails } from "./bank-transfer-details";
import { OrderShippingLine } from "./order-shipping-line";
import { SaveAddressOffer } from "./save-address-offer";

/**
 * After checkout: the order code, what was ordered at the server's prices, subtotal, shipping and
 * total, where the confirmation went, and the way back to the order: the account's orders for a
 * signed-in shopper; for a guest, the order lookup with the code filled in (and the mail links there).
 */
export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // The server's amounts as it charged them: nothing is recomputed here.
  const { subtotal, discount, shippingFee: shipping } = order;
  return (
    <div className="container-page pb-16">
      <PageIntro title={t("checkout.success_title")} />
      <div role="status" className="mt-8 max-w-2xl rounded-2xl border border-line bg-surface p-6">
        <p className="text-lg font-medium">
          {t(order.paymentMethod === "cod" ? "checkout.success_cod" : "payment.success_online")}
        </p>
        <p className="mt-3" data-testid="order-id">
          {t("checkout.order_id", { orderId: order.orderId })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t("checkout.success_mail", { email: order.customerInfo.email })}
        </p>
        <p className="mt-3 text-sm">
          <span className="font-medium">{t("address_picker.delivery_address")}:</span>{" "}
          <span data-testid="order-address">{formatFullAddress(order.customerInfo)}</span>
        </p>
        <OrderShippingLine shipping={order.shipping} />
        <OrderTermsLinks
          orderId={order.orderId}
          termsVersion={order.termsVersion}
          language={order.language}
        />
      </div>

      <SaveAddressOffer order={order} />
      {order.bankTransfer ? (
        <BankTransferDetails transfer={order.bankTransfer} orderId={order.orderId} />
      ) : null}

      <section
        aria-labelledby="order-placed-lines"
        className="mt-6 max-w-2xl rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="order-placed-lines" className="font-display text-xl font-semibold">
          {t("checkout.success_lines")}
        </h2>
        <ul className="mt-4 divide-y divide-line" data-testid="order-lines">
          {order.items.map((line) => (
            <li
              key={`${line.productId}-${line.color}`}
              className="flex items-start justify-between gap-4 py-3"
            >
              <div>
                <p className="font-medium">{line.name}</p>
                <p className="text-sm text-muted">
                  {t("cart.color", { color: t(colourNameKey(line.color)) })} ·{" "}
                  {t("checkout.quantity", { quantity: line.quantity })}
                </p>
              </div>
              <p className="whitespace-nowrap">{formatVnd(line.unitPrice * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between">
            <dt>{t("checkout.subtotal")}</dt>
            <dd>{formatVnd(subtotal)}</dd>
          </div>
          {discount > 0 && (
            <div className="flex justify-between" data-testid="order-discount">
              <dt>{t("vouchers.discount", { code: order.voucherCode ?? "" })}</dt>
              <dd>−{formatVnd(discount)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>{t("checkout.shipping")}</dt>
            <dd data-testid="order-shipping">
              {shipping === 0 ? t("checkout.shipping_free") : formatVnd(shipping)}
            </dd>
          </div>
          <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
            <dt>{t("checkout.total")}</dt>
            <dd data-testid="order-total">{formatVnd(order.total)}</dd>
          </div>
        </dl>
      </section>

      <div className="mt-6 flex flex-wrap gap-3">
        {user ? (
          <ButtonLink to={PAGE_PATHS.account}>{t("checkout.success_my_orders")}</ButtonLink>
        ) : (
          <ButtonLink to={`${PAGE_PATHS.orderLookup}?orderId=${encodeURIComponent(order.orderId)}`}>
            {t("order_tracking.success_link")}
          </ButtonLink>
        )}
        <ButtonLink to={PAGE_PATHS.products} variant="secondary">
          {t("cart.continue_shopping")}
        </ButtonLink>
      </div>
    </div>
  );
}
