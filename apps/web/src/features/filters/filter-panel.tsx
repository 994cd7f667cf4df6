import { type CatalogueFilters, formatVnd, PRICE_BANDS, type ProductFacets } from "@shop/shared";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";
import { CloseIcon } from "../../ui/icons";

interface FilterPanelProps {
  filters: CatalogueFilters;
  /** The counts of the current answer; undefined while the first answer loads. */
  facets: ProductFacets | undefined;
  /** Products the current filters leave (the sheet's "show N products"). */
  total: number | undefined;
  onChange: (next: CatalogueFilters) => void;
}

/** How many filters are on (the phone's button says so). */
function filterCount(filters: CatalogueFilters): number {
  return (
    filters.colors.length +
    filters.materials.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.onSale ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/**
 * The filters with their counts (the server counts each choice with every other filter applied,
 * apps/server/src/modules/catalogue/search-index.ts): a side panel from 768 px, and on phones a
 * button that opens them in a sheet from the bottom (a native modal <dialog>: focus kept inside,
 * Escape closes it), whose counts follow each choice at once.
 */
export function CatalogueFilterPanel({ filters, facets, total, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const active = filterCount(filters);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      // jsdom (unit tests) has no showModal; the open attribute shows it there.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [isOpen]);

  return (
    <>
      <div className="mb-6 flex items-center gap-3 md:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink px-5 text-sm font-medium text-ink"
        >
          {t("filters.open")}
          {active > 0 && (
            <span className="rounded-full bg-ink px-2 text-xs text-white" data-testid="active-filter-count">
              {active}
            </span>
          )}
        </button>
        {active > 0 && <ClearButton onClear={() => onChange(clearedFilters())} />}
      </div>

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl border-0 bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/40 md:hidden"
      >
        {isOpen && (
          <div className="flex max-h-[85dvh] flex-col">
            <div className="flex items-center justify-between border-b border-line px-5 py-3">
              <h2 id={titleId} className="font-display text-xl font-semibold">
                {t("filters.title")}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={t("filters.close")}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:text-accent"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="overflow-y-auto px-5 py-4">
              <FilterChoices filters={filters} facets={facets} onChange={onChange} />
            </div>
            <div className="flex gap-3 border-t border-line px-5 py-3">
              <button
                type="button"
                onClick={() => onChange(clearedFilters())}
                className="min-h-11 flex-1 rounded-full border border-line px-4 text-sm text-ink"
              >
                {t("filters.clear")}
              </button>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="min-h-11 flex-[2] rounded-full bg-ink px-4 text-sm font-medium text-white"
              >
                {total === undefined ? t("filters.show") : t("filters.show_count", { count: total })}
              </button>
            </div>
          </div>
        )}
      </dialog>

      <aside aria-label={t("filters.title")} className="hidden md:block">
        <div className="flex items-center justify-between">
          <h2 className="font-display text-xl font-semibold">{t("filters.title")}</h2>
          {active > 0 && <ClearButton onClear={() => onChange(clearedFilters())} />}
        </div>
        <div className="mt-4">
          <FilterChoices filters={filters} facets={facets} onChange={onChange} />
        </div>
      </aside>
    </>
  );
}

function clearedFilters(): CatalogueFilters {
  return { colors: [], materials: [], minPrice: null, maxPrice: null, onSale: false, inStock: false };
}

function ClearButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClear}
      className="min-h-11 text-sm text-accent underline-offset-4 hover:underline"
    >
      {t("filters.clear")}
    </button>
  );
}

function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((each) => each !== value) : [...list, value];
}

const legendClass = "text-xs font-semibold tracking-widest text-muted uppercase";
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink has-[:disabled]:cursor-default has-[:disabled]:text-muted";

/** A group of choices under its heading. */
function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <ul className="mt-2">{children}</ul>
    </fieldset>
  );
}

/**
 * One choice: a checkbox, its words and how many products it leaves. A choice that leaves none is
 * disabled unless it is on (so it can be turned off); before the first counts arrive
 * (`count` undefined) none is.
 */
