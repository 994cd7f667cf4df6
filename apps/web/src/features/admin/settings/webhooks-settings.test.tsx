import type { WebhookEndpoint } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { ApiError } from "../../../lib/api-client";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { WebhooksSettings } from "./webhooks-settings";

vi.mock("../common", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../common")>()),
  adminFetch: vi.fn(),
}));
const api = vi.mocked(adminFetch);

const failing: WebhookEndpoint = {
  id: "0b7e2f5a-1c3d-4e5f-8a9b-0c1d2e3f4a5b",
  url: "https://erp.example.vn/hooks/shop",
  events: ["order.created", "order.paid"],
  description: "Kế toán",
  active: true,
  failingSince: "2026-11-24T03:00:00.000Z",
  createdAt: "2026-11-20T03:00:00.000Z",
  waiting: 0,
  failed: 2,
  lastDeliveredAt: null,
};

function renderSection(notify = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()}>
      <WebhooksSettings notify={notify} />
    </Providers>,
  );
  return notify;
}

beforeEach(() => api.mockReset());

describe("the owner's webhooks", () => {
  it("shows an endpoint that stopped answering as failing, with its failed deliveries", async () => {
    api.mockResolvedValueOnce({ items: [failing] });
    renderSection();
    const item = await screen.findByRole("listitem");
    expect(item.textContent).toContain("https://erp.example.vn/hooks/shop");
    expect(item.textContent).toContain("Đang lỗi từ");
    expect(item.textContent).toContain("Đơn hàng mới, Đơn đã thanh toán");
    expect(item.textContent).toContain("0 / 2");
    api.mockResolvedValueOnce({
      items: [
        {
          id: "9a7e2f5a-1c3d-4e5f-8a9b-0c1d2e3f4a5b",
          eventId: "1a7e2f5a-1c3d-4e5f-8a9b-0c1d2e3f4a5b",
          event: "order.created",
          state: "failed",
          attempts: 10,
          lastStatus: 503,
          lastError: "answered 503",
          nextAttemptAt: null,
          deliveredAt: null,
          createdAt: "2026-11-24T02:00:00.000Z",
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    });
    await userEvent.click(within(item).getByRole("button", { name: "Xem lần gửi" }));
    const deliveries = await within(item).findByRole("list", { name: "Các lần gửi" });
    expect(deliveries.textContent).toContain("Thất bại");
    expect(deliveries.textContent).toContain("Số lần thử: 10 · HTTP 503");
    expect(api).toHaveBeenLastCalledWith(
      `/admin/webhooks/${failing.id}/deliveries`,
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it("adds an endpoint and shows its secret once", async () => {
    api.mockResolvedValueOnce({ items: [] });
    const notify = renderSection();
    await screen.findByText("Chưa có địa chỉ webhook nào.");
    await userEvent.type(screen.getByLabelText("Địa chỉ nhận (https://…)"), "https://erp.example.vn/hooks");
    await userEvent.click(screen.getByRole("checkbox", { name: /Đơn đã thanh toán/ }));
    api.mockResolvedValueOnce({ endpoint: { ...failing, failingSince: null }, secret: "whsec_abc123" });
    api.mockResolvedValue({ items: [] });
    await userEvent.click(screen.getByRole("button", { name: "Thêm webhook" }));
    expect(api).toHaveBeenCalledWith("/admin/webhooks", {
      method: "POST",
      body: { url: "https://erp.example.vn/hooks", events: ["order.created", "order.paid"], description: "" },
    });
    expect((await screen.findByTestId("webhook-secret")).textContent).toBe("whsec_abc123");
    expect(notify).toHaveBeenCalledWith("success", "Đã thêm webhook. Hãy lưu khóa bí mật ngay.");
    await userEvent.click(screen.getByRole("button", { name: "Tôi đã lưu khóa" }));
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
  });

  it("says in the owner's language why a private address is refused", async () => {
    api.mockResolvedValueOnce({ items: [] });
    const notify = renderSection();
    await screen.findByText("Chưa có địa chỉ webhook nào.");
    await userEvent.type(screen.getByLabelText("Địa chỉ nhận (https://…)"), "http://192.168.1.5/hook");
    api.mockRejectedValueOnce(
      new ApiError(400, "webhook_url_not_allowed", "Webhooks are only sent to public…"),
    );
    api.mockResolvedValue({ items: [] });
    await userEvent.click(screen.getByRole("button", { name: "Thêm webhook" }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "alert",
        "Không thể gửi webhook đến máy này hoặc mạng nội bộ. Hãy dùng một địa chỉ công khai.",
      ),
    );
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
  });
});
