import type { SaleTerms } from "@shop/shared";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FormEvent, type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { SaleTermsAcceptance, useSaleTermsAcceptance } from "../sale-terms";
import { usePlaceOrder } from "./use-place-order";

const TERMS: SaleTerms = {
  version: "2026-11-26.0123456789ab",
  language: "vi",
  hash: "ab".repeat(32),
  publishedAt: "2026-11-26T00:00:00.000Z",
  text: "ĐIỀU KIỆN GIAO DỊCH CHUNG\n\n6. Đổi trả và hủy đơn\n",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers the terms in force (`versions` in turn, the last one for good) and records every call. */
function serveTerms(...versions: SaleTerms[]) {
  let served = 0;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/api/terms/current")) {
      const terms = versions[Math.min(served, versions.length - 1)];
      served += 1;
      return json(terms);
    }
    return json({ error: { code: "not_found", message: url } }, 404);
  });
}

/** The checkout's use of the terms: the box, and a pay button that asks `confirm()` first. */
function CheckoutTerms({ onOrder }: { onOrder: (termsVersion: string) => void }) {
  const terms = useSaleTermsAcceptance();
  const [, setTried] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried((count) => count + 1);
    const version = terms.confirm();
    if (version) onOrder(version);
  };
  return (
    <form onSubmit={submit}>
      <SaleTermsAcceptance acceptance={terms} />
      <button type="submit">{i18n.t("checkout.pay_cod")}</button>
    </form>
  );
}

function wrapper({ children }: { children: ReactNode }) {
  return <Providers queryClient={createQueryClient()}>{children}</Providers>;
}

afterEach(() => vi.restoreAllMocks());

describe("the sale terms at checkout", () => {
  it("shows a summary and the full text, with nothing ticked, and orders only once the shopper ticks the box", async () => {
    serveTerms(TERMS);
    const onOrder = vi.fn();
    render(<CheckoutTerms onOrder={onOrder} />, { wrapper });

    const box = await screen.findByRole<HTMLInputElement>("checkbox", {
      name: i18n.t("sale_terms.accept", { version: TERMS.version }),
    });
    expect(box.checked).toBe(false);
    expect(
      screen.getByText(i18n.t("sale_terms.summary_returns", { days: 7, inaccurateDays: 30 })),
    ).toBeTruthy();
    expect(screen.getByTestId("sale-terms-text").textContent).toBe(TERMS.text);
    expect(screen.getByRole("link", { name: i18n.t("sale_terms.download") }).getAttribute("href")).toBe(
      `/api/terms/${TERMS.version}?lang=vi`,
    );

    await userEvent.click(screen.getByRole("button", { name: i18n.t("checkout.pay_cod") }));
    expect(onOrder).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(i18n.t("sale_terms.error_required"));
    expect(document.activeElement).toBe(box);

    await userEvent.click(box);
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: i18n.t("checkout.pay_cod") }));
    expect(onOrder).toHaveBeenCalledWith(TERMS.version);
  });

  it("sends the accepted version with the order, and on terms changed meanwhile asks for them to be accepted again", async () => {
    const changed = { ...TERMS, version: "2026-11-27.ba9876543210", text: "Phiên bản mới\n" };
    const fetchSpy = serveTerms(TERMS);
    const { result } = renderHook(() => ({ acceptance: useSaleTermsAcceptance(), order: usePlaceOrder() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.acceptance.terms.data?.version).toBe(TERMS.version));
    act(() => result.current.acceptance.setAccepted(true));
    expect(result.current.acceptance.isAccepted).toBe(true);

    fetchSpy.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes("/api/orders")) {
        const body = JSON.parse(String(init?.body)) as { termsVersion?: string };
        expect(body.termsVersion).toBe(TERMS.version);
        return json(
          {
            error: {
              code: "terms_outdated",
              message: "changed",
              fields: { termsVersion: "sale_terms.error_outdated" },
            },
          },
          409,
        );
      }
      return json(changed);
    });
    await act(() =>
      result.current.order.place(
        {
          fullName: "Trần Thị Mai",
          phone: "0907654321",
          email: "mai@example.vn",
          address: "5 Nguyễn Huệ",
          provinceCode: 79,
          wardCode: 26740,
        },
        [{ id: "8f0f1f8e-2f3c-4b5a-9c1d-2e3f4a5b6c7d", color: "#d32f2f", quantity: 1 }],
        "cod",
        () => {},
        "",
        undefined,
        TERMS.version,
      ),
    );
    expect(result.current.order.status).toEqual({
      kind: "failed",
      message: i18n.t("sale_terms.error_outdated"),
    });
    // The new terms arrive and the tick given to the old ones no longer counts.
    await waitFor(() => expect(result.current.acceptance.terms.data?.version).toBe(changed.version));
    expect(result.current.acceptance.isAccepted).toBe(false);
    let confirmed: string | null = "";
    act(() => {
      confirmed = result.current.acceptance.confirm();
    });
    expect(confirmed).toBeNull();
  });
});
