import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, CART_UPDATED_EVENT } from "../../features/cart";
import { renderApp } from "../../test/render-app";

async function renderHome() {
  const result = renderApp("/");
  await screen.findByRole("heading", { level: 1, name: "Chiếc túi đồng hành cùng bạn mỗi ngày" });
  return result;
}

describe("header cart badge", () => {
  it("shows the sum of the cart's quantities and follows the cart-updated event", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: "a", color: "#000000", quantity: 2 }]));
    await renderHome();
    const cartLink = screen.getByRole("link", { name: "Giỏ hàng, số sản phẩm: 2" });
    expect(cartLink).toHaveProperty("pathname", "/cart");
    expect(screen.getByTestId("cart-badge").textContent).toBe("2");

    act(() => {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify([
          { id: "a", color: "#000000", quantity: 2 },
          { id: "b", color: "#ffffff", quantity: 3 },
        ]),
      );
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    // The badge reads the cart when the event arrives; on a busy machine that render can land
    // after act() returns.
    await waitFor(() => expect(screen.getByTestId("cart-badge").textContent).toBe("5"));

    act(() => {
      localStorage.removeItem(CART_STORAGE_KEY);
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    await waitFor(() => expect(screen.queryByTestId("cart-badge")).toBeNull());
    expect(cartLink.getAttribute("aria-label")).toBe("Giỏ hàng, số sản phẩm: 0");
  });
});

describe("language switcher", () => {
  it("offers the other three languages, each in its own language", async () => {
    const user = userEvent.setup();
    await renderHome();
    const toggle = screen.getByRole("button", { name: "Ngôn ngữ: Tiếng Việt" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!list) throw new Error("the toggle controls no element");
    const options = within(list)
      .getAllByRole("button")
      .map((button) => [button.textContent, button.getAttribute("lang")]);
    expect(options).toEqual([
      ["English", "en"],
      ["한국어", "ko"],
      ["日本語", "ja"],
    ]);
  });

  it("switches the texts and <html lang>", async () => {
    const user = userEvent.setup();
    await renderHome();
    expect(document.documentElement.lang).toBe("vi");
    const toggle = screen.getByRole("button", { name: "Ngôn ngữ: Tiếng Việt" });

    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "English" }));

    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Bags that go everywhere with you"),
    );
    expect(screen.getAllByRole("link", { name: "About" }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("i18nextLng")).toBe("en");

    expect(toggle.textContent).toContain("Language: English");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "日本語" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("ja"));
    expect(toggle.textContent).toContain("言語: 日本語");
  });

  it("closes on Escape and on a click outside", async () => {
    const user = userEvent.setup();
    await renderHome();
    const toggle = screen.getByRole("button", { name: "Ngôn ngữ: Tiếng Việt" });

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("phone menu", () => {
  it("opens with the pages and the other languages, and closes on Escape and outside click", async () => {
    const user = userEvent.setup();
    await renderHome();
    const toggle = screen.getByRole("button", { name: "Mở menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("the hamburger controls no element");
    expect(menu.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Đóng menu");
    expect(menu.hidden).toBe(false);
    const inMenu = within(menu);
    expect(inMenu.getByRole("link", { name: "Giới thiệu" }).getAttribute("href")).toBe("/about");
    expect(inMenu.getByRole("link", { name: "Cửa hàng" }).getAttribute("href")).toBe("/products");
    expect(inMenu.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "English",
      "한국어",
      "日本語",
    ]);

    await user.keyboard("{Escape}");
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    expect(menu.hidden).toBe(false);
    fireEvent.mouseDown(screen.getByRole("heading", { level: 1 }));
    expect(menu.hidden).toBe(true);

    await user.click(toggle);
    await user.click(toggle);
    expect(menu.hidden).toBe(true);
  });

  it("closes when a link in it is followed", async () => {
    const user = userEvent.setup();
    await renderHome();
    const toggle = screen.getByRole("button", { name: "Mở menu" });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("the hamburger controls no element");
    await user.click(within(menu).getByRole("link", { name: "Giới thiệu" }));
    expect(menu.hidden).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
        "Những chiếc túi dành cho cách bạn sống",
      ),
    );
  });

  it("closes on a navigation from elsewhere", async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    const toggle = screen.getByRole("button", { name: "Mở menu" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await act(() => router.navigate("/privacy"));
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("false"));
  });
});

describe("search", () => {
  it("opens a full-screen overlay with the input focused; Escape and × close it", async () => {
    const user = userEvent.setup();
    await renderHome();
    const open = screen.getByRole("button", { name: "Mở tìm kiếm" });

    await user.click(open);
    const dialog = screen.getByRole("dialog", { name: "Tìm kiếm" });
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(within(dialog).getByRole("combobox", { name: "Tìm kiếm sản phẩm" }));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);

    await user.click(open);
    await user.click(screen.getByRole("button", { name: "Đóng tìm kiếm" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("goes to /search?q=… with the trimmed query and clears the box", async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    const [box] = screen.getAllByRole("combobox", { name: "Tìm kiếm sản phẩm" });
    if (!box) throw new Error("no search box");

    await user.type(box, "  túi da  {Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("túi da");
    expect((box as HTMLInputElement).value).toBe("");
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kết quả tìm kiếm cho “túi da”"),
    );
  });

  it("ignores an empty query", async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    const [box] = screen.getAllByRole("combobox", { name: "Tìm kiếm sản phẩm" });
    if (!box) throw new Error("no search box");
    await user.type(box, "   {Enter}");
    expect(router.state.location.pathname).toBe("/");
  });

  it("submits from the overlay and closes it", async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.click(screen.getByRole("button", { name: "Mở tìm kiếm" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByRole("combobox", { name: "Tìm kiếm sản phẩm" }), "ví{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent("ví")}`);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
