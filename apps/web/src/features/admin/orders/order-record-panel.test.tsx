import type { AdminOrderDetail } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { OrderRecordPanel } from "./order-record-panel";

const VERSION = "2026-11-01.0123456789ab";

/** The order as the back office's detail answers it; only the record's fields matter here. */
function order(termsAccepted: boolean): AdminOrderDetail {
  return {
    archivedAt: null,
    language: "vi",
    termsVersion: VERSION,
    termsHash: "a".repeat(64),
    termsAccepted,
  } as AdminOrderDetail; // the panel reads the record's fields only
}

describe("the order's record in the back office", () => {
  it("says plainly when the order came through the API without the terms ticked, as a warning", () => {
    render(<OrderRecordPanel order={order(false)} />);
    const note = screen.getByTestId("order-terms-acceptance");
    expect(note.textContent).toBe(i18n.t("order_records.terms_not_accepted"));
    expect(note.getAttribute("data-accepted")).toBe("false");
    expect(
      screen.getByRole("link", { name: i18n.t("order_records.terms_open") }).getAttribute("href"),
    ).toContain(VERSION);
  });

  it("says the shopper ticked the terms when they did", () => {
    render(<OrderRecordPanel order={order(true)} />);
    const note = screen.getByTestId("order-terms-acceptance");
    expect(note.textContent).toBe(i18n.t("order_records.terms_accepted"));
    expect(note.getAttribute("data-accepted")).toBe("true");
  });
});
