import type { BankTransfer } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { BankTransferDetails } from "./bank-transfer-details";

const transfer: BankTransfer = {
  bankBin: "970436",
  bankName: "Vietcombank",
  accountNumber: "0011001234567",
  accountName: "CONG TY LUMI BAGS",
  amount: 1_250_000,
  note: "ORDER1764000000001",
  payload: "000201…",
  qrImageUrl: "/api/payments/orders/ORDER1764000000001/vietqr.png?key=k",
};

function details(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const term of screen.getAllByRole("term")) {
    rows.set(term.textContent ?? "", term.nextElementSibling?.querySelector("span")?.textContent ?? "");
  }
  return rows;
}

describe("the bank transfer details", () => {
  it("names the bank by its short name, not by its BIN", () => {
    render(<BankTransferDetails transfer={transfer} orderId={transfer.note} />);
    expect(details().get("Ngân hàng")).toBe("Vietcombank");
    expect(screen.queryByText(/970436/)).toBeNull();
  });

  it("falls back to the BIN for a bank the list does not know", () => {
    render(<BankTransferDetails transfer={{ ...transfer, bankName: null }} orderId={transfer.note} />);
    expect(details().get("Ngân hàng")).toBe("970436");
  });

  it("copies the account number, the amount as plain digits and the transfer code, and says so", async () => {
    const user = userEvent.setup();
    render(<BankTransferDetails transfer={transfer} orderId={transfer.note} />);
    expect(screen.getAllByRole("button")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Sao chép Số tài khoản" }));
    expect(await navigator.clipboard.readText()).toBe("0011001234567");
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toContain("Đã sao chép Số tài khoản");

    await user.click(screen.getByRole("button", { name: "Sao chép Số tiền" }));
    expect(await navigator.clipboard.readText()).toBe("1250000");

    await user.click(screen.getByRole("button", { name: "Sao chép Nội dung chuyển khoản" }));
    expect(await navigator.clipboard.readText()).toBe("ORDER1764000000001");
  });

  it("speaks the shopper's language", async () => {
    await i18n.changeLanguage("en");
    const user = userEvent.setup();
    render(<BankTransferDetails transfer={transfer} orderId={transfer.note} />);
    expect(details().get("Bank")).toBe("Vietcombank");
    await user.click(screen.getByRole("button", { name: "Copy Account number" }));
    expect(screen.getByRole("button", { name: "Copy Account number" }).textContent).toBe("Copied");
  });

  it("tells the shopper when the browser will not copy", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(<BankTransferDetails transfer={transfer} orderId={transfer.note} />);
    await user.click(screen.getByRole("button", { name: "Sao chép Số tài khoản" }));
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toContain(
      "Không sao chép được, hãy chọn và sao chép bằng tay.",
    );
  });
});
