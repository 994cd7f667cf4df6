import { PAGE_PATHS, type Product, productPagePath } from "@shop/shared";
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SearchIcon } from "../../ui/icons";
import { useDismiss } from "../../ui/use-dismiss";

const loadSuggestions = () => import("./search-suggestions");
const SearchSuggestions = lazy(loadSuggestions);

/** `/search?q=túi%20da` for a query, or null when nothing but spaces was typed. */
export function searchHref(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `${PAGE_PATHS.search}?q=${encodeURIComponent(trimmed)}` : null;
}

interface SearchBoxProps {
  /** Focus the input when shown (the phone overlay). */
  autoFocus?: boolean;
  /** Called after a query was submitted or a suggestion picked, e.g. to close the overlay. */
  onSearched?: () => void;
  size?: "compact" | "large";
}

/**
 * The header's search box with suggestions: the list opens while
 * the typed text is not empty and closes on an outside click, on a pick and on submit. A non-empty
 * trimmed query opens the search page and clears the box; an empty one is ignored. Keyboard: the
 * ARIA combobox pattern (arrows move through the list, Enter opens the highlighted product or
 * searches, Escape closes the list). The list itself is a lazy chunk (search-suggestions.tsx).
 */
export function SearchBox({ autoFocus = false, onSearched, size = "compact" }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [isDismissed, setIsDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [items, setItems] = useState<readonly Product[]>([]);
  // The colour each listed bag is shown in (the one the words named), for Enter to open it at.
  const [colours, setColours] = useState<Readonly<Record<string, string>>>({});
  const inputId = useId();
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const insideRefs = useMemo(() => [formRef], []);

  const trimmed = query.trim();
  const isOpen = trimmed !== "" && !isDismissed;
  const close = useCallback(() => {
    setIsDismissed(true);
    setActiveIndex(-1);
  }, []);
  useDismiss({ isOpen, onClose: close, insideRefs });

  const onItemsChange = useCallback(
    (next: readonly Product[], nextColours: Readonly<Record<string, string>>) => {
      setItems(next);
      setColours(nextColours);
      setActiveIndex((index) => (index < next.length ? index : -1));
    },
    [],
  );

  const finish = (href: string) => {
    navigate(href);
    setQuery("");
    close();
    onSearched?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const active = items[activeIndex];
    if (isOpen && active) {
      finish(productPagePath(active.id, colours[active.id]));
      return;
    }
    const href = searchHref(query);
    if (href) finish(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && isOpen) {
      // Only the list closes: the typed text stays (a search input would clear itself) and an
      // enclosing overlay stays open for another try.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!isOpen) {
      setIsDismissed(false);
      return;
    }
    if (items.length === 0) return;
    // Positions 0..n: 0 is the input itself (nothing highlighted), then each option; wraps around.
    const positions = items.length + 1;
    const step = event.key === "ArrowDown" ? 1 : -1;
    setActiveIndex((index) => ((index + 1 + step + positions) % positions) - 1);
  };

  const large = size === "large";
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const hasActive = isOpen && activeIndex >= 0 && activeIndex < items.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some phones (iOS < 17) and jsdom
    <form ref={formRef} role="search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {t("header.search_label")}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={hasActive ? optionId(activeIndex) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsDismissed(false);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        // Fetch the suggestions' chunk as the shopper starts typing, not after.
        onFocus={() => void loadSuggestions()}
        placeholder={t("header.search_placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: the phone search overlay opens to type at once
        autoFocus={autoFocus}
        maxLength={100}
        className={`w-full rounded-full border border-line bg-surface pr-12 pl-4 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent ${
          large ? "h-12 text-base" : "h-10 text-sm"
        } [&::-webkit-search-cancel-button]:appearance-none`}
      />
      <button
        type="submit"
        aria-label={t("header.search_submit")}
        className={`absolute top-1/2 right-0.5 flex -translate-y-1/2 items-center justify-center rounded-full text-muted hover:text-accent ${
          large ? "size-11" : "size-9"
        }`}
      >
        <SearchIcon className="size-5" />
      </button>
      {/* Shown only once there is something in it: an option, or the "no suggestions" line. */}
      <div className="absolute inset-x-0 top-full z-50 mt-2 hidden overflow-hidden rounded-2xl border border-line bg-surface shadow-lg has-[[role=option]]:block has-[p]:block">
        {isOpen && (
          <Suspense fallback={null}>
            <SearchSuggestions
              query={trimmed}
              listId={listId}
              optionId={optionId}
              activeIndex={activeIndex}
              onItemsChange={onItemsChange}
              onPick={(product, colour) => finish(productPagePath(product.id, colour))}
              onHover={setActiveIndex}
            />
          </Suspense>
        )}
      </div>
    </form>
  );
}
