import { DEFAULT_SHOP_INFO } from "@shop/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { renderApp } from "../../test/render-app";

describe("layout", () => {
  it("shows a translated not-found page for an unknown path, inside the header and footer", async () => {
    renderApp("/no-such-page");
    const heading = await screen.findByRole("heading", { level: 1, name: "Không tìm thấy trang" });
    expect(screen.getByRole("main").contains(heading)).toBe(true);
    expect(screen.getAllByRole("banner")).toHaveLength(1);
    expect(screen.getAllByRole("contentinfo")).toHaveLength(1);
    // The title is set by the page's effect, which may run after its heading is on screen.
    await waitFor(() => expect(document.title).toBe(`Không tìm thấy trang – ${DEFAULT_SHOP_INFO.name}`));
  });

  it.each([
    ["/products", "Tất cả sản phẩm"],
    ["/products/abc", "Chi tiết sản phẩm"],
    ["/cart", "Giỏ hàng (0)"],
    ["/checkout", "Thanh toán"],
    ["/login", "Đăng nhập"],
    ["/register", "Tạo tài khoản"],
    ["/reset-password", "Đặt lại mật khẩu"],
    // A guest at /account is sent to log in.
    ["/account", "Đăng nhập"],
    ["/admin", "Trang quản trị"],
    // Every back-office page shows the gate's heading to a guest.
    ["/admin/edit/abc", "Trang quản trị"],
    ["/admin/orders", "Trang quản trị"],
    ["/about", "Những chiếc túi dành cho cách bạn sống"],
    ["/warranty", "Chính sách bảo hành"],
    ["/privacy", "Chính sách bảo mật"],
    ["/return-policy", "Chính sách đổi trả"],
    ["/shipping-policy", "Chính sách vận chuyển"],
  ])("routes %s to its page", { timeout: 15_000 }, async (path, heading) => {
    renderApp(path);
    // Each page is a lazy chunk (two for /account: the account page, then login): on a busy
    // machine their first import can take longer than findBy's one second.
    const found = await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 10_000 });
    // The page's one h1, and inside the main landmark (not the header's or footer's).
    expect(screen.getAllByRole("heading", { level: 1 })).toEqual([found]);
    expect(screen.getByRole("main").contains(found)).toBe(true);
  });

  it("has a skip link to the main content first", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const skip = screen.getByRole("link", { name: "Chuyển đến nội dung chính" });
    expect(skip.getAttribute("href")).toBe("#main-content");
    expect(document.getElementById("main-content")?.tagName).toBe("MAIN");
  });

  it("puts the shop's contacts, social links, policies and categories in the footer", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: /1900 6868/ }).getAttribute("href")).toBe("tel:19006868");
    expect(footer.getByRole("link", { name: DEFAULT_SHOP_INFO.supportEmail }).getAttribute("href")).toBe(
      `mailto:${DEFAULT_SHOP_INFO.supportEmail}`,
    );
    const facebook = footer.getByRole("link", { name: /Facebook/ });
    expect(facebook.getAttribute("href")).toBe(DEFAULT_SHOP_INFO.facebookUrl);
    expect(facebook.getAttribute("rel")).toContain("noopener");
    expect(facebook.getAttribute("target")).toBe("_blank");
    expect(footer.getByRole("link", { name: /Instagram/ }).getAttribute("href")).toBe(
      DEFAULT_SHOP_INFO.instagramUrl,
    );
    expect(footer.getByRole("link", { name: "Chính sách bảo hành" }).getAttribute("href")).toBe("/warranty");
    expect(footer.getAllByRole("heading").map((heading) => heading.textContent)).toContain("BẠN NÊN XEM");
    expect(footer.getByRole("link", { name: "Túi đeo vai" }).getAttribute("href")).toBe(
      "/products?category=Shoulder%20Bag",
    );
    expect(footer.getByRole("link", { name: /Messenger/ }).getAttribute("href")).toBe(
      DEFAULT_SHOP_INFO.messengerUrl,
    );
    expect(footer.queryByRole("link", { name: /Zalo/ })).toBeNull();
    expect(footer.getByRole("link", { name: "Chính sách đổi trả" }).getAttribute("href")).toBe(
      "/return-policy",
    );
    expect(footer.getByRole("link", { name: "Chính sách vận chuyển" }).getAttribute("href")).toBe(
      "/shipping-policy",
    );
  });

  it("names only the payment methods the shop takes: cash on delivery until a gateway is set up", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(/^Thanh toán:/).textContent).toBe(
      "Thanh toán: thanh toán khi nhận hàng (COD)",
    );
    expect(footer.textContent).not.toMatch(/MoMo|VNPay/);
  });

  it("shows no seller band and no ministry badge while none of the legal details is configured", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.queryByTestId("seller-details")).toBeNull();
    expect(footer.queryByRole("link", { name: /Bộ Công Thương/ })).toBeNull();
  });

  it("floats the chat with the shop over the storefront, never over the back office's work", async () => {
    const chat = { name: new RegExp(i18n.t("footer.chat")) };
    const home = renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    expect(within(screen.getByRole("contentinfo")).getByRole("link", chat).getAttribute("href")).toBe(
      DEFAULT_SHOP_INFO.messengerUrl,
    );
    home.unmount();

    renderApp("/admin/orders");
    await screen.findByRole("heading", { level: 1, name: "Trang quản trị" });
    expect(within(screen.getByRole("contentinfo")).queryByRole("link", chat)).toBeNull();
  });
});
