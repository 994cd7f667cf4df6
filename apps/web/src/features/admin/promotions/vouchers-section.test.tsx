import type { Voucher } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { VouchersSection } from "./vouchers-section";

vi.mock("../common/admin-session", () => ({ adminFetch: vi.fn(), getAccessToken: vi.fn() }));
const api = vi.mocked(adminFetch);

/** Valid from 9:30 on 5 December to the end of 31 December, Vietnam's time. */
const christmas: Voucher = {
  code: "NOEL2026",
  percentOff: 10,
  amountOff: null,
  minSubtotal: 500_000,
  startsAt: "2026-12-05T02:30:00.000Z",
  endsAt: "2026-12-31T16:59:00.000Z",
  usageLimit: 100,
  usedCount: 3,
  paused: false,
  createdAt: "2026-12-01T03:00:00.000Z",
};

function renderSection() {
  render(
    <Providers queryClient={createQueryClient()}>
      <VouchersSection notify={vi.fn()} />
    </Providers>,
  );
}

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue([christmas]);
});
afterAll(() => i18n.changeLanguage("vi"));

describe("a voucher's validity as the staff read it", () => {
  // The browser's own locale would answer a language code it does not know ("kr", "jp") with its
  // default, an American "12/5/2026, 9:30:00 AM" on a Korean or Japanese back office.
  it.each([
    ["vi", "05/12/2026, 09:30 → 31/12/2026, 23:59"],
    ["en", "5 Dec 2026, 09:30 → 31 Dec 2026, 23:59"],
    // Korean's morning and afternoon are 오전/오후 or AM/PM, as the ICU's data has them.
    ["kr", /2026\. 12\. 5\. (오전|AM) 9:30 → 2026\. 12\. 31\. (오후|PM) 11:59/],
    ["jp", "2026/12/05 9:30 → 2026/12/31 23:59"],
  ])(
    "in %s, in the shop's one way of writing a date and time, in Vietnam's time",
    async (language, shown) => {
      await i18n.changeLanguage(language);
      renderSection();
      const voucher = await screen.findByTestId("voucher");
      expect(voucher.textContent).toMatch(shown);
    },
  );

  it("opens for editing at the same wall-clock times, and saves them as Vietnam's time", async () => {
    await i18n.changeLanguage("vi");
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sửa" }));
    expect(screen.getByLabelText(/^Bắt đầu/)).toHaveProperty("value", "2026-12-05T09:30");
    expect(screen.getByLabelText(/^Kết thúc/)).toHaveProperty("value", "2026-12-31T23:59");
    api.mockResolvedValueOnce(christmas);
    await user.click(screen.getByRole("button", { name: "Lưu mã" }));
    const saved = api.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(saved?.[1]?.body).toMatchObject({
      code: "NOEL2026",
      startsAt: "2026-12-05T09:30:00+07:00",
      endsAt: "2026-12-31T23:59:00+07:00",
    });
  });
});
