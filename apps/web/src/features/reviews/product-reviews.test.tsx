import type { Product, ReviewPage } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { ProductReviews } from "./product-reviews";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const product = {
  id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61",
  name: "Túi xách da bò",
  rating: { average: 4.5, count: 2 },
} as Product;

const page: ReviewPage = {
  items: [
    {
      id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f70",
      rating: 5,
      body: "Da mềm, đúng màu.",
      photos: ["/media/reviews/abc-960.webp"],
      authorName: "Mai",
      verifiedPurchase: true,
      reply: "Cảm ơn chị Mai!",
      repliedAt: "2026-11-21T03:00:00.000Z",
      createdAt: "2026-11-20T03:00:00.000Z",
    },
    {
      id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f71",
      rating: 4,
      body: "Giao nhanh.",
      photos: [],
      authorName: "Lan",
      verifiedPurchase: true,
      reply: null,
      repliedAt: null,
      createdAt: "2026-11-19T03:00:00.000Z",
    },
  ],
  total: 2,
  page: 1,
  limit: 10,
  rating: { average: 4.5, count: 2 },
};

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async () => page);
});

function renderReviews() {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <ProductReviews product={product} />
      </MemoryRouter>
    </Providers>,
  );
}

describe("the product page's reviews", () => {
  it("shows the approved reviews newest first with their photos, the verified badge, the shop's answer and the average", async () => {
    renderReviews();
    const list = await screen.findByTestId("review-list");
    const items = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByText(/\./).textContent)).toEqual([
      "Da mềm, đúng màu.",
      "Giao nhanh.",
    ]);
    expect(within(items[0] as HTMLElement).getByText(i18n.t("reviews.verified_purchase"))).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByTestId("shop-reply").textContent).toContain(
      "Cảm ơn chị Mai!",
    );
    const photo = within(items[0] as HTMLElement).getByRole("img", {
      name: i18n.t("reviews.photo_alt", { name: "Mai", number: 1 }),
    });
    expect(photo.getAttribute("src")).toBe("/media/reviews/abc-320.webp");
    expect(screen.getByTestId("reviews-average").textContent).toContain(
      i18n.t("reviews.rating_line", { average: 4.5, count: 2 }),
    );
    // Dates in Vietnamese read dd/mm/yyyy (decision 050).
    expect(items[0]?.textContent).toContain("20/11/2026");
    expect(api).toHaveBeenCalledWith(
      `/products/${product.id}/reviews`,
      expect.objectContaining({ query: { page: 1 } }),
    );
  });

  it("asks a guest to sign in to review, and offers no form", async () => {
    renderReviews();
    await screen.findByTestId("review-list");
    expect(screen.getByRole("link", { name: i18n.t("reviews.sign_in") })).toBeTruthy();
    expect(screen.queryByRole("button", { name: i18n.t("reviews.send") })).toBeNull();
  });

  it("asks a Japanese guest in one sentence, the link inside it with no space after it", async () => {
    await i18n.changeLanguage("jp");
    try {
      renderReviews();
      const link = await screen.findByRole("link", { name: i18n.t("reviews.sign_in") });
      expect(link.parentElement?.textContent).toBe(
        `${i18n.t("reviews.sign_in")}${i18n.t("reviews.sign_in_hint")}`,
      );
    } finally {
      await i18n.changeLanguage("vi");
    }
  });
});
