import { type Product, SEARCH_SUGGESTION_LIMIT } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { catalogKeys, fetchProducts } from "../../entities/product/product-api";
import { ProductImage } from "../../entities/product/product-image";
import { ProductPrice } from "../../entities/product/product-price-view";
import { variationInColour } from "../../entities/product/variation-in-colour";
import { useDebouncedValue } from "./use-debounced-value";

export interface SearchSuggestionsProps {
  /** The trimmed text typed so far (not empty). */
  query: string;
  listId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  /** Tells the search box which products are listed and in which colour, for its keyboard handling. */
  onItemsChange: (items: readonly Product[], colours: Readonly<Record<string, string>>) => void;
  /** The bag picked, with the colour the words named (its picture here), if any. */
  onPick: (product: Product, colour: string | undefined) => void;
  onHover: (index: number) => void;
}

/**
 * The suggestion list under the search box: at most SEARCH_SUGGESTION_LIMIT products the server
 * matched, asked once typing pauses. Its own chunk (with TanStack Query), loaded when a shopper
 * starts typing, so the header in the first chunk stays small.
 */
export default function SearchSuggestions({
  query,
  listId,
  optionId,
  activeIndex,
  onItemsChange,
  onPick,
  onHover,
}: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(query);
  const request = { q: debounced, limit: SEARCH_SUGGESTION_LIMIT };
  const suggestions = useQuery({
    queryKey: catalogKeys.list(request),
    queryFn: ({ signal }) => fetchProducts(request, signal),
    enabled: debounced !== "",
    placeholderData: keepPreviousData,
  });
  const data = suggestions.data;
  useEffect(() => {
    // The server's limit already caps the list; the slice keeps the rule should it answer more.
    onItemsChange((data?.items ?? []).slice(0, SEARCH_SUGGESTION_LIMIT), data?.matchedColors ?? {});
  }, [data, onItemsChange]);
  const items = (data?.items ?? []).slice(0, SEARCH_SUGGESTION_LIMIT);
  const colourOf = (product: Product) => data?.matchedColors?.[product.id];
  // The bag under the pointer when it was pressed. The list for a longer query can replace this
  // one before the pointer lifts: the click then lands on the list (mouse) or on whichever bag
  // moved under the finger (touch), and the shopper meant the one pressed.
  const pressed = useRef<Product | null>(null);
  const productAt = (target: EventTarget): Product | null => {
    const option = target instanceof Element ? target.closest<HTMLElement>('[role="option"]') : null;
    return items[Number(option?.dataset.index)] ?? null;
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (combobox pattern) */}
      <div
        id={listId}
        role="listbox"
        aria-label={t("header.suggestions")}
        hidden={items.length === 0}
        className="py-1"
        onPointerDown={(event) => {
          pressed.current = productAt(event.target);
        }}
        onClick={(event) => {
          const product = pressed.current ?? productAt(event.target);
          pressed.current = null;
          if (product) onPick(product, colourOf(product));
        }}
      >
        {items.map((product, index) => (
          <div
            key={product.id}
            id={optionId(index)}
            data-index={index}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Keeps focus in the input, so the click lands before an outside-press handler runs.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === activeIndex ? "bg-sand" : ""}`}
            data-testid="suggestion"
          >
            <ProductImage
              src={coverOf(product, colourOf(product))}
              alt=""
              sizes="48px"
              className="size-12 shrink-0 rounded-lg text-[0.625rem]"
            />
            <div className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{product.name}</span>
              <ProductPrice product={product} className="text-xs" />
            </div>
          </div>
        ))}
      </div>
      {debounced === query && suggestions.isSuccess && items.length === 0 && (
        <p className="px-4 py-3 text-sm text-muted">{t("header.no_suggestions")}</p>
      )}
    </>
  );
}

/** The picture of the colour the words named ("túi đỏ": the red one), else the first colour's. */
function coverOf(product: Product, colour: string | undefined): string | undefined {
  return (variationInColour(product, colour) ?? product.variations[0])?.images[0];
}
