import { type OrderStatus, pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** On a delivered order's line in the account: the way to review the product, on its page. */
export function ReviewFromOrderLink({ productId, status }: { productId: string; status: OrderStatus }) {
  const { t } = useTranslation();
  if (status !== "delivered") return null;
  return (
    <Link
      to={`${pagePath("product", { id: productId })}#reviews`}
      className="text-sm font-medium text-accent underline-offset-2 hover:underline"
    >
      {t("reviews.write_from_order")}
    </Link>
  );
}
