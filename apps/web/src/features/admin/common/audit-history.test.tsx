import type { AuditEntry } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../lib/i18n";
import { AuditEntryItem, changes } from "./audit-history";

const statusChange: AuditEntry = {
  id: "1",
  at: "2026-11-20T03:00:00.000Z",
  actor: { id: null, email: "chu-shop@example.vn" },
  action: "order.status",
  entity: "order",
  entityId: "ORDER1764000000000",
  before: { status: "pending", paymentStatus: "unpaid", paymentMethod: "cod", updatedAt: "a" },
  after: { status: "delivered", paymentStatus: "paid", paymentMethod: "cod", updatedAt: "b" },
};

describe("an order's history as the owner reads it", () => {
  beforeAll(async () => {
    await initI18n();
  });

  it("names the changed fields and their values in the reader's language, never the stored codes", async () => {
    await i18n.changeLanguage("vi");
    expect(changes(statusChange, i18n.t)).toEqual([
      "Trạng thái: Đang xử lý → Đã giao",
      "Thanh toán: Chưa thanh toán → Đã thanh toán",
    ]);
    await i18n.changeLanguage("en");
    expect(changes(statusChange, i18n.t).join("\n")).not.toMatch(/pending|unpaid|delivered|paymentStatus/);
  });

  it("keeps a value it has no word for as it was stored", async () => {
    await i18n.changeLanguage("vi");
    const renamed = { ...statusChange, before: { name: "Túi A" }, after: { name: "Túi B" } };
    expect(changes(renamed, i18n.t)).toEqual(["name: Túi A → Túi B"]);
  });
});

describe("one change in a history", () => {
  it("says what was done, by whom, and what changed; the whole shop's log also says to what", async () => {
    await i18n.changeLanguage("vi");
    const { rerender } = render(
      <ol>
        <AuditEntryItem entry={statusChange} />
      </ol>,
    );
    const [item] = screen.getAllByRole("listitem");
    if (!item) throw new Error("no entry shown");
    expect(item.textContent).toContain("Đổi trạng thái");
    expect(item.textContent).toContain("chu-shop@example.vn");
    expect(item.textContent).not.toContain(i18n.t("workplace.entity_order"));
    expect(
      within(item)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual(["Trạng thái: Đang xử lý → Đã giao", "Thanh toán: Chưa thanh toán → Đã thanh toán"]);

    rerender(
      <ol>
        <AuditEntryItem entry={statusChange} withEntity />
      </ol>,
    );
    expect(screen.getAllByRole("listitem")[0]?.textContent).toContain(
      `${i18n.t("workplace.entity_order")} · chu-shop@example.vn`,
    );
  });
});
