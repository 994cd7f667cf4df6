import {
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type Division,
  formatVnd,
  type ShippingOption,
} from "@shop/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { QuoteTotals } from "./quote-totals";
import { ShippingOptions } from "./shipping-options";
import { useCheckoutPricing } from "./use-checkout-pricing";
import { VoucherField } from "./voucher-field";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const SUBTOTAL = 900_000;
const OPTIONS: ShippingOption[] = [
  { carrier: "flat", service: "standard", fee: 30_000, expectedDeliveryDate: null },
  { carrier: "ghn", service: "53320", fee: 36_500, expectedDeliveryDate: "2026-12-01" },
  { carrier: "ghtk", service: "road", fee: 22_000, expectedDeliveryDate: null },
];

/** A stand-in for POST /api/checkout/quote that answers as the server does for one bag. */
function serverQuote(request: CheckoutQuoteRequest): CheckoutQuote {
  const options = request.provinceCode === undefined ? OPTIONS.slice(0, 1) : OPTIONS;
  const picked = request.shipping;
  const shipping =
    options.find(
      (option) =>
        option.carrier === picked?.carrier &&
        (picked.serviceId === undefined || picked.serviceId === option.service),
    ) ?? (options[0] as ShippingOption);
  const code = request.voucherCode?.toUpperCase();
  const valid = code === "GIAM10";
  const discount = valid ? SUBTOTAL / 10 : 0;
  return {
    subtotal: SUBTOTAL,
    discount,
    shippingFee: shipping.fee,
    total: SUBTOTAL - discount + shipping.fee,
    voucher: code ? { code, valid, ...(valid ? {} : { reason: "voucher_expired" as const }) } : null,
    options,
    shipping,
  };
}

const HA_NOI: Division = { code: 1, name: "Thành phố Hà Nội" };
const HOAN_KIEM: Division = { code: 70, name: "Phường Hoàn Kiếm" };
const LINE = { id: "0b6f3c1e-8a4d-4f6b-9c2a-1d2e3f4a5b6c", color: "#000000", quantity: 1 };

/** The checkout's pricing pieces as the page puts them together, around the real hook. */
function Pricing({ place }: { place: boolean }) {
  const pricing = useCheckoutPricing({
    lines: [LINE],
    province: place ? HA_NOI : null,
    ward: place ? HOAN_KIEM : null,
  });
  return (
    <>
      <ShippingOptions
        options={pricing.quote?.options ?? null}
        value={pricing.shipping}
        onChange={pricing.pickShipping}
        needsAddress={pricing.needsAddress}
        isLoading={pricing.isQuoting}
      />
      <VoucherField
        code={pricing.code}
        onCodeChange={pricing.setCode}
        onApply={pricing.applyCode}
        voucher={pricing.voucher}
        discount={pricing.quote?.discount ?? 0}
        isApplying={pricing.isQuoting}
      />
      {pricing.quote && <QuoteTotals quote={pricing.quote} />}
    </>
  );
}

function renderPricing(place = true) {
  render(
    <Providers queryClient={createQueryClient()}>
      <Pricing place={place} />
    </Providers>,
  );
}

const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const lastRequest = () => api.mock.calls.at(-1)?.[1]?.body as CheckoutQuoteRequest;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (path, init) => {
    expect(path).toBe("/checkout/quote");
    // apiFetch is generic in its answer; this stand-in answers the quote's shape.
    return serverQuote(init?.body as CheckoutQuoteRequest) as never;
  });
});

describe("the checkout's shipping options", () => {
  it("shows each carrier's fee and expected day (dd/mm/yyyy in Vietnamese), the flat fee picked first", async () => {
    renderPricing();
    const ghn = await screen.findByRole("radio", { name: /GHN/ });
    expect(isChecked(screen.getByRole("radio", { name: /Giao hàng tiêu chuẩn/ }))).toBe(true);
    expect(isChecked(ghn)).toBe(false);
    const ghnCard = screen.getByTestId("shipping-option-ghn");
    expect(within(ghnCard).getByText(formatVnd(36_500))).toBeTruthy();
    expect(within(ghnCard).getByText("Dự kiến giao 01/12/2026")).toBeTruthy();
    expect(screen.getByTestId("checkout-total").textContent).toContain(formatVnd(SUBTOTAL + 30_000));
  });

  it("asks the server again with the carrier picked and shows the total it answers", async () => {
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole("radio", { name: /GHTK/ }));
    await waitFor(() =>
      expect(screen.getByTestId("checkout-shipping").textContent).toContain(formatVnd(22_000)),
    );
    expect(lastRequest()).toMatchObject({
      provinceCode: 1,
      wardCode: 70,
      shipping: { carrier: "ghtk", serviceId: "road" },
    });
    expect(isChecked(screen.getByRole("radio", { name: /GHTK/ }))).toBe(true);
    expect(screen.getByTestId("checkout-shipping-carrier").textContent).toContain(
      "Giao Hàng Tiết Kiệm (GHTK)",
    );
    expect(screen.getByTestId("checkout-total").textContent).toContain(formatVnd(SUBTOTAL + 22_000));
  });

  it("offers only the flat fee and says why until a ward is picked", async () => {
    renderPricing(false);
    expect(isChecked(await screen.findByRole("radio", { name: /Giao hàng tiêu chuẩn/ }))).toBe(true);
    expect(screen.getAllByRole("radio")).toHaveLength(1);
    expect(screen.getByText(i18n.t("shipping_checkout.hint_address"))).toBeTruthy();
  });
});

describe("the voucher field", () => {
  it("applies a code: the server's discount shows beside it and in the total", async () => {
    const user = userEvent.setup();
    renderPricing();
    await screen.findByRole("radio", { name: /GHN/ });
    await user.type(screen.getByLabelText(i18n.t("vouchers.code_label")), "giam10");
    await user.click(screen.getByRole("button", { name: "Áp dụng" }));
    expect(await screen.findByText(`Đã áp dụng mã GIAM10: giảm ${formatVnd(90_000)}`)).toBeTruthy();
    expect(lastRequest().voucherCode).toBe("GIAM10");
    expect(screen.getByTestId("checkout-discount").textContent).toContain(`−${formatVnd(90_000)}`);
    expect(screen.getByTestId("checkout-total").textContent).toContain(formatVnd(SUBTOTAL - 90_000 + 30_000));
  });

  it("says why a code does not apply, in the shopper's language, and takes nothing off", async () => {
    const user = userEvent.setup();
    renderPricing();
    await screen.findByRole("radio", { name: /GHN/ });
    await user.type(screen.getByLabelText(i18n.t("vouchers.code_label")), "HETHAN");
    await user.keyboard("{Enter}");
    expect(await screen.findByText(i18n.t("vouchers.refused_voucher_expired"))).toBeTruthy();
    expect(screen.queryByTestId("checkout-discount")).toBeNull();
    expect(screen.getByTestId("checkout-total").textContent).toContain(formatVnd(SUBTOTAL + 30_000));

    await i18n.changeLanguage("en");
    expect(await screen.findByText("This voucher has expired.")).toBeTruthy();
  });
});
