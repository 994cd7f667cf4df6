import { pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionPage } from "../common";
import { ProductGrid } from "./product-grid";

/** /admin/products: the catalogue, its CSV import and export, and the way to a new product. */
export function ProductsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t("workplace.section_products")}
      actions={
        <Link
          to={pagePath("adminProductNew")}
          className="tap inline-flex items-center rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-strong"
        >
          {t("workplace.add_product")}
        </Link>
      }
    >
      {(notify) => <ProductGrid notify={notify} />}
    </SectionPage>
  );
}
