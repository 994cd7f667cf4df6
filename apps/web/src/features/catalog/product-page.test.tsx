import { FEW_LEFT_THRESHOLD, type Product } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { colourNameKey } from "../../entities/product/colour-name";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { aProduct } from "../../test/product";
import { ProductPage } from "./product-page";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const product: Product = aProduct({
  id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61",
  name: "Túi xách da bò",
  price: 1_200_000,
  category: "Handbag",
  description: ["Da bò thật"],
  dimensions: "30 x 20 x 10 cm",
  material: "Da bò",
  careInstructions: "Lau bằng khăn mềm",
  origin: "IT",
  variations: [
    { color: "#000000", images: [], stock: FEW_LEFT_THRESHOLD },
    { color: "#ffffff", images: [], stock: FEW_LEFT_THRESHOLD + 1 },
    { color: "#ff0000", images: [], stock: 0 },
  ],
});

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (path: string) => {
    if (path === `/products/${product.id}`) return product;
    if (path === "/settings/shipping") return { flatFee: 30_000, freeFrom: 1_000_000 };
    return { items: [], total: 0, page: 1, limit: 20 };
  });
});

function renderProductPage(query = "") {
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/products/${product.id}${query}`]}>
        <Routes>
          <Route path="/products/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

function swatch(colourKey: string) {
  const swatches = screen.getByRole("group", { name: new RegExp(i18n.t("productdetail.color")) });
  const name = i18n.t(colourKey);
  return within(swatches).getByRole("button", { name: new RegExp(name) });
}

describe("the product page's stock note", () => {
  it("says how few are left of the chosen colour, nothing when there are plenty, and sold out at 0", async () => {
    const user = userEvent.setup();
    renderProductPage();
    await screen.findByRole("heading", { level: 1, name: product.name });

    expect(screen.getByTestId("stock-note").textContent).toBe(
      i18n.t("stock.only_left", { count: FEW_LEFT_THRESHOLD }),
    );

    await user.click(swatch(colourNameKey("#ffffff")));
    expect(screen.queryByTestId("stock-note")).toBeNull();

    await user.click(swatch(colourNameKey("#ff0000")));
    expect(screen.getByTestId("stock-note").textContent).toBe(i18n.t("stock.sold_out_reason"));
    for (const name of [i18n.t("productdetail.add_to_cart"), i18n.t("productdetail.buy_now")]) {
      for (const button of screen.getAllByRole("button", { name }))
        expect(button).toHaveProperty("disabled", true);
    }
  });
});

describe("the product page opened from a search for a colour", () => {
  it("shows the colour the search named, chosen, and the first colour when it names none of the bag's", async () => {
    const view = renderProductPage("?color=ffffff");
    await screen.findByRole("heading", { level: 1, name: product.name });
    expect(swatch(colourNameKey("#ffffff")).getAttribute("aria-pressed")).toBe("true");
    expect(swatch(colourNameKey("#000000")).getAttribute("aria-pressed")).toBe("false");
    // The stock note is the white one's: plenty, so none.
    expect(screen.queryByTestId("stock-note")).toBeNull();
    view.unmount();

    renderProductPage("?color=pink");
    await screen.findByRole("heading", { level: 1, name: product.name });
    expect(swatch(colourNameKey("#000000")).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("the colour a shopper picks", () => {
  it("is written into the address in place: coming back shows it, a shared link opens at it, Back leaves the page", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: "/products", element: <p>list</p> },
        { path: "/products/:id", element: <ProductPage /> },
        { path: "/cart", element: <p>cart</p> },
      ],
      { initialEntries: ["/products", `/products/${product.id}`], initialIndex: 1 },
    );
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole("heading", { level: 1, name: product.name });

    await user.click(swatch(colourNameKey("#ffffff")));
    await user.click(swatch(colourNameKey("#ff0000")));
    expect(router.state.location.search).toBe("?color=ff0000");

    // To the cart and back: the red one is still chosen.
    await router.navigate("/cart");
    await router.navigate(-1);
    await screen.findByRole("heading", { level: 1, name: product.name });
    expect(swatch(colourNameKey("#ff0000")).getAttribute("aria-pressed")).toBe("true");

    // Shared, the page opens at the colour on the screen, as the picture the link sends.
    const facebook = screen.getByRole("link", { name: new RegExp(i18n.t("productdetail.share_facebook")) });
    const shared = new URL(facebook.getAttribute("href") ?? "").searchParams.get("u") ?? "";
    expect(new URL(shared).pathname + new URL(shared).search).toBe(`/products/${product.id}?color=ff0000`);

    // The picks replaced the entry: one Back from the page returns to the list.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/products");
  });

  it("keeps the part of the page the address points to, as a link to the reviews", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: "/products/:id", element: <ProductPage /> }], {
      initialEntries: [`/products/${product.id}#reviews`],
    });
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole("heading", { level: 1, name: product.name });
    await user.click(swatch(colourNameKey("#ff0000")));
    expect(router.state.location.search).toBe("?color=ff0000");
    expect(router.state.location.hash).toBe("#reviews");
  });
});

describe("the product page's pre-contract disclosure", () => {
  it("tells the origin, the shipping rule, the return windows and who sells, before the sale", async () => {
    renderProductPage();
    const disclosure = await screen.findByTestId("pre-contract-disclosure");
    expect(within(disclosure).getByTestId("disclosure-origin").textContent).toBe(
      new Intl.DisplayNames(["vi"], { type: "region" }).of("IT"),
    );
    expect(
      await within(disclosure).findByText(
        i18n.t("disclosure.shipping_flat_free_from", { fee: "30.000 VNĐ", from: "1.000.000 VNĐ" }),
        { exact: false },
      ),
    ).toBeTruthy();
    expect(
      within(disclosure).getByText(i18n.t("disclosure.returns_text", { days: 7, inaccurateDays: 30 }), {
        exact: false,
      }),
    ).toBeTruthy();
    // No seller details configured here (no shop-info in the page): the shop's name, never an invented one.
    expect(within(disclosure).getByTestId("disclosure-seller").textContent).toContain("Lumi Bags");
  });
});

describe("the product page's promotion box", () => {
  it("says the promotion and its discount once each, in every language", async () => {
    const day = 86_400_000;
    const onSale: Product = {
      ...product,
      promotion: {
        discount: 15,
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 10 * day).toISOString(),
      },
    };
    api.mockImplementation(async (path: string) => {
      if (path === `/products/${product.id}`) return onSale;
      if (path === "/settings/shipping") return { flatFee: 30_000, freeFrom: 1_000_000 };
      return { items: [], total: 0, page: 1, limit: 20 };
    });
    const headings = {
      vi: "Khuyến mãi: Giảm 15%",
      en: "Promotion: 15% off",
      kr: "프로모션: 15% 할인",
      jp: "キャンペーン: 15%オフ",
    };
    try {
      for (const [language, heading] of Object.entries(headings)) {
        await i18n.changeLanguage(language);
        const { unmount } = renderProductPage();
        const box = await screen.findByTestId("promotion");
        expect(box.querySelector("p")?.textContent).toBe(heading);
        unmount();
      }
    } finally {
      await i18n.changeLanguage("vi");
    }
  });
});
