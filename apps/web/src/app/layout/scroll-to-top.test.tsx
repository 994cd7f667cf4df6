import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [{ path: "*", element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("scrolling to the top on a navigation", () => {
  it("happens for a new page, a new address of the same page and going back, not for a choice written in place", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const router = renderAt("/products/1");
    scrollTo.mockClear();

    // A colour chosen on the page replaces its address: the shopper stays where they were.
    await act(() => router.navigate("/products/1?color=ff0000", { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate("/cart"));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate("/products?page=2"));
    await act(() => router.navigate("/products?page=3"));
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(4);

    // Replaced by another page (a sign-in sending on to the account): a new page, at its top.
    await act(() => router.navigate("/account", { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(5);
  });
});
