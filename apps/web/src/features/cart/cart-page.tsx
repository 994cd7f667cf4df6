import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, formatVnd, PAGE_PATHS, pagePath } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { colourNameKey } from "../../entities/product/colour-name";
import { ProductImage } from "../../entities/product/product-image";
import { ButtonLink } from "../../ui/button-link";
import { useConfirmDialog } from "../../ui/confirm-dialog";
import { MinusIcon, PlusIcon, TrashIcon } from "../../ui/control-icons";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { RecentlyViewed } from "../recently-viewed";
import { useCartProducts } from "./cart-api";
import { readUnselectedKeys, writeUnselectedKeys } from "./cart-selection";
import { cartItemCount, lineKey, removeLines, setLineQuantity, useCartLines } from "./cart-storage";
import { cartTotals, isOrderable, type PricedLine, priceLines, stockLeft } from "./cart-totals";
import { TotalsList } from "./totals-list";

/** Cart: checked lines, quantities 1..5 per product, confirmations, totals. */
export function CartPage() {
  const { t } = useTranslation();
  const lines = useCartLines();
  const count = cartItemCount(lines);
  const products = useCartProducts(lines.map((line) => line.id));
  const dialog = useConfirmDialog();
  const [unselected, setUnselected] = useState(() => readUnselectedKeys());
  /** The line whose plus button just hit the maximum: its alert shows under it. */
  const [overMaxKey, setOverMaxKey] = useState<string | null>(null);
  usePageTitle(t("cart.title"), t("cart.description"));

  const changeSelection = (next: Set<string>) => {
    setUnselected(next);
    writeUnselectedKeys(next);
  };
  const priced = priceLines(lines, products.data ?? []);
  const checked = priced.filter((row) => !unselected.has(lineKey(row.line)));
  const totals = cartTotals(checked);
  const canCheckOut = checked.some(isOrderable);
  const isAllChecked = lines.length > 0 && checked.length === lines.length;

  const changeQuantity = (row: PricedLine, quantity: number) => {
    const result = setLineQuantity(row.line, quantity);
    setOverMaxKey(result.ok ? null : lineKey(row.line));
  };
  const removeOne = async (row: PricedLine) => {
    if (
      !(await dialog.confirm({
        message: t("cart.confirm_delete_item"),
        confirmLabel: t("cart.remove"),
        destructive: true,
      }))
    )
      return;
    removeLines([lineKey(row.line)]);
  };
  const removeChecked = async () => {
    if (checked.length === 0) return;
    if (
      !(await dialog.confirm({
        message: t("cart.confirm_delete_selected"),
        confirmLabel: t("cart.delete_selected"),
        destructive: true,
      }))
    ) {
      return;
    }
    removeLines(checked.map((row) => lineKey(row.line)));
  };

  const title = t("cart.title_count", { count });
  if (lines.length === 0) {
    return (
      <div className="container-page pb-16">
        <PageIntro title={title} />
        <p className="mt-8 text-lg">{t("cart.empty")}</p>
        <ButtonLink to={PAGE_PATHS.products} variant="secondary" className="mt-6">
          {t("cart.continue_shopping")}
        </ButtonLink>
        <RecentlyViewed />
      </div>
    );
  }

  return (
    <div className="container-page pb-16">
      <PageIntro title={title} />
      {products.isPending ? (
        <LoadingText text={t("cart.loading")} />
      ) : products.isError ? (
        <div role="alert" className="py-10 text-center">
          <p>{t("cart.error_load")}</p>
          <button
            type="button"
            onClick={() => void products.refetch()}
            className="tap mt-4 rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
          >
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section aria-label={t("cart.title")}>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
              <label className="tap flex cursor-pointer items-center gap-3 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={isAllChecked}
                  onChange={() =>
                    changeSelection(isAllChecked ? new Set(lines.map((line) => lineKey(line))) : new Set())
                  }
                  className="size-5 accent-accent"
                />
                {t("cart.select_all")}
              </label>
              <button
                type="button"
                onClick={() => void removeChecked()}
                disabled={checked.length === 0}
                className="tap inline-flex items-center gap-2 rounded-full px-3 text-sm font-medium text-red-800 hover:bg-red-50 disabled:text-muted/60 disabled:hover:bg-transparent"
              >
                <TrashIcon className="size-5" />
                {t("cart.delete_selected")}
              </button>
            </div>
            <ul className="divide-y divide-line">
              {priced.map((row) => {
                const key = lineKey(row.line);
                return (
                  <CartLineRow
                    key={key}
                    row={row}
                    isChecked={!unselected.has(key)}
                    isOverMax={overMaxKey === key}
                    onToggle={() => {
                      const next = new Set(unselected);
                      if (next.has(key)) next.delete(key);
                      else next.add(key);
                      changeSelection(next);
                    }}
                    onQuantity={(quantity) => changeQuantity(row, quantity)}
                    onRemove={() => void removeOne(row)}
                  />
                );
              })}
            </ul>
          </section>
          <aside
            aria-labelledby="cart-summary-title"
            className="rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
          >
            <h2 id="cart-summary-title" className="text-lg font-semibold">
              {t("cart.summary")}
            </h2>
            <TotalsList totals={totals} page="cart" className="mt-4" />
            {canCheckOut ? (
              <ButtonLink to={PAGE_PATHS.checkout} className="mt-6 w-full">
                {t("cart.checkout")}
              </ButtonLink>
            ) : (
              <p className="mt-6 text-sm text-muted">{t("cart.nothing_selected")}</p>
            )}
            <Link
              to={PAGE_PATHS.products}
              className="mt-4 block text-center text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
            >
              {t("cart.continue_shopping")}
            </Link>
          </aside>
        </div>
      )}
      {dialog.element}
    </div>
  );
}

