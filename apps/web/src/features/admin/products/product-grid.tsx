import {
  ADMIN_THUMBNAILS_PER_COLOUR,
  CATEGORIES,
  categoryKey,
  findNamedColour,
  imageUrlForWidth,
  isLowStock,
  PRODUCT_STOCK_FILTERS,
  type Product,
  type ProductCsvQuery,
  pagePath,
  productCsvQuerySchema,
} from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductPrice } from "../../../entities/product/product-price-view";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadingText } from "../../../ui/spinner";
import type { AdminNotify } from "../common";
import {
  ADMIN_PRODUCTS_PAGE_LIMIT,
  AdminPager,
  downloadProductsCsv,
  downloadProductsXlsx,
  failure,
  useAdminProducts,
  useDeleteProduct,
} from "../common";
import { ProductImport } from "./product-import";

const filterField = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

/**
 * The grid's search and filters, applied on submit (a search per keystroke would reload the grid
 * under the owner's fingers); the CSV download takes the same filter.
 */
function ProductFilters({
  onApply,
  onExport,
}: {
  onApply: (filter: ProductCsvQuery) => void;
  onExport: (filter: ProductCsvQuery, format: "csv" | "xlsx") => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const read = (form: HTMLFormElement): ProductCsvQuery => {
    const data = new FormData(form);
    const value = (name: string) => {
      const entry = data.get(name);
      return typeof entry === "string" && entry.trim() !== "" ? entry.trim() : undefined;
    };
    const parsed = productCsvQuerySchema.safeParse({
      q: value("q"),
      category: value("category"),
      stock: value("stock"),
      promotion: data.get("promotion") === "on" ? "active" : undefined,
    });
    return parsed.success ? parsed.data : {};
  };
  return (
    <form
      aria-label={t("product_csv.search_label")}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(read(event.currentTarget));
      }}
    >
      <label className="flex grow flex-col gap-1 text-sm sm:grow-0">
        {t("product_csv.search_label")}
        <input
          type="search"
          name="q"
          maxLength={100}
          placeholder={t("product_csv.search_placeholder")}
          className={`${filterField} sm:w-64`}
        />
      </label>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-category`}>{t("product_csv.category_label")}</label>
        <select id={`${id}-category`} name="category" className={filterField} defaultValue="">
          <option value="">{t("product_csv.category_all")}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(categoryKey(category), { defaultValue: category })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-stock`}>{t("product_csv.stock_label")}</label>
        <select id={`${id}-stock`} name="stock" className={filterField} defaultValue="">
          <option value="">{t("product_csv.stock_all")}</option>
          {PRODUCT_STOCK_FILTERS.map((stock) => (
            <option key={stock} value={stock}>
              {t(`product_csv.stock_${stock}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="tap flex items-center gap-2 text-sm">
        <input type="checkbox" name="promotion" className="size-5 accent-accent" />
        {t("product_csv.promotion_active")}
      </label>
      <button type="submit" className="tap rounded-full bg-accent px-5 text-sm text-white">
        {t("product_csv.search")}
      </button>
      <button
        type="button"
        className="tap rounded-full border border-line px-5 text-sm"
        onClick={(event) => {
          const form = event.currentTarget.form;
          if (form) onExport(read(form), "csv");
        }}
      >
        {t("product_csv.export")}
      </button>
      <button
        type="button"
        className="tap rounded-full border border-line px-5 text-sm"
        onClick={(event) => {
          const form = event.currentTarget.form;
          if (form) onExport(read(form), "xlsx");
        }}
      >
        {t("product_csv.export_xlsx")}
      </button>
    </form>
  );
}

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
        {/* What it sells for today: during a promotion the owner sees the sale price too. */}
        <ProductPrice product={product} />
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

/** The product grid, a page at a time, newest first, with its search, filters and CSV. */
export function ProductGrid({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<ProductCsvQuery>({});
  const products = useAdminProducts(page, filter);
  const exportFile = async (wanted: ProductCsvQuery, format: "csv" | "xlsx") => {
    try {
      await (format === "csv" ? downloadProductsCsv : downloadProductsXlsx)(wanted);
    } catch {
      notify("alert", t(format === "csv" ? "product_csv.error_export" : "product_csv.error_export_xlsx"));
    }
  };
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
        <p className="text-sm text-muted" role="status">
          {t("product_csv.found", { count: products.data.total })}
        </p>
        <AdminPager page={page} pages={pages} onPage={setPage} />
      </>
    );
  }
  return (
    <section aria-labelledby="admin-products" className="space-y-4">
      {/* Named on screen by the section\'s h1 (common/section-page.tsx); kept for the landmark. */}
      <h2 id="admin-products" className="sr-only">
        {t("admin.product_list")}
      </h2>
      <ProductFilters
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
        onExport={(wanted, format) => void exportFile(wanted, format)}
      />
      {body}
      <ProductImport notify={notify} />
      {dialog.element}
    </section>
  );
}
