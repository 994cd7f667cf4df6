import type { AdminOrder, AdminShipment } from "@shop/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { ApiError } from "../../../lib/api-client";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { BulkShipments } from "./bulk-shipments";
import { ShipmentPanel } from "./shipment-panel";

vi.mock("../common", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../common")>()),
  adminFetch: vi.fn(),
  // A packer: orders and shipments, not the owner's reconciliation.
  useAdminSession: () => ({
    isLoading: false,
    isAdmin: false,
    isStaff: true,
    can: (permission: string) => ["orders", "shipments"].includes(permission),
    role: "staff_orders",
    email: "dong.goi@example.vn",
  }),
}));
const api = vi.mocked(adminFetch);

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: "0b5f3a1e-2c4d-4e6f-8a9b-0c1d2e3f4a5b",
    orderId: "ORDER1764000000001",
    paymentMethod: "cod",
    status: "confirmed",
    paymentStatus: "unpaid",
    subtotal: 1_250_000,
    discount: 0,
    shippingFee: 0,
    total: 1_250_000,
    createdAt: "2026-11-26T03:00:00.000Z",
    customerInfo: {
      fullName: "Nguyễn Thị Lan",
      phone: "0912345678",
      email: "lan@example.vn",
      address: "5 Hàng Bài",
      provinceCode: 1,
      provinceName: "Thành phố Hà Nội",
      wardCode: 70,
      wardName: "Phường Hoàn Kiếm",
    },
    items: [],
    ...overrides,
  } as AdminOrder;
}

const booked: AdminShipment = {
  id: "7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a",
  orderId: "ORDER1764000000001",
  orderUuid: "0b5f3a1e-2c4d-4e6f-8a9b-0c1d2e3f4a5b",
  carrier: "ghtk",
  service: null,
  trackingCode: "S1.A1.17373471",
  trackingUrl: "https://i.ghtk.vn/S1.A1.17373471",
  status: "delivering",
  fee: 22_000,
  codAmount: 1_250_000,
  codCollected: null,
  carrierStatus: "4",
  expectedDeliveryDate: "2026-11-29",
  deliveredAt: null,
  createdAt: "2026-11-26T04:00:00.000Z",
  updatedAt: "2026-11-26T05:00:00.000Z",
};

function renderWith(node: React.ReactNode) {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </Providers>,
  );
}

// Braces: a function returned by beforeEach is run as its clean-up (and the mock is a function).
beforeEach(() => {
  api.mockReset();
});

