import type { ShippingSettings } from "@shop/shared";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { ApiError } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { ShippingSettingsForm } from "./shipping-settings";

vi.mock("../common/admin-session", () => ({ adminFetch: vi.fn() }));
const fetchSettings = vi.mocked(adminFetch);

/** The stored settings as the server would send them, when the test lets them arrive. */
function settingsOnTheWay() {
  let arrive: (settings: ShippingSettings) => void = () => undefined;
  const arrival = new Promise<ShippingSettings>((resolve) => {
    arrive = resolve;
  });
  return { arrival, arrive };
}

function renderForm() {
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <ShippingSettingsForm notify={() => undefined} />
    </Providers>,
  );
  return queryClient;
}

const feeLabel = () => i18n.t("shipping_settings.flat_fee");

beforeEach(() => fetchSettings.mockReset());
afterEach(() => vi.restoreAllMocks());

describe("the owner's shipping fee form", () => {
  it("offers no field to type into until the stored fee has arrived, then starts from it", async () => {
    const stored = settingsOnTheWay();
    fetchSettings.mockReturnValueOnce(stored.arrival);
    renderForm();

    expect(screen.getByRole("status").textContent).toBe(i18n.t("common.loading"));
    expect(screen.queryByLabelText(feeLabel())).toBeNull();

    await act(async () => stored.arrive({ flatFee: 25_000, freeFrom: null }));
    expect((await screen.findByLabelText<HTMLInputElement>(feeLabel())).value).toBe("25000");
  });

  it("keeps what the owner typed when the stored fee is fetched again", async () => {
    fetchSettings.mockResolvedValueOnce({ flatFee: 25_000, freeFrom: null });
    const queryClient = renderForm();
    const fee = await screen.findByLabelText<HTMLInputElement>(feeLabel());
    await userEvent.clear(fee);
    await userEvent.type(fee, "-5000");

    // Coming back to the tab refetches the settings; another administrator changed them meanwhile.
    fetchSettings.mockResolvedValueOnce({ flatFee: 40_000, freeFrom: null });
    await act(() => queryClient.refetchQueries({ queryKey: ["settings", "shipping"] }));
    await waitFor(() => expect(screen.getByTestId("shipping-current").textContent).toContain("40.000"));

    expect(fee.value).toBe("-5000");
  });

  it("says so when the stored fee cannot be loaded, instead of an empty form", async () => {
    fetchSettings.mockRejectedValueOnce(new ApiError(403, "forbidden", "Admins only"));
    renderForm();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("shipping_settings.error_load"));
    expect(screen.queryByLabelText(feeLabel())).toBeNull();
  });
});
