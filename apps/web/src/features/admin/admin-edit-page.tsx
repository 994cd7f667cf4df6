import { type ProductInput, pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { useAdminProduct, useUpdateProduct } from "./admin-api";
import { AdminGate } from "./admin-gate";
import { ProductForm } from "./product-form";
import { draftFromProduct } from "./product-form-model";

function EditProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const updateProduct = useUpdateProduct(id);

  if (product.isPending) return <LoadingText text={t("edit_product.loading")} />;
  if (product.isError) {
    return (
      <p role="alert" className="py-12 text-center font-medium text-red-800">
        {t("edit_product.error_loading")}
      </p>
    );
  }
  const save = async (input: ProductInput) => {
    await updateProduct.mutateAsync(input);
    navigate(pagePath("admin"));
  };
  return (
    <div className="space-y-6 py-8">
      <Link to={pagePath("admin")} className="text-sm text-accent underline-offset-4 hover:underline">
        {t("edit_product.back")}
      </Link>
      <ProductForm
        key={product.data.id}
        initial={draftFromProduct(product.data)}
        productId={product.data.id}
        submitLabel={t("edit_product.save")}
        submittingLabel={t("edit_product.saving")}
        failureKey="edit_product.error_update"
        onSubmit={save}
      />
    </div>
  );
}

/**
 * Edit product, gated like /admin (docs/decisions/008-administration.md): shows the current
 * images, takes new ones, saves and returns to /admin.
 */
export function AdminEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  usePageTitle(t("edit_product.title"));
  return (
    <div className="container-page">
      <PageIntro title={t("edit_product.title")}>
        <p>{t("edit_product.description")}</p>
      </PageIntro>
      <AdminGate>
        <EditProduct id={id} />
      </AdminGate>
    </div>
  );
}