interface CartLineRowProps {
  row: PricedLine;
  isChecked: boolean;
  isOverMax: boolean;
  onToggle: () => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const stepButton =
  "tap flex items-center justify-center text-ink transition-colors hover:text-accent disabled:text-muted/50";

function CartLineRow({ row, isChecked, isOverMax, onToggle, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const { line, product } = row;
  const isAvailable = isOrderable(row);
  /** The line can no longer be filled: say so before checkout, with what is left. */
  const stockProblem = (priced: PricedLine): string | null => {
    const colours = priced.product?.variations.map((variation) => variation.color) ?? [];
    if (!colours.some((colour) => colour.toLowerCase() === line.color.toLowerCase())) return null;
    const left = stockLeft(priced);
    if (left <= 0) return t("stock.cart_sold_out");
    if (left < line.quantity) return t("stock.cart_short", { count: left });
    return null;
  };
  const name = product?.name ?? t("cart.unavailable");
  const href = product ? pagePath("product", { id: product.id }) : undefined;

  return (
    <li className="grid grid-cols-[auto_5rem_minmax(0,1fr)] gap-x-3 gap-y-2 py-5 sm:grid-cols-[auto_6rem_minmax(0,1fr)_auto] sm:gap-x-5">
      <label className="tap -ml-2 flex cursor-pointer items-start justify-center pt-1">
        <input
          type="checkbox"
          checked={isChecked}
          onChange={onToggle}
          aria-label={t("cart.select_item", { name })}
          className="size-5 accent-accent"
        />
      </label>
      {href ? (
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={row.image} alt="" sizes="96px" />
        </Link>
      ) : (
        <ProductImage src={undefined} alt="" sizes="96px" />
      )}
      <div className="min-w-0">
        {href ? (
          <Link to={href} className="font-medium underline-offset-4 hover:text-accent hover:underline">
            {name}
          </Link>
        ) : (
          <p className="font-medium text-muted">{name}</p>
        )}
        <p className="mt-1 flex items-center gap-2 text-sm text-muted">
          <span
            aria-hidden="true"
            className="inline-block size-3.5 rounded-full border border-ink/20"
            style={{ backgroundColor: line.color }}
          />
          {t("cart.color", { color: t(colourNameKey(line.color)) })}
        </p>
        {product && !isAvailable && (
          <p className="mt-1 text-sm text-red-800" data-testid="cart-line-problem">
            {stockProblem(row) ?? t("cart.unavailable")}
          </p>
        )}
        {product && (
          <p className="mt-1 text-sm">
            <span className="sr-only">{t("cart.unit_price")}: </span>
            {formatVnd(row.unitPrice)}
          </p>
        )}
      </div>
      <div className="col-span-2 col-start-2 flex items-center justify-between gap-3 sm:col-span-1 sm:col-start-4 sm:row-start-1 sm:flex-col sm:items-end">
        <fieldset
          aria-label={t("cart.quantity")}
          className="m-0 flex items-center rounded-full border border-line bg-surface p-0"
        >
          <button
            type="button"
            onClick={() => onQuantity(line.quantity - 1)}
            disabled={line.quantity <= CART_QUANTITY_MIN}
            aria-label={t("cart.decrease")}
            className={stepButton}
          >
            <MinusIcon className="size-5" />
          </button>
          <output aria-live="polite" className="w-8 text-center font-medium">
            {line.quantity}
          </output>
          {/* Not disabled at the maximum: a press there says why it does not go higher. */}
          <button
            type="button"
            onClick={() => onQuantity(line.quantity + 1)}
            aria-label={t("cart.increase")}
            aria-describedby={isOverMax ? alertId : undefined}
            className={stepButton}
          >
            <PlusIcon className="size-5" />
          </button>
        </fieldset>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("cart.remove_item", { name })}
          className="tap inline-flex items-center justify-center gap-1 rounded-full px-2 text-sm text-muted hover:text-red-800"
        >
          <TrashIcon className="size-5" />
          <span className="hidden sm:inline">{t("cart.remove")}</span>
        </button>
      </div>
      {isOverMax && (
        <p
          id={alertId}
          role="alert"
          className="col-span-full rounded-lg bg-accent-soft px-4 py-2 text-sm text-accent-strong sm:col-start-2"
        >
          {t("cart.quantity_max_alert", { max: CART_QUANTITY_MAX })}
        </p>
      )}
    </li>
  );
}
