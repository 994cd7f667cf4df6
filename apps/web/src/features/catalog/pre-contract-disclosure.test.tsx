import { DEFAULT_SHOP_INFO, formatVnd } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { PreContractDisclosure } from "./pre-contract-disclosure";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(async () => ({ flatFee: 30_000, freeFrom: null })),
}));
vi.mocked(apiFetch);

/**
 * One source for the return window (docs/decisions/052-the-buyers-contract-and-records.md): the
 * product page states the days the server's RETURN_DAYS sets, as its sale terms
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
  it("is the one the product page's disclosure states", () => {
    wrap(<PreContractDisclosure origin="VN" />);
    const disclosure = screen.getByTestId("pre-contract-disclosure");
    expect(disclosure.textContent).toContain(
      i18n.t("disclosure.returns_text", { days: 14, inaccurateDays: 30 }),
    );
  });
});

/**
 * The shipping and returns lines are sentences and a link side by side: a space between them,
 * except in Japanese, which writes sentences one after the other ("送料無料。配送業者を…").
 */
describe("the disclosure's sentences side by side", () => {
  afterEach(async () => {
    await i18n.changeLanguage("vi");
  });

  it.each([
    ["jp", ""],
    ["vi", " "],
    ["en", " "],
    ["kr", " "],
  ])("in %s are joined by %j", async (language, gap) => {
    await i18n.changeLanguage(language);
    wrap(<PreContractDisclosure origin="VN" />);
    const shipping = [
      i18n.t("disclosure.shipping_flat", { fee: formatVnd(30_000) }),
      i18n.t("disclosure.shipping_carriers"),
      i18n.t("disclosure.shipping_policy"),
    ].join(gap);
    const returns = [
      i18n.t("disclosure.returns_text", { days: 14, inaccurateDays: 30 }),
      i18n.t("disclosure.returns_policy"),
    ].join(gap);
    const lines = async () =>
      (await screen.findAllByRole("definition")).map((definition) => definition.textContent);
    await vi.waitFor(async () => expect(await lines()).toContain(shipping));
    expect(await lines()).toContain(returns);
  });
});
