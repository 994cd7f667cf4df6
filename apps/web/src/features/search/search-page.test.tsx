import { formatVnd, type Product, type ProductPage } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { guestFavourites } from "../favourites";
import { SearchPage } from "./search-page";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

/** Green first, black second: the bag a search for black once showed green. */
const hoaSen: Product = {
  id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61",
  name: "Túi bucket Hoa Sen",
  price: 820_000,
  category: "Handbag",
  description: [],
  dimensions: "",
  material: "Da PU cao cấp",
  careInstructions: "",
  promotion: null,
  promotionText: "",
  translations: {},
  variations: [
    { color: "#2e7d32", images: ["/media/hoa-sen/green-960.webp"], stock: 10 },
    { color: "#000000", images: ["/media/hoa-sen/black-960.webp"], stock: 10 },
  ],
  weightGrams: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  origin: "",
  version: 1,
  createdAt: "2026-11-01T03:00:00.000Z",
  updatedAt: "2026-11-01T03:00:00.000Z",
};

const answer: ProductPage = {
  items: [hoaSen],
  total: 1,
  page: 1,
  limit: 24,
  matchedColors: { [hoaSen.id]: "#000000" },
  facets: {
    colors: [
      { color: "#000000", count: 1 },
      { color: "#2e7d32", count: 1 },
    ],
    materials: [{ material: "da-pu-cao-cap", label: "Da PU cao cấp", count: 1 }],
    price: { min: 820_000, max: 820_000 },
    priceBands: [
      { min: 0, max: 499_999, count: 0 },
      { min: 500_000, max: 999_999, count: 1 },
      { min: 1_000_000, max: 1_999_999, count: 0 },
      { min: 2_000_000, max: null, count: 0 },
    ],
    onSale: 0,
    inStock: 1,
  },
};

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue(answer);
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderSearch(path: string) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/search"
            element={
              <>
                <SearchPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The query of the last call to GET /api/products. */
function lastQuery(): Record<string, unknown> {
  const calls = api.mock.calls.filter(([path]) => path === "/products");
  return (calls[calls.length - 1]?.[1]?.query ?? {}) as Record<string, unknown>;
}

describe("the search page", () => {
  it("shows each bag in the colour the words named", async () => {
    renderSearch("/search?q=tui+xach+den");
    const card = await screen.findByRole("heading", { level: 2, name: hoaSen.name });
    const image = within(card.closest("article") as HTMLElement).getByRole("img");
    expect(image.getAttribute("src")).toContain("black");
    // Its page opens at that colour.
    expect(card.closest("a")?.getAttribute("href")).toBe(`/products/${hoaSen.id}?color=000000`);
  });

  it("asks for the filters' counts, shows them, and keeps a choice in the address", async () => {
    const user = userEvent.setup();
    renderSearch("/search?q=tui+xach+den");
    await screen.findByRole("heading", { level: 2, name: hoaSen.name });
    expect(lastQuery()).toMatchObject({ q: "tui xach den", facets: true });

    const black = screen.getByRole("checkbox", { name: new RegExp(i18n.t("colour.black")) });
    expect(black.closest("label")?.textContent).toContain("1");
    await user.click(black);
    expect(screen.getByTestId("address").textContent).toBe("?q=tui+xach+den&colors=black");
    expect(lastQuery()).toMatchObject({ q: "tui xach den", colors: "black", facets: true });

    const band = i18n.t("filters.price_between", { min: formatVnd(500_000), max: formatVnd(1_000_000) });
    await user.click(screen.getByRole("checkbox", { name: new RegExp(escapeRegExp(band)) }));
    expect(screen.getByTestId("address").textContent).toBe(
      "?q=tui+xach+den&colors=black&minPrice=500000&maxPrice=999999",
    );
  });

  it("offers the best match first, and the list's sorts", async () => {
    const user = userEvent.setup();
    renderSearch("/search?q=vi+da");
    const sort = await screen.findByRole("combobox", { name: new RegExp(i18n.t("products.sort_label")) });
    expect((sort as HTMLSelectElement).value).toBe("relevance");
    expect(lastQuery().sort).toBeUndefined();
    await user.selectOptions(sort, "price_asc");
    expect(screen.getByTestId("address").textContent).toBe("?q=vi+da&sort=price_asc");
    expect(lastQuery().sort).toBe("price_asc");
  });

  it("lets a shopper keep a bag found by a search among the favourites, as on the list", async () => {
    const user = userEvent.setup();
    guestFavourites.remove([hoaSen.id]);
    renderSearch("/search?q=tui+xach+den");
    const card = (await screen.findByRole("heading", { level: 2, name: hoaSen.name })).closest(
      "article",
    ) as HTMLElement;
    const heart = within(card).getByRole("button", { name: i18n.t("productdetail.add_to_favourites") });
    await user.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(guestFavourites.read()).toContain(hoaSen.id);
  });
});
