import { isSoldOut, type Variation } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";

interface ColourSwatchesProps {
  variations: readonly Variation[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * One swatch per variation, filled with its colour and named (the shared COLOURS names). A sold-out
 * colour stays choosable (its pictures still show) but is struck through and named sold out.
 */
export function ColourSwatches({ variations, selected, onSelect }: ColourSwatchesProps) {
  const { t } = useTranslation();
  const selectedColour = variations[selected]?.color;
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        {t("productdetail.color")}
        {selectedColour && (
          <span className="ml-2 font-normal text-muted" data-testid="selected-colour">
            {t(colourNameKey(selectedColour))}
          </span>
        )}
      </legend>
      <ul className="mt-3 flex flex-wrap gap-2">
        {variations.map((variation, index) => {
          const name = t(colourNameKey(variation.color));
          const soldOut = isSoldOut(variation.stock);
          const label = soldOut ? t("stock.colour_sold_out", { color: name }) : name;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: variations have no id and two may share a colour; the list never reorders
            <li key={`${variation.color}-${index}`}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-pressed={index === selected}
                aria-label={t("productdetail.choose_color", { color: label })}
                title={label}
                data-sold-out={soldOut || undefined}
                className={`tap relative flex items-center justify-center rounded-full border-2 transition-colors ${
                  index === selected ? "border-ink" : "border-transparent hover:border-line"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`block size-8 rounded-full border border-ink/15 ${soldOut ? "opacity-40" : ""}`}
                  style={{ backgroundColor: variation.color }}
                />
                {soldOut && (
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute h-0.5 w-9 rotate-45 rounded bg-ink"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
