import type { PlacedOrder } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSaved, useChangeSavedAddress, useSavedAddresses } from "../../entities/address/saved-addresses";

/**
 * After an order, a signed-in customer whose book does not hold this address yet is offered to
 * save it (the server checks it again, as the checkout's). Nothing for a guest.
 */
export function SaveAddressOffer({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const book = useSavedAddresses();
  const change = useChangeSavedAddress();
  const [state, setState] = useState<"offered" | "saved" | "failed">("offered");
  const { fullName, phone, address, provinceCode, wardCode } = order.customerInfo;
  if (!book.isSuccess || provinceCode === null || wardCode === null) return null;
  if (state === "offered" && isSaved(book.data, { fullName, phone, address, provinceCode, wardCode }))
    return null;

  return (
    <div className="mt-6 max-w-2xl rounded-2xl border border-line bg-surface p-6" data-testid="save-address">
      {state === "saved" ? (
        <p role="status">{t("address_book.saved_after_order")}</p>
      ) : (
        <>
          <p>{t("address_book.offer_after_order")}</p>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: "add", address: { fullName, phone, address, provinceCode, wardCode } },
                { onSuccess: () => setState("saved"), onError: () => setState("failed") },
              )
            }
            className="tap mt-3 rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
          >
            {t("address_book.save_after_order")}
          </button>
          {state === "failed" && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {t("address_book.error_save")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
