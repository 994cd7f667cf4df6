import {
  ADMIN_THUMBNAILS_PER_COLOUR,
  categoryKey,
  findNamedColour,
  formatVnd,
  imageUrlForWidth,
  isLowStock,
  type Product,
  pagePath,
} from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfirmDialog } from "../../ui/confirm-dialog";
import { LoadingText } from "../../ui/spinner";
import { ADMIN_PRODUCTS_PAGE_LIMIT, useAdminProducts, useDeleteProduct } from "./admin-api";
import { failure } from "./admin-messages";
import type { AdminNotify } from "./admin-notice";
import { AdminPager } from "./admin-pager";

function thumbnail(url: string): string {
  return imageUrlForWidth(url, 320) ?? url;
}

function ProductCard({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const { t } = useTranslation();
  const first = product.variations[0]?.images[0];
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface"
      data-testid="admin-product"
    >
      {first ? (
        <img
          src={thumbnail(first)}
          alt={product.name}
          className="aspect-[4/3] w-full object-cover"
          loading="lazy"
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-sand text-sm text-muted">
          {t("admin.no_image")}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="font-sans text-base font-semibold">{product.name}</h3>
        <p className="text-sm">{formatVnd(product.price)}</p>
        <p className="text-sm text-muted">
          {t(categoryKey(product.category), { defaultValue: product.category })}
        </p>
        <ul className="space-y-1.5">
          {product.variations.map((variation, index) => {
            const named = findNamedColour(variation.color);
            const colourName = named ? t(`colour.${named.en.toLowerCase()}`) : variation.color;
            const shown = variation.images.slice(0, ADMIN_THUMBNAILS_PER_COLOUR);
            const more = variation.images.length - shown.length;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two variations may share a colour
              <li key={`${variation.color}-${index}`} className="flex flex-wrap items-center gap-1.5">
                <span
                  title={colourName}
                  className="size-4 shrink-0 rounded-full border border-ink/20"
                  style={{ backgroundColor: variation.color }}
                />
                <span className="sr-only">{colourName}</span>
                {shown.map((url) => (
                  <img
                    key={url}
                    src={thumbnail(url)}
                    alt=""
                    className="size-9 rounded object-cover"
                    loading="lazy"
                  />
                ))}
                {more > 0 && (
                  <span className="text-xs text-muted">{t("admin.more_images", { count: more })}</span>
                )}
                <span
                  className={`basis-full text-xs whitespace-nowrap ${isLowStock(variation.stock) ? "w-fit basis-auto rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800" : "text-muted"}`}
                  data-testid="variation-stock"
                >
                  {t("stock.admin_stock")}: {variation.stock}
                  {isLowStock(variation.stock) && ` · ${t("stock.admin_low")}`}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="mt-auto flex gap-2 pt-2">
          <Link
            to={pagePath("adminEdit", { id: product.id })}
            className="tap inline-flex items-center rounded-full border border-ink/20 px-4 text-sm hover:border-accent hover:text-accent"
            aria-label={`${t("admin.edit")}: ${product.name}`}
          >
            {t("admin.edit")}
          </Link>
          <button
            type="button"
            onClick={onDelete}
            className="tap rounded-full px-4 text-sm text-red-800 hover:bg-red-50"
            aria-label={`${t("admin.delete")}: ${product.name}`}
          >
            {t("admin.delete")}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The product grid, a page at a time, newest first. */
export function ProductGrid({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const deleteProduct = useDeleteProduct();
  const dialog = useConfirmDialog();

  const remove = async (product: Product) => {
    const confirmed = await dialog.confirm({
      message: t("admin.confirm_delete_product"),
      confirmLabel: t("admin.delete"),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deleteProduct.mutateAsync(product.id);
      notify("success", t("admin.success_delete_product"));
    } catch (error) {
      notify("alert", failure("admin.error_delete_product", error, t));
    }
  };

  let body: React.ReactNode;
  if (products.isPending) body = <LoadingText />;
  else if (products.isError)
    body = (
      <p role="alert" className="py-8 font-medium text-red-800">
        {t("admin.error_fetch_products")}
      </p>
    );
  else if (products.data.items.length === 0)
    body = <p className="py-8 text-muted">{t("admin.no_products")}</p>;
  else {
    const pages = Math.max(1, Math.ceil(products.data.total / ADMIN_PRODUCTS_PAGE_LIMIT));
    body = (
      <>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6">
          {products.data.items.map((product) => (
            <ProductCard key={product.id} product={product} onDelete={() => void remove(product)} />
          ))}
        </ul>
        <AdminPager page={page} pages={pages} onPage={setPage} />
      </>
    );
  }
  return (
    <section aria-labelledby="admin-products" className="space-y-4">
      <h2 id="admin-products" className="text-2xl font-semibold">
        {t("admin.product_list")}
      </h2>
      {body}
      {dialog.element}
    </section>
  );
}
