import { PAGE_PATHS } from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SearchIcon } from "../../ui/icons";

/** `/search?q=túi%20da` for a query, or null when nothing but spaces was typed (spec §4, §5). */
export function searchHref(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `${PAGE_PATHS.search}?q=${encodeURIComponent(trimmed)}` : null;
}

interface SearchBoxProps {
  /** Focus the input when shown (the phone overlay). */
  autoFocus?: boolean;
  /** Called after a query was submitted, e.g. to close the overlay. */
  onSearched?: () => void;
  size?: "compact" | "large";
}

/**
 * The header's search box: a non-empty trimmed query opens the search page and clears the box;
 * an empty one is ignored.
 */
export function SearchBox({ autoFocus = false, onSearched, size = "compact" }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(query);
    if (!href) return;
    navigate(href);
    setQuery("");
    onSearched?.();
  };

  const large = size === "large";
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some phones (iOS < 17) and jsdom
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {t("header.search_label")}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
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
      {/*
        Search suggestions (spec §4) go here: a list under the input, open while `query` is not
        empty, at most SEARCH_SUGGESTION_LIMIT products, closed on outside click, pick or submit.
      */}
    </form>
  );
}
