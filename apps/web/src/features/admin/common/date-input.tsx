import { type InputHTMLAttributes, useId } from "react";
import { useTranslation } from "react-i18next";
import { formatFieldDate } from "./admin-format";

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value"> & {
  value: string;
  /** A day and a time of day (`datetime-local`) rather than a day alone. */
  withTime?: boolean;
};

/**
 * A back-office date field with the day it holds written out under it in the page's language
 * (`formatFieldDate`, admin-format.ts). The browser draws the field itself in its own locale's order,
 * not the page's: on a browser set to American English a Vietnamese back office shows 5 December
 * as 12/05/2026. The line under it, which the field names as its description, says which day it is.
 */
export function DateInput({ value, withTime = false, className, ...input }: DateInputProps) {
  const { i18n } = useTranslation();
  const writtenId = useId();
  const written = formatFieldDate(value, i18n.language);
  const describedBy = [input["aria-describedby"], written ? writtenId : undefined].filter(Boolean).join(" ");
  return (
    <>
      <input
        {...input}
        type={withTime ? "datetime-local" : "date"}
        value={value}
        aria-describedby={describedBy || undefined}
        className={className}
      />
      {written && (
        // Hidden from a label wrapping the field (its name stays the label's words) but still its description.
        <span id={writtenId} aria-hidden="true" className="mt-1 block text-xs font-normal text-muted">
          {written}
        </span>
      )}
    </>
  );
}
