import type { Session } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { completeMfa } from "./auth-api";
import { MfaStep } from "./mfa-step";

vi.mock("./auth-api", () => ({ completeMfa: vi.fn() }));
const sendCode = vi.mocked(completeMfa);

const SESSION: Session = {
  accessToken: "access",
  accessTokenExpiresAt: "2026-11-26T10:15:00.000Z",
  refreshToken: "refresh",
  user: {
    id: "00000000-0000-4000-8000-000000000001",
    uid: "chu-cua-hang",
    email: "chu@example.vn",
    role: "admin",
    hasPassword: true,
    emailVerified: true,
  },
};

beforeEach(() => sendCode.mockReset());
afterEach(() => vi.restoreAllMocks());

describe("the login's second step", () => {
  it("sends the step's token with the code typed and hands over the session", async () => {
    sendCode.mockResolvedValueOnce(SESSION);
    const onSignedIn = vi.fn();
    render(<MfaStep mfaToken="step-token" onSignedIn={onSignedIn} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText(i18n.t("security.code_label")), " 123456 ");
    await userEvent.click(screen.getByRole("button", { name: i18n.t("security.submit_code") }));
    expect(sendCode).toHaveBeenCalledWith({ mfaToken: "step-token", code: "123456" });
    expect(onSignedIn).toHaveBeenCalledWith(SESSION);
  });

  it("says a wrong code is wrong, signs nobody in, and lets the user try again", async () => {
    sendCode.mockRejectedValueOnce(new ApiError(401, "invalid_mfa_code", "The code is not right."));
    const onSignedIn = vi.fn();
    render(<MfaStep mfaToken="step-token" onSignedIn={onSignedIn} onCancel={() => undefined} />);
    const field = screen.getByLabelText(i18n.t("security.code_label"));
    await userEvent.type(field, "000000");
    await userEvent.click(screen.getByRole("button", { name: i18n.t("security.submit_code") }));
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("security.error_invalid_code"));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: i18n.t("security.submit_code") })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("asks for the code before calling the server, and mentions the recovery codes", async () => {
    render(<MfaStep mfaToken="step-token" onSignedIn={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByText(i18n.t("security.recovery_code_hint"))).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: i18n.t("security.submit_code") }));
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("security.error_code_required"));
    expect(sendCode).not.toHaveBeenCalled();
  });
});
