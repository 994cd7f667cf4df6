import type { CustomerInfo } from "@shop/shared";
import { useRef, useState } from "react";
import {
  CUSTOMER_FIELDS,
  type CustomerErrors,
  type CustomerField,
  validateCustomerInfo,
} from "./checkout-form";

export type CustomerValues = Record<CustomerField, string>;

/**
 * The shipping form's state: its values, its errors and its inputs (to focus the first wrong one).
 * Errors show after a first try and then follow the typing, so a fixed field clears at once.
 */
export function useCustomerForm() {
  const [values, setValues] = useState<CustomerValues>({ fullName: "", phone: "", email: "", address: "" });
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [hasTried, setHasTried] = useState(false);
  const fieldRefs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});

  const change = (field: CustomerField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (hasTried) {
      const result = validateCustomerInfo(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  /** The checked details, or null after showing the errors and focusing the first wrong field. */
  const validate = (): CustomerInfo | null => {
    setHasTried(true);
    const result = validateCustomerInfo(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CUSTOMER_FIELDS.find((field) => result.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return null;
    }
    setErrors({});
    return result.info;
  };

  return { values, errors, setErrors, change, validate, fieldRefs };
}
