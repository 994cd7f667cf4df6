import type { AdminReturn, Product } from "@shop/shared";
import { useQueries } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { colourLabel } from "../../../entities/product/colour-name";
import { apiFetch } from "../../../lib/api-client";
import type { ReturnAction } from "./returns-admin-api";

const field = "mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm focus:border-accent";

/**
 * An exchange instead of a refund: for each returned product, another colour of it (with how many
 * are left), sent as a linked order of zero đồng. The server checks the stock again.
 */
export function ExchangeForm({
  item,
  run,
  busy,
}: {
  item: AdminReturn;
  run: (action: ReturnAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const productIds = [...new Set(item.lines.map((line) => line.productId))];
  const products = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: ["admin", "returns", "product", productId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<Product>(`/products/${encodeURIComponent(productId)}`, { signal }),
      staleTime: 0,
    })),
  });
  const [colours, setColours] = useState<Record<string, string>>({});
  return (
    <form
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        run({
          kind: "exchange",
          id: item.id,
          lines: productIds.map((productId) => ({ productId, color: colours[productId] ?? "" })),
        });
      }}
    >
      <p className="text-sm font-medium sm:col-span-3">{t("returns_admin.exchange_title")}</p>
      {productIds.map((productId, index) => {
        const product = products[index]?.data;
        const line = item.lines.find((candidate) => candidate.productId === productId);
        return (
          <label key={productId} className="text-sm" htmlFor={`${id}-${index}`}>
            {line?.name}
            <select
              id={`${id}-${index}`}
              required
              value={colours[productId] ?? ""}
              onChange={(event) => setColours((current) => ({ ...current, [productId]: event.target.value }))}
              className={field}
            >
              <option value="">{t("returns_admin.exchange_pick")}</option>
              {(product?.variations ?? []).map((variation) => (
                <option key={variation.color} value={variation.color} disabled={variation.stock <= 0}>
                  {colourLabel(variation.color, t)} (
                  {t("returns_admin.exchange_left", { count: variation.stock })})
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <button
        type="submit"
        disabled={busy}
        className="tap rounded-full border border-accent px-4 text-sm font-medium text-accent hover:bg-accent-soft disabled:opacity-60 sm:col-span-3 sm:justify-self-start"
      >
        {t("returns_admin.exchange")}
      </button>
    </form>
  );
}
