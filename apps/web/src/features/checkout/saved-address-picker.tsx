import { formatFullAddress, type SavedAddress } from "@shop/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSavedAddresses } from "../../entities/address/saved-addresses";
import type { CustomerValues } from "./checkout-form";

/** The form's values for a saved address (the e-mail stays the one on the form). */
function valuesOf(saved: SavedAddress): Partial<CustomerValues> {
  return {
    fullName: saved.fullName,
    phone: saved.phone,
    address: saved.address,
    province: { code: saved.provinceCode, name: saved.provinceName },
    ward: { code: saved.wardCode, name: saved.wardName },
  };
}

/**
 * A signed-in customer's saved addresses above the shipping form: the default fills the form once
 * the book arrives, and picking another fills it again; the shopper may still change any field.
 * Nothing for a guest or an empty book.
 */
export function SavedAddressPicker({ onPick }: { onPick: (values: Partial<CustomerValues>) => void }) {
  const { t } = useTranslation();
  const book = useSavedAddresses();
  const [picked, setPicked] = useState<string | null>(null);
  const saved = book.data ?? [];
  const first = saved[0];

  // The default (listed first) fills the form once, when the book first arrives.
  useEffect(() => {
    if (picked === null && first) {
      setPicked(first.id);
      onPick(valuesOf(first));
    }
  }, [first, picked, onPick]);

  if (saved.length === 0) return null;
  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-6" data-testid="saved-addresses">
      <legend className="float-left mb-3 w-full font-display text-lg font-semibold">
        {t("address_book.checkout_title")}
      </legend>
      <div className="clear-both grid gap-2">
        {saved.map((address) => (
          <label
            key={address.id}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${picked === address.id ? "border-accent bg-accent-soft" : "border-line"}`}
          >
            <input
              type="radio"
              name="saved-address"
              checked={picked === address.id}
              onChange={() => {
                setPicked(address.id);
                onPick(valuesOf(address));
              }}
              className="mt-1 accent-accent"
            />
            <span>
              <span className="block font-medium">
                {address.fullName} · {address.phone}
              </span>
              <span className="block text-muted">{formatFullAddress(address)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
