import { type ProductInput, pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionPage, useCreateProduct } from "../common";
import { ProductForm } from "./product-form";
import { emptyDraft } from "./product-form-model";

/** /admin/products/new: the product form, emptied after each save for the next product. */
export function NewProductPage() {
  const { t } = useTranslation();
  const createProduct = useCreateProduct();
  return (
    <SectionPage
      title={t("admin.add_product")}
      actions={
        <Link
          to={pagePath("adminProducts")}
          className="text-sm text-accent-strong underline-offset-4 hover:underline"
        >
          {t("edit_product.back")}
        </Link>
      }
    >
      {(notify) => (
        <ProductForm
          initial={emptyDraft()}
          productId="new"
          submitLabel={t("admin.create")}
          submittingLabel={t("admin.creating")}
          failureKey="admin.error_create_product"
          onSubmit={async (input: ProductInput) => {
            await createProduct.mutateAsync(input);
            notify("success", t("admin.success_create_product"));
          }}
          resetAfterSave={emptyDraft}
        />
      )}
    </SectionPage>
  );
}
