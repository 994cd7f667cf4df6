import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { ShareButtons } from "./share-buttons";

const pageUrl = "https://shop.example.vn/products/6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61";

afterEach(() => {
  // jsdom has no share sheet: a test that adds one takes it away again.
  Reflect.deleteProperty(navigator, "share");
});

describe("sharing a product", () => {
  it("copies the page's link and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    render(<ShareButtons pageUrl={pageUrl} productName="Túi xách da bò" />);

    await user.click(screen.getByRole("button", { name: i18n.t("productdetail.copy_link") }));
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect((await screen.findByRole("status")).textContent).toBe(i18n.t("productdetail.link_copied"));
  });

  it("says when the link could not be copied", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(<ShareButtons pageUrl={pageUrl} productName="Túi xách da bò" />);

    await user.click(screen.getByRole("button", { name: i18n.t("productdetail.copy_link") }));
    expect((await screen.findByRole("status")).textContent).toBe(i18n.t("productdetail.link_copy_failed"));
  });

  it("offers Zalo through the device's share sheet where there is one, and not where there is none", async () => {
    const user = userEvent.setup();
    const zalo = { name: i18n.t("productdetail.share_zalo") };
    const { unmount } = render(<ShareButtons pageUrl={pageUrl} productName="Túi xách da bò" />);
    expect(screen.queryByRole("button", zalo)).toBeNull();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    render(<ShareButtons pageUrl={pageUrl} productName="Túi xách da bò" />);
    await user.click(screen.getByRole("button", zalo));
    expect(share).toHaveBeenCalledWith({ title: "Túi xách da bò", url: pageUrl });
  });

  it("keeps the Facebook, X and Pinterest links with the page's address", () => {
    render(<ShareButtons pageUrl={pageUrl} productName="Túi xách da bò" />);
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href") ?? "");
    expect(links).toHaveLength(3);
    for (const href of links) expect(href).toContain(encodeURIComponent(pageUrl));
  });
});
