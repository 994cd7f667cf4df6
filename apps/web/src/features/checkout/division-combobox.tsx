import { createDivisionSearch, type Division, normaliseSearchText } from "@shop/shared";
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

interface DivisionComboboxProps {
  /** The input's id, so the form can point at it (labels, errors, focus). */
  id: string;
  label: string;
  placeholder: string;
  /** The units to choose from; undefined while they load (the field then says so). */
  options: readonly Division[] | undefined;
  value: Division | null;
  onChange: (value: Division | null) => void;
  /** A translated error shown under the field, or nothing. */
  error?: string | undefined;
  /** Shown instead of the field's placeholder when it cannot be used yet (no province picked). */
  disabledReason?: string | undefined;
  isLoading?: boolean;
  loadFailed?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A searchable list of provinces or wards: the WAI-ARIA combobox pattern with a listbox popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/).
 * Typing filters without accents ("ho chi minh", "thu duc", "hanoi": createDivisionSearch in
 * packages/shared/src/administrative-units.ts); arrows move, Enter picks, Escape closes then clears; the
 * number of matches is announced. Typing un-picks the unit, so what is submitted is always
 * something picked; leaving the field with one clear match picks it. The field keeps its own text:
 * a parent that sets the value from outside (a new province empties the ward) gives it a new `key`. Hand-written rather than a
 * library: a headless combobox library weighed ~13 KB gzip, this ~2 KB
 * (docs/decisions/025-addresses-and-shipping.md).
 */
export function DivisionCombobox({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  disabledReason,
  isLoading = false,
  loadFailed = false,
  inputRef,
}: DivisionComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState(value?.name ?? "");
  const [isOpen, setIsOpen] = useState(false);
  const [chosenActive, setActive] = useState(-1);
  const search = useMemo(() => createDivisionSearch(options ?? []), [options]);

  // While its list loads the field still takes focus and typing (a shopper who tabs on from the
  // province at once must land here, not past it); the matches show when the list arrives.
  const isDisabled = Boolean(disabledReason) || (!options && !isLoading);
  // The picked unit's own name lists everything (to change one's mind); anything else filters.
  const matches = value && query === value.name ? [...(options ?? [])] : search(query);
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Typed before the list arrived, nothing could be made active: the first match is, as typing
  // with the list there would have made it.
  const active = chosenActive < 0 && isOpen && query && matches.length > 0 ? 0 : chosenActive;

  useEffect(() => {
    if (isOpen && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const open = () => {
    if (isDisabled) return;
    setIsOpen(true);
    const picked = value ? matches.findIndex((unit) => unit.code === value.code) : -1;
    setActive(picked >= 0 ? picked : matches.length > 0 ? 0 : -1);
  };
  const pick = (unit: Division) => {
    onChange(unit);
    setQuery(unit.name);
    setIsOpen(false);
    setActive(-1);
  };
  /** Leaving the field: one clear match is picked; otherwise the typed text stays, un-picked. */
  const commit = () => {
    setIsOpen(false);
    if (value || !query.trim()) return;
    const typed = normaliseSearchText(query);
    const exact = matches.find((unit) => normaliseSearchText(unit.name) === typed);
    const only = matches.length === 1 ? matches[0] : undefined;
    const chosen = exact ?? only;
    if (chosen) pick(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!isOpen) open();
        else setActive(Math.min(active + 1, matches.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!isOpen) open();
        else setActive(Math.max(active - 1, 0));
        break;
      case "Enter": {
        const unit = isOpen ? matches[active] : undefined;
        if (unit) {
          event.preventDefault(); // picking is not submitting the form
          pick(unit);
        }
        break;
      }
      case "Escape":
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
        } else if (query) {
          setQuery("");
          if (value) onChange(null);
        }
        break;
      case "Tab":
        commit();
        break;
    }
  };

  const errorId = `${id}-error`;
  const showList = isOpen && matches.length > 0;
  return (
    <div className="clear-both">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-busy={isLoading && !options ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={isDisabled}
          placeholder={
            disabledReason ??
            (loadFailed
              ? t("address_picker.error_load")
              : isLoading
                ? t("address_picker.loading")
                : placeholder)
          }
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (value) onChange(null);
            setIsOpen(true);
            setActive(search(event.target.value).length > 0 ? 0 : -1);
          }}
          onClick={() => (isOpen ? setIsOpen(false) : open())}
          onKeyDown={onKeyDown}
          onBlur={commit}
          className={`w-full rounded-lg border bg-canvas py-2.5 pr-11 pl-3 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted ${
            error ? "border-red-700" : "border-line focus:border-accent"
          }`}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("address_picker.show_options")}
          aria-controls={listId}
          aria-expanded={showList}
          disabled={isDisabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            if (isOpen) setIsOpen(false);
            else open();
          }}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted disabled:opacity-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto overscroll-contain rounded-lg border border-line bg-canvas py-1 shadow-lg"
        >
          {showList &&
            matches.map((unit, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input, which points at the active option (aria-activedescendant), as the ARIA combobox pattern does
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (arrows, Enter, Escape)
              <div
                key={unit.code}
                id={optionId(index)}
                role="option"
                aria-selected={value?.code === unit.code}
                // Keeps the focus in the input, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(unit)}
                onMouseMove={() => setActive(index)}
                className={`cursor-pointer px-3 py-2.5 ${index === active ? "bg-accent-soft text-ink" : ""} ${
                  value?.code === unit.code ? "font-semibold" : ""
                }`}
              >
                {unit.name}
              </div>
            ))}
        </div>
        {isOpen && options && matches.length === 0 && (
          <p className="absolute z-30 mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2.5 text-sm text-muted shadow-lg">
            {t("address_picker.no_match", { query })}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {isOpen && options ? t("address_picker.results", { count: matches.length }) : ""}
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
