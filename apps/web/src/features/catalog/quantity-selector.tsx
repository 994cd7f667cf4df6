import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MinusIcon, PlusIcon } from "../../ui/control-icons";
import { changeQuantity } from "./quantity";

interface QuantitySelectorProps {
  quantity: number;
  onChange: (quantity: number) => void;
  /** Called when a shopper asks for more than the maximum (the page shows the alert). */
  onOverMax: () => void;
}

const stepButton =
  "tap flex items-center justify-center text-ink transition-colors hover:text-accent disabled:text-muted/50";

/** − [n] + between CART_QUANTITY_MIN and CART_QUANTITY_MAX. */
export function QuantitySelector({ quantity, onChange, onOverMax }: QuantitySelectorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const apply = (wanted: number) => {
    const change = changeQuantity(quantity, wanted);
    onChange(change.quantity);
    if (change.isOverMax) onOverMax();
  };
  return (
    <div className="flex items-center gap-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("productdetail.quantity")}
      </label>
      <div className="flex items-center rounded-full border border-line bg-surface">
        <button
          type="button"
          onClick={() => apply(quantity - 1)}
          disabled={quantity <= CART_QUANTITY_MIN}
          aria-label={t("productdetail.decrease")}
          className={stepButton}
        >
          <MinusIcon className="size-5" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={CART_QUANTITY_MIN}
          max={CART_QUANTITY_MAX}
          value={quantity}
          onChange={(event) => {
            if (event.target.value !== "") apply(Number(event.target.value));
          }}
          className="h-11 w-12 bg-transparent text-center font-medium [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        {/* Not disabled at the maximum: a press there says why it does not go higher. */}
        <button
          type="button"
          onClick={() => apply(quantity + 1)}
          aria-label={t("productdetail.increase")}
          className={stepButton}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
