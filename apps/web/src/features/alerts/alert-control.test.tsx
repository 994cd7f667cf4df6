import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { authFetch } from "../../entities/session/session-store";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { AlertControl } from "./alert-control";

vi.mock("../../entities/session/session-store", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../entities/session/session-store")>()),
  authFetch: vi.fn(),
}));
const send = vi.mocked(authFetch);

const PRODUCT_ID = "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c";
const RED = "#d32f2f";

function renderControl(soldOut: boolean) {
  render(
    <Providers queryClient={createQueryClient()}>
      <AlertControl productId={PRODUCT_ID} color={RED} soldOut={soldOut} />
    </Providers>,
  );
}

beforeEach(() => send.mockReset());

describe("the product page's alert control", () => {
  it("offers a back-in-stock alert under a sold-out colour, with the consent box left unticked", async () => {
    renderControl(true);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.open_back_in_stock") }));
    const box = await screen.findByRole("checkbox", { name: i18n.t("alerts.consent_back_in_stock") });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.type(screen.getByLabelText(i18n.t("alerts.email")), "mai@example.vn");
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.send") }));
    expect(await screen.findByText(i18n.t("alerts.error_consent"))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("checks the address before sending", async () => {
    renderControl(true);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.open_back_in_stock") }));
    await userEvent.type(await screen.findByLabelText(i18n.t("alerts.email")), "not-an-address");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.send") }));
    expect(await screen.findByText(i18n.t("checkout.error_email"))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends a guest's alert with the address and consent, then asks to confirm by mail", async () => {
    send.mockResolvedValueOnce({
      status: "pending_confirmation",
      kind: "back_in_stock",
      productId: PRODUCT_ID,
      color: RED,
    });
    renderControl(true);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.open_back_in_stock") }));
    await userEvent.type(screen.getByLabelText(i18n.t("alerts.email")), "mai@example.vn");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.send") }));
    expect(await screen.findByText(i18n.t("alerts.done_confirm"))).toBeTruthy();
    expect(send).toHaveBeenCalledWith("/alerts", {
      method: "POST",
      body: expect.objectContaining({
        productId: PRODUCT_ID,
        color: RED,
        kind: "back_in_stock",
        email: "mai@example.vn",
        consent: true,
      }),
    });
  });

  it("offers a price-drop alert for a colour in stock, and says why the server refused", async () => {
    send.mockRejectedValueOnce(new ApiError(409, "alert_in_stock", "in stock"));
    renderControl(false);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.open_price_drop") }));
    await userEvent.type(screen.getByLabelText(i18n.t("alerts.email")), "mai@example.vn");
    await userEvent.click(screen.getByRole("checkbox", { name: i18n.t("alerts.consent_price_drop") }));
    await userEvent.click(screen.getByRole("button", { name: i18n.t("alerts.send") }));
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("alerts.error_in_stock"));
    expect(send.mock.calls[0]?.[1]).toMatchObject({ body: { kind: "price_drop" } });
  });
});
