import type { TwoFactorStatus } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import {
  beginTwoFactorEnrolment,
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
} from "./security-api";
import { TwoFactorSection } from "./two-factor-section";

vi.mock("./security-api", () => ({
  fetchTwoFactorStatus: vi.fn(),
  beginTwoFactorEnrolment: vi.fn(),
  confirmTwoFactor: vi.fn(),
  disableTwoFactor: vi.fn(),
}));
const status = vi.mocked(fetchTwoFactorStatus);
const begin = vi.mocked(beginTwoFactorEnrolment);
const confirm = vi.mocked(confirmTwoFactor);
const disable = vi.mocked(disableTwoFactor);

const OFF: TwoFactorStatus = { enrolled: false, required: false, recoveryCodesLeft: 0 };
const ON: TwoFactorStatus = { enrolled: true, required: false, recoveryCodesLeft: 10 };
const CODES = Array.from({ length: 10 }, (_, index) => `aaaa-bbbb-cccc-ddd${"234567ab"[index % 8]}${index}`);

function renderSection() {
  render(
    <Providers queryClient={createQueryClient()}>
      <TwoFactorSection />
    </Providers>,
  );
}

beforeEach(() => {
  for (const mock of [status, begin, confirm, disable]) mock.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe("two-factor sign-in on the account page", () => {
  it("enrols: shows the QR code and key, confirms the first code, then the 10 recovery codes once", async () => {
    status.mockResolvedValueOnce(OFF).mockResolvedValue(ON);
    begin.mockResolvedValueOnce({
      secret: "JBSWY3DPEHPK3PXP",
      otpauthUri: "otpauth://totp/Shop:chu%40example.vn?secret=JBSWY3DPEHPK3PXP",
      qrCode: "data:image/png;base64,iVBORw0KGgo=",
    });
    confirm.mockResolvedValueOnce({ recoveryCodes: CODES });
    renderSection();

    await userEvent.click(await screen.findByRole("button", { name: i18n.t("security.enrol_start") }));
    const qr = await screen.findByRole("img", { name: i18n.t("security.qr_alt") });
    expect(qr.getAttribute("src")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(screen.getByTestId("totp-secret").textContent).toBe("JBSWY3DPEHPK3PXP");

    await userEvent.type(screen.getByLabelText(i18n.t("security.code_label")), "123456");
    await userEvent.click(screen.getByRole("button", { name: i18n.t("security.enrol_confirm") }));
    expect(confirm).toHaveBeenCalledWith("123456");
    const shown = await screen.findByTestId("recovery-codes");
    expect(
      within(shown)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText(i18n.t("security.codes_left", { count: 10 }))).toBeTruthy();

    // Dismissed, they are gone for good: only their count remains.
    await userEvent.click(screen.getByRole("button", { name: i18n.t("security.recovery_done") }));
    expect(screen.queryByTestId("recovery-codes")).toBeNull();
    expect(screen.queryByText(CODES[0] ?? "")).toBeNull();
  });

  it("turns off with a code as a code, and with anything else as the password", async () => {
    status.mockResolvedValue(ON);
    disable.mockResolvedValue(undefined);
    renderSection();
    const field = await screen.findByLabelText(i18n.t("security.disable_label"));
    const submit = screen.getByRole("button", { name: i18n.t("security.disable_submit") });

    await userEvent.type(field, "654321");
    await userEvent.click(submit);
    expect(disable).toHaveBeenLastCalledWith({ code: "654321" });

    await userEvent.type(field, "mat-khau-cua-toi");
    await userEvent.click(submit);
    expect(disable).toHaveBeenLastCalledWith({ password: "mat-khau-cua-toi" });
  });

  it("tells staff the shop requires it when it is off", async () => {
    status.mockResolvedValue({ ...OFF, required: true });
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("security.required_notice"));
  });
});
