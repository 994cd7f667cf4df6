import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../lib/query-client";
import { useCustomerForm } from "./use-customer-form";

/** Whether loading the form's rules (a chunk of its own in the build) fails, as when offline. */
const network = vi.hoisted(() => ({ offline: false }));
vi.mock("./customer-validation", async (importOriginal) => {
  if (network.offline) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

function wrapper({ children }: { children: ReactNode }) {
  return <Providers queryClient={createQueryClient()}>{children}</Providers>;
}

const HCM = { code: 79, name: "Thành phố Hồ Chí Minh" };
const SAI_GON = { code: 26740, name: "Phường Sài Gòn" };

describe("the shipping form's checks, loaded when first needed", () => {
  it("says the form cannot be checked while the rules cannot be loaded, and checks it once they can", async () => {
    network.offline = true;
    const { result } = renderHook(() => useCustomerForm(), { wrapper });
    await expect(act(() => result.current.validate())).rejects.toThrow();
    expect(result.current.errors).toEqual({});

    network.offline = false;
    // The module system forgets the failed load, as a browser does a failed fetch.
    vi.resetModules();
    let checked: Awaited<ReturnType<typeof result.current.validate>> = null;
    await act(async () => {
      checked = await result.current.validate();
    });
    expect(checked).toBeNull();
    expect(result.current.errors.phone).toBe("checkout.error_phone");
  });

  it("names the wrong fields when sent, then follows the typing until it is right", async () => {
    const { result } = renderHook(() => useCustomerForm(), { wrapper });
    act(() => result.current.prepareChecks());
    act(() => result.current.change("fullName", "Trần Thị Mai"));
    // Nothing is shown before the shopper sends the form.
    expect(result.current.errors).toEqual({});

    await act(async () => {
      await result.current.validate();
    });
    expect(Object.keys(result.current.errors).sort()).toEqual(
      ["address", "email", "phone", "provinceCode", "wardCode"].sort(),
    );

    act(() => result.current.change("phone", "0907654321"));
    expect(result.current.errors.phone).toBeUndefined();
    act(() => result.current.change("email", "mai@example.vn"));
    act(() => result.current.change("address", "5 Nguyễn Huệ"));
    act(() => result.current.changeProvince(HCM));
    act(() => result.current.changeWard(SAI_GON));
    expect(result.current.errors).toEqual({});

    let checked: Awaited<ReturnType<typeof result.current.validate>> = null;
    await act(async () => {
      checked = await result.current.validate();
    });
    expect(checked).toEqual({
      fullName: "Trần Thị Mai",
      phone: "0907654321",
      email: "mai@example.vn",
      address: "5 Nguyễn Huệ",
      provinceCode: 79,
      wardCode: 26740,
    });
  });
});