function FilterChoice({
  checked,
  count,
  onToggle,
  children,
}: {
  checked: boolean;
  count: number | undefined;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <label className={choiceClass}>
        <input
          type="checkbox"
          checked={checked}
          disabled={count === 0 && !checked}
          onChange={onToggle}
          className="size-4 accent-ink"
        />
        {children}
        <span className="ml-auto pl-2 text-xs text-muted tabular-nums">{count ?? 0}</span>
      </label>
    </li>
  );
}

/** Every group of choices, each a list of checkboxes (of the price bands, one at a time). */
function FilterChoices({
  filters,
  facets,
  onChange,
}: {
  filters: CatalogueFilters;
  facets: ProductFacets | undefined;
  onChange: (next: CatalogueFilters) => void;
}) {
  const { t } = useTranslation();
  // A colour or material chosen but counted nowhere (a shared link) is still shown, to be unticked.
  const colours = [
    ...(facets?.colors ?? []),
    ...filters.colors
      .filter((hex) => !facets?.colors.some((each) => each.color === hex))
      .map((color) => ({ color, count: 0 })),
  ];
  const materials = [
    ...(facets?.materials ?? []),
    ...filters.materials
      .filter((key) => !facets?.materials.some((each) => each.material === key))
      .map((material) => ({ material, label: material, count: 0 })),
  ];
  const bands: ProductFacets["priceBands"] =
    facets?.priceBands ?? PRICE_BANDS.map((band) => ({ min: band.min, max: band.max, count: 0 }));
  const priceLabel = (band: ProductFacets["priceBands"][number]) =>
    band.max === null
      ? t("filters.price_from", { min: formatVnd(band.min) })
      : band.min === 0
        ? t("filters.price_under", { max: formatVnd(band.max + 1) })
        : t("filters.price_between", { min: formatVnd(band.min), max: formatVnd(band.max + 1) });

  return (
    <div className="space-y-6">
      <FilterGroup legend={t("filters.colour")}>
        {colours.map(({ color, count }) => (
          <FilterChoice
            key={color}
            checked={filters.colors.includes(color)}
            count={count}
            onToggle={() => onChange({ ...filters, colors: toggled(filters.colors, color) })}
          >
            <span
              aria-hidden="true"
              className="size-5 shrink-0 rounded-full border border-line"
              style={{ backgroundColor: color }}
            />
            <span>{colourNameKey(color) === "colour.custom" ? color : t(colourNameKey(color))}</span>
          </FilterChoice>
        ))}
      </FilterGroup>

      <FilterGroup legend={t("filters.price")}>
        {bands.map((band) => {
          const isChecked = filters.minPrice === band.min && filters.maxPrice === band.max;
          return (
            <FilterChoice
              key={band.min}
              checked={isChecked}
              count={band.count}
              onToggle={() =>
                onChange(
                  isChecked
                    ? { ...filters, minPrice: null, maxPrice: null }
                    : { ...filters, minPrice: band.min, maxPrice: band.max },
                )
              }
            >
              <span>{priceLabel(band)}</span>
            </FilterChoice>
          );
        })}
      </FilterGroup>

      {materials.length > 0 && (
        <FilterGroup legend={t("filters.material")}>
          {materials.map(({ material, label, count }) => (
            <FilterChoice
              key={material}
              checked={filters.materials.includes(material)}
              count={count}
              onToggle={() => onChange({ ...filters, materials: toggled(filters.materials, material) })}
            >
              <span>{label}</span>
            </FilterChoice>
          ))}
        </FilterGroup>
      )}

      <FilterGroup legend={t("filters.offer")}>
        <FilterChoice
          checked={filters.onSale}
          count={facets?.onSale}
          onToggle={() => onChange({ ...filters, onSale: !filters.onSale })}
        >
          <span>{t("filters.on_sale")}</span>
        </FilterChoice>
        <FilterChoice
          checked={filters.inStock}
          count={facets?.inStock}
          onToggle={() => onChange({ ...filters, inStock: !filters.inStock })}
        >
          <span>{t("filters.in_stock")}</span>
        </FilterChoice>
      </FilterGroup>
    </div>
  );
}
