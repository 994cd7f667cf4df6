import type { Product, ProductPage } from "@shop/shared";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { createQueryClient } from "../../lib/query-client";
import { aProduct } from "../../test/product";
import { SearchBox } from "./search-box";
import SearchSuggestions from "./search-suggestions";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

function bag(id: string, name: string): Product {
  return aProduct({
    id,
    name,
    variations: [
      { color: "#000000", images: [`/media/${id}/black-960.webp`], stock: 3 },
      { color: "#d32f2f", images: [`/media/${id}/red-960.webp`], stock: 3 },
    ],
  });
}

const redBag = bag("0f6c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f01", "Túi xách đỏ Lumi");
const redWallet = bag("0f6c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f02", "Ví đỏ Mai");
const redBelt = bag("0f6c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f03", "Thắt lưng đỏ");

/** "đỏ" lists the bag third; "túi đỏ", typed on, lists it first. */
function answerFor(q: string): ProductPage {
  const items = q === "đỏ" ? [redWallet, redBelt, redBag] : [redBag, redWallet, redBelt];
  const matchedColors = Object.fromEntries(items.map((item) => [item.id, "#d32f2f"]));
  return { items, total: items.length, page: 1, limit: 6, matchedColors };
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (_path, options) => answerFor(String(options?.query?.q)));
});

function renderSuggestions(query: string, onPick: (product: Product) => void) {
  const client = createQueryClient();
  const props = {
    listId: "suggestions",
    optionId: (index: number) => `suggestion-${index}`,
    activeIndex: -1,
    onItemsChange: () => {},
    onPick,
    onHover: () => {},
  };
  const view = render(
    <Providers queryClient={client}>
      <SearchSuggestions query={query} {...props} />
    </Providers>,
  );
  return {
    typeOn: (longer: string) =>
      view.rerender(
        <Providers queryClient={client}>
          <SearchSuggestions query={longer} {...props} />
        </Providers>,
      ),
  };
}

const optionNames = () => screen.queryAllByRole("option").map((option) => option.textContent ?? "");

/**
 * A shopper presses a suggestion while the list for a longer query is on its way: the list is
 * replaced between the press and the release, and the pressed bag is no longer under the pointer.
 */
async function pressTheRedBagWhileTheListChanges(onPick: (product: Product) => void) {
  const suggestions = renderSuggestions("đỏ", onPick);
  await waitFor(() => expect(optionNames()[2]).toContain(redBag.name));
  fireEvent.pointerDown(screen.getAllByRole("option")[2] as HTMLElement);
  suggestions.typeOn("túi đỏ");
  await waitFor(() => expect(optionNames()[0]).toContain(redBag.name));
}

describe("the search suggestions", () => {
  it("open the bag that was pressed when a mouse lets go over another row", async () => {
    const onPick = vi.fn();
    await pressTheRedBagWhileTheListChanges(onPick);
    // Press and release on different rows: the browser clicks the list that holds both.
    fireEvent.click(screen.getByRole("listbox"));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(redBag, "#d32f2f");
  });

  it("open the bag that was touched, not the one that moved under the finger", async () => {
    const onPick = vi.fn();
    await pressTheRedBagWhileTheListChanges(onPick);
    // A touch's click lands where the finger lifts: the third row now holds the belt.
    fireEvent.click(screen.getAllByRole("option")[2] as HTMLElement);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(redBag, "#d32f2f");
  });

  it("open the bag clicked when the list stays as it is", async () => {
    const onPick = vi.fn();
    renderSuggestions("đỏ", onPick);
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    const wallet = screen.getAllByRole("option")[0] as HTMLElement;
    fireEvent.pointerDown(wallet);
    fireEvent.click(wallet);
    expect(onPick).toHaveBeenCalledWith(redWallet, "#d32f2f");
  });

  it("show each bag in the colour the words named, not its first colour", async () => {
    renderSuggestions("đỏ", vi.fn());
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    for (const option of screen.getAllByRole("option")) {
      expect(option.querySelector("img")?.getAttribute("src")).toMatch(/red-960\.webp$/);
    }
  });
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

describe("the search box", () => {
  it("opens the suggestion chosen with the keyboard at the colour the words named", async () => {
    const user = userEvent.setup();
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route path="*" element={<SearchBox />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </Providers>,
    );
    await user.type(screen.getByRole("combobox"), "đỏ");
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("address").textContent).toBe(`/products/${redWallet.id}?color=d32f2f`);
  });
});
