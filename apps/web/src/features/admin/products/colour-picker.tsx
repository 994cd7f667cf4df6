import { COLOURS, isHexColour } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * The variation's colour: the ten named colours as
 * swatches, plus any other colour through the browser's own picker. "" means none chosen yet.
 */
export function ColourPicker({
  value,
  onChange,
  legend,
}: {
  value: string;
  onChange: (hex: string) => void;
  legend: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const customId = useId();
  const isNamed = COLOURS.some((colour) => colour.hex === value);
  const isCustom = value !== "" && !isNamed;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {COLOURS.map((colour) => {
          const label = t(`colour.${colour.en.toLowerCase()}`);
          return (
            <label
              key={colour.hex}
              title={label}
              className="tap relative inline-flex cursor-pointer items-center justify-center rounded-full"
            >
              <input
                type="radio"
                name={name}
                value={colour.hex}
                checked={value === colour.hex}
                onChange={() => onChange(colour.hex)}
                className="peer sr-only"
              />
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className="size-8 rounded-full border border-ink/20 ring-accent ring-offset-2 peer-checked:ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-accent"
                style={{ backgroundColor: colour.hex }}
              />
            </label>
          );
        })}
        <label htmlFor={customId} className="ml-1 inline-flex items-center gap-2 text-sm">
          <input
            id={customId}
            type="color"
            value={isHexColour(value) ? value : "#000000"}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            className={`h-9 w-12 cursor-pointer rounded border ${isCustom ? "border-accent ring-2 ring-accent" : "border-line"}`}
          />
          {t("colour.custom")}
        </label>
      </div>
    </fieldset>
  );
}
