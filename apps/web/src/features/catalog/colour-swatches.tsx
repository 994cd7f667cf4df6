import type { Variation } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";

interface ColourSwatchesProps {
  variations: readonly Variation[];
  selected: number;
  onSelect: (index: number) => void;
}

/** One swatch per variation, filled with its colour and named (the shared COLOURS names). */
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
        {variations.map((variation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: variations have no id and two may share a colour; the list never reorders
          <li key={`${variation.color}-${index}`}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-pressed={index === selected}
              aria-label={t("productdetail.choose_color", { color: t(colourNameKey(variation.color)) })}
              title={t(colourNameKey(variation.color))}
              className={`tap flex items-center justify-center rounded-full border-2 transition-colors ${
                index === selected ? "border-ink" : "border-transparent hover:border-line"
              }`}
            >
              <span
                aria-hidden="true"
                className="block size-8 rounded-full border border-ink/15"
                style={{ backgroundColor: variation.color }}
              />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
