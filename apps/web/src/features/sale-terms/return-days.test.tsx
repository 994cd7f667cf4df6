import { DEFAULT_SHOP_INFO } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { SaleTermsAcceptance } from "./sale-terms-acceptance";
import type { SaleTermsAcceptanceState } from "./use-sale-terms-acceptance";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(async () => ({ flatFee: 30_000, freeFrom: null })),
}));
vi.mocked(apiFetch);

/**
 * One source for the return window (docs/decisions/052-the-buyers-contract-and-records.md): the
 * checkout states the days the server's RETURN_DAYS sets, as its sale terms
 * do, from the shop info the server puts into the page.
 */
beforeAll(() => {
  const script = document.createElement("script");
  script.id = "shop-info";
  script.type = "application/json";
  script.textContent = JSON.stringify({ ...DEFAULT_SHOP_INFO, returnDays: 14 });
  document.body.append(script);
});

function wrap(children: React.ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>,
  );
}

describe("the return window the shop configured (RETURN_DAYS=14)", () => {
  it("is the one the checkout's summary of the terms states", () => {
    const acceptance = {
      terms: { isPending: true, isError: false },
    } as unknown as SaleTermsAcceptanceState; // only `terms` is read while they load
    wrap(<SaleTermsAcceptance acceptance={acceptance} />);
    expect(screen.getByTestId("sale-terms").textContent).toContain(
      i18n.t("sale_terms.summary_returns", { days: 14, inaccurateDays: 30 }),
    );
  });
});
