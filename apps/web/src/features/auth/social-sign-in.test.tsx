import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { SocialSignIn } from "./social-sign-in";

describe("the social sign-in buttons", () => {
  it("shows a shopper nothing about providers the shop has not set up", () => {
    const { container } = render(<SocialSignIn enabled={{ google: false, facebook: false }} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByText(/cấu hình/)).toBeNull();
  });

  it("offers only the configured provider, as a link to the server's sign-in", () => {
    render(<SocialSignIn enabled={{ google: true, facebook: false }} />);
    expect(screen.getByRole("link", { name: i18n.t("login.google") }).getAttribute("href")).toBe(
      "/api/auth/google",
    );
    expect(screen.queryByRole("link", { name: i18n.t("login.facebook") })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