describe("the order page's shipment panel", () => {
  it("books the chosen carrier and says in words when the carrier does not answer, the order left as it was", async () => {
    const notify = vi.fn();
    api.mockResolvedValueOnce({ shipment: null, carriers: ["ghn", "ghtk"] });
    renderWith(<ShipmentPanel order={order()} notify={notify} />);
    const panel = await screen.findByRole("region", { name: "Vận chuyển" });
    await userEvent.selectOptions(await within(panel).findByLabelText("Đơn vị vận chuyển"), "ghtk");
    api.mockResolvedValueOnce({
      created: [],
      failed: [
        {
          id: order().id,
          orderId: order().orderId,
          code: "carrier_unavailable",
          message: "GHTK did not answer",
        },
      ],
    });
    api.mockResolvedValue({ shipment: null, carriers: ["ghn", "ghtk"] });
    await userEvent.click(within(panel).getByRole("button", { name: "Tạo vận đơn" }));
    expect(api).toHaveBeenCalledWith("/admin/shipments", {
      method: "POST",
      body: { orderIds: [order().id], carrier: "ghtk" },
    });
    expect(notify).toHaveBeenCalledWith(
      "alert",
      "Chưa tạo được vận đơn: hãng vận chuyển không phản hồi; chưa có gì thay đổi, hãy thử lại sau",
    );
  });

  it("explains a refusal of the whole request in words of its own", async () => {
    const notify = vi.fn();
    api.mockResolvedValueOnce({ shipment: null, carriers: ["ghtk"] });
    renderWith(<ShipmentPanel order={order()} notify={notify} />);
    const panel = await screen.findByRole("region", { name: "Vận chuyển" });
    const create = await within(panel).findByRole("button", { name: "Tạo vận đơn" });
    // Read again after the refusal: still no shipment.
    api.mockResolvedValue({ shipment: null, carriers: ["ghtk"] });
    api.mockRejectedValueOnce(new ApiError(409, "pickup_address_missing", "Set the pickup address"));
    await userEvent.click(create);
    expect(notify).toHaveBeenCalledWith(
      "alert",
      "Chưa tạo được vận đơn: Hãy nhập địa chỉ lấy hàng trong phần cài đặt vận chuyển trước.",
    );
  });

  it("shows the booked parcel: carrier, tracking code linking to the carrier's page, status, cash to collect", async () => {
    api.mockResolvedValueOnce({ shipment: booked, carriers: ["ghtk"] });
    renderWith(<ShipmentPanel order={order({ status: "shipping" })} notify={vi.fn()} />);
    const code = await screen.findByTestId("shipment-tracking-code");
    expect(code.textContent).toBe("S1.A1.17373471");
    expect(code.getAttribute("href")).toBe("https://i.ghtk.vn/S1.A1.17373471");
    const panel = screen.getByRole("region", { name: "Vận chuyển" });
    expect(panel.textContent).toContain("GHTK (Giao Hàng Tiết Kiệm)");
    expect(screen.getByTestId("shipment-status").textContent).toBe("Đang giao");
    expect(panel.textContent).toContain("1.250.000");
    expect(within(panel).getByRole("button", { name: "In nhãn" })).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Tạo vận đơn" })).toBeNull();
  });

  it("cancels a parcel not yet picked up with the order, once asked, and says in words why the carrier would not", async () => {
    const notify = vi.fn();
    const waiting = { ...booked, status: "awaiting_pickup" as const };
    api.mockImplementation(async (path: string) => {
      if (path.endsWith("/shipment")) return { shipment: waiting, carriers: ["ghtk"] };
      throw new ApiError(409, "carrier_cancel_refused", "GHTK: Đơn đã lấy hàng, không thể hủy đơn.");
    });
    renderWith(<ShipmentPanel order={order({ status: "shipping" })} notify={notify} />);
    const panel = await screen.findByRole("region", { name: "Vận chuyển" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Huỷ vận đơn và đơn hàng" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("S1.A1.17373471");
    expect(api).not.toHaveBeenCalledWith(expect.stringContaining("/status"), expect.anything());
    await userEvent.click(within(dialog).getAllByRole("button").at(-1) as HTMLElement);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/orders/${order().id}/status`, {
        method: "PUT",
        body: { status: "cancelled" },
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "alert",
        "Chưa huỷ được đơn: Hãng vận chuyển không huỷ vận đơn; đơn hàng vẫn giữ nguyên.",
      ),
    );
  });

  it("offers no parcel cancellation once the carrier has the parcel", async () => {
    api.mockResolvedValueOnce({ shipment: booked, carriers: ["ghtk"] });
    renderWith(<ShipmentPanel order={order({ status: "shipping" })} notify={vi.fn()} />);
    await screen.findByTestId("shipment-tracking-code");
    expect(screen.queryByRole("button", { name: "Huỷ vận đơn và đơn hàng" })).toBeNull();
  });

  it("offers no booking before the order is confirmed", async () => {
    api.mockResolvedValueOnce({ shipment: null, carriers: ["ghtk"] });
    renderWith(<ShipmentPanel order={order({ status: "pending" })} notify={vi.fn()} />);
    expect(await screen.findByText("Xác nhận đơn hàng trước khi tạo vận đơn.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tạo vận đơn" })).toBeNull();
  });
});

describe("booking many confirmed orders from the list", () => {
  it("books the ticked orders with one carrier and lists each one that was not booked, with why", async () => {
    const notify = vi.fn();
    const first = order();
    const second = order({ id: "1c6a4b2f-3d5e-4f70-9a1b-2c3d4e5f6a7b", orderId: "ORDER1764000000002" });
    api.mockImplementation(async (path: string) => {
      if (path === "/admin/shipments/carriers") return { carriers: ["ghtk"] };
      if (path === "/orders") return { items: [first, second], total: 2, page: 1, limit: 100 };
      return {
        created: [{ ...booked, status: "awaiting_pickup" }],
        failed: [{ id: second.id, orderId: second.orderId, code: "address_not_covered", message: "" }],
      };
    });
    renderWith(<BulkShipments notify={notify} />);
    const panel = await screen.findByRole("region", { name: "Đơn đã xác nhận chờ giao cho hãng (2)" });
    await userEvent.click(within(panel).getByLabelText("Chọn tất cả"));
    await userEvent.click(within(panel).getByRole("button", { name: "Tạo vận đơn (2)" }));
    expect(api).toHaveBeenCalledWith("/admin/shipments", {
      method: "POST",
      body: { orderIds: [first.id, second.id], carrier: "ghtk" },
    });
    expect(await within(panel).findByRole("alert")).toHaveProperty(
      "textContent",
      "ORDER1764000000002: hãng không giao đến địa chỉ này",
    );
    expect(notify).toHaveBeenCalledWith("alert", "Đã tạo 1 vận đơn, 1 đơn chưa tạo được.");
  });
});
