import type { CustomerInfo, Division } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { useSession } from "../../entities/session/use-session";
import {
  CUSTOMER_FIELDS,
  type CustomerErrors,
  type CustomerField,
  type CustomerValues,
  EMPTY_CUSTOMER_VALUES,
  type TextField,
} from "./checkout-form";

type CustomerValidation = typeof import("./customer-validation");
let customerValidation: Promise<CustomerValidation> | null = null;

/**
 * The form's rules (Zod and the shared schema), loaded when the shopper first touches the form or
 * sends it, not with the page: evaluating them was a long task of the checkout's first load. A load
 * that failed (offline) is tried again at the next check.
 */
function loadCustomerValidation(): Promise<CustomerValidation> {
  customerValidation ??= import("./customer-validation").catch((error: unknown) => {
    customerValidation = null;
    throw error;
  });
  return customerValidation;
}

/**
 * The shipping form's state: its values, its errors and its inputs (to focus the first wrong one).
 * Errors show after a first try and then follow the typing, so a fixed field clears at once.
 */
export function useCustomerForm() {
  const [values, setValues] = useState<CustomerValues>(EMPTY_CUSTOMER_VALUES);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [hasTried, setHasTried] = useState(false);
  const fieldRefs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});
  /** The rules once loaded: errors follow the typing after a first try, with no wait. */
  const rules = useRef<CustomerValidation | null>(null);

  /** Called when the shopper first focuses a field: the rules are ready by the time they send. */
  const prepareChecks = () => {
    if (rules.current) return;
    loadCustomerValidation().then(
      (loaded) => {
        rules.current = loaded;
      },
      () => {},
    );
  };

  // A signed-in shopper's e-mail is filled in, once the session is known, unless they typed one.
  const signedInEmail = useSession().user?.email;
  useEffect(() => {
    if (signedInEmail)
      setValues((current) => (current.email ? current : { ...current, email: signedInEmail }));
  }, [signedInEmail]);

  const update = (next: CustomerValues) => {
    setValues(next);
    // `hasTried` is set only once a check has loaded the rules.
    if (hasTried && rules.current) {
      const result = rules.current.validateCustomerInfo(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const change = (field: TextField, value: string) => update({ ...values, [field]: value });

  /** A new province empties the ward: a ward belongs to one province. */
  const changeProvince = (province: Division | null) =>
    update({
      ...values,
      province,
      ward: province?.code === values.province?.code ? values.ward : null,
    });
  const changeWard = (ward: Division | null) => update({ ...values, ward });
  /**
   * Several fields at once: a saved address picked from the book (saved-address-picker.tsx).
   * `fills` counts them: the fields take it as their `key`, since a unit picker keeps its own text
   * (division-combobox.tsx) and shows a value set from outside only when mounted anew.
   */
  const [fills, setFills] = useState(0);
  const fill = (picked: Partial<CustomerValues>) => {
    update({ ...values, ...picked });
    setFills((count) => count + 1);
  };

  /**
   * The checked details, or null after showing the errors and focusing the first wrong field.
   * Rejects when the rules cannot be loaded (the shopper is offline).
   */
  const validate = async (): Promise<CustomerInfo | null> => {
    rules.current ??= await loadCustomerValidation();
    setHasTried(true);
    const result = rules.current.validateCustomerInfo(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CUSTOMER_FIELDS.find((field) => result.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return null;
    }
    setErrors({});
    return result.info;
  };

  return {
    values,
    errors,
    setErrors,
    change,
    changeProvince,
    changeWard,
    fill,
    fills,
    prepareChecks,
    validate,
    fieldRefs,
  };
}
