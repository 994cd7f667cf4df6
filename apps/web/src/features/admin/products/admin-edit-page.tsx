import { type ProductInput, pagePath } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../ui/page-title";
import { LoadingText } from "../../../ui/spinner";
import { AuditHistory, useAdminProduct, useUpdateProduct } from "../common";
import { ProductForm } from "./product-form";
import { draftFromProduct } from "./product-form-model";

/** The save refusals that mean the product changed since the form was filled: the page's notice explains them. */
const CONFLICT_NOTICES: Readonly<Record<string, string>> = {
  version_conflict: "product_version.conflict",
  stock_changed: "product_version.stock_changed",
};

function EditProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const updateProduct = useUpdateProduct(id);
  // Someone saved the product, or an order changed a stock figure the owner retyped, after this
  // page loaded it: the server refused to overwrite that (the message key says which).
  const [conflict, setConflict] = useState<string | null>(null);
  // Loads asked for by the owner: the form starts again from each (an order changes stock without
  // changing the version, so the version alone would keep the stale figures in the form).
  const [reloads, setReloads] = useState(0);
  // The notice sits above the form, the save button far below it: the owner is taken to it.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict !== null) notice.current?.focus();
  }, [conflict]);

  if (product.isPending) return <LoadingText text={t("edit_product.loading")} />;
  if (product.isError) {
    return (
      <p role="alert" className="py-12 text-center font-medium text-red-800">
        {t("edit_product.error_loading")}
      </p>
    );
  }
  const loaded = product.data;
  const save = async (input: ProductInput) => {
    try {
      // The version this form was filled from: a newer one on the server answers 409.
      await updateProduct.mutateAsync({ ...input, version: loaded.version });
    } catch (error) {
      const notice = isApiError(error) ? CONFLICT_NOTICES[error.code] : undefined;
      if (notice === undefined) throw error;
      // The notice above the form says what happened and offers the reload; the form's own
      // failure line would say it a second time. The owner's typing stays in the form.
      setConflict(notice);
      return;
    }
    navigate(pagePath("adminProducts"));
  };
  const reload = async () => {
    await product.refetch();
    setReloads((count) => count + 1);
    setConflict(null);
  };
  return (
    <div className="space-y-6 py-8">
      <Link to={pagePath("adminProducts")} className="text-sm text-accent underline-offset-4 hover:underline">
        {t("edit_product.back")}
      </Link>
      {conflict !== null && (
        <div
          ref={notice}
          tabIndex={-1}
          role="alert"
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
        >
          <p className="font-medium">{t(conflict)}</p>
          <p>{t("product_version.reload_note")}</p>
          <button
            type="button"
            onClick={() => void reload()}
            className="tap rounded-full bg-accent px-6 text-sm font-medium text-white hover:bg-accent-strong"
          >
            {t("product_version.reload")}
          </button>
        </div>
      )}
      <ProductForm
        key={`${product.data.id}-${product.data.version}-${reloads}`}
        initial={draftFromProduct(product.data)}
        productId={product.data.id}
        submitLabel={t("edit_product.save")}
        submittingLabel={t("edit_product.saving")}
        failureKey="edit_product.error_update"
        onSubmit={save}
      />
      <AuditHistory entity="product" entityId={product.data.id} />
    </div>
  );
}

/**
 * Edit product, inside the back office's frame (shell/admin-layout.tsx, gated there): shows the
 * current images, takes new ones, saves and returns to /admin/products.
 */
export function AdminEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  usePageTitle(t("edit_product.title"));
  return (
    <div>
      <h1 className="border-b border-line pb-4 text-2xl font-semibold md:text-3xl">
        {t("edit_product.title")}
      </h1>
      <p className="mt-3 text-muted">{t("edit_product.description")}</p>
      <EditProduct id={id} />
    </div>
  );
}
