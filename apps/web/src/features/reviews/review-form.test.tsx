import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { authFetch } from "../../entities/session/session-store";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { ReviewForm } from "./review-form";

vi.mock("../../entities/session/session-store", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../entities/session/session-store")>()),
  authFetch: vi.fn(),
}));
const send = vi.mocked(authFetch);

const PRODUCT_ID = "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c";

function renderForm(onSent = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()}>
      <ReviewForm productId={PRODUCT_ID} onSent={onSent} />
    </Providers>,
  );
  return onSent;
}

beforeEach(() => send.mockReset());

describe("a buyer's review form", () => {
  it("says what is missing, under the field, and sends nothing", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: i18n.t("reviews.send") }));
    expect(await screen.findByText(i18n.t("reviews.error_rating"))).toBeTruthy();
    expect(screen.getByText(i18n.t("reviews.error_body"))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a fourth photo before sending", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: i18n.t("reviews.stars", { count: 5 }) }));
    await userEvent.type(screen.getByLabelText(i18n.t("reviews.your_review")), "Rất đẹp");
    const photo = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText(i18n.t("reviews.photos", { max: 3 })), [
      photo("1.jpg"),
      photo("2.jpg"),
      photo("3.jpg"),
      photo("4.jpg"),
    ]);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("reviews.send") }));
    expect(await screen.findByText(i18n.t("reviews.error_photos_max", { max: 3 }))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the stars, the text and the photo as multipart, then says so", async () => {
    send.mockResolvedValueOnce({ id: "r1" });
    const onSent = renderForm();
    await userEvent.click(screen.getByRole("radio", { name: i18n.t("reviews.stars", { count: 4 }) }));
    await userEvent.type(screen.getByLabelText(i18n.t("reviews.your_review")), "Da mềm");
    const photo = new File([new Uint8Array([0x89, 0x50])], "tui.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText(i18n.t("reviews.photos", { max: 3 })), photo);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("reviews.send") }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    const [path, request] = send.mock.calls[0] ?? [];
    expect(path).toBe(`/products/${PRODUCT_ID}/reviews`);
    expect(request?.method).toBe("POST");
    const body = request?.body as FormData;
    expect(body.get("rating")).toBe("4");
    expect(body.get("body")).toBe("Da mềm");
    expect((body.getAll("photos")[0] as File).name).toBe("tui.png");
  });

  it("tells a shopper who did not receive the bag why the shop refused", async () => {
    send.mockRejectedValueOnce(new ApiError(403, "review_not_buyer", "Only a customer who received…"));
    const onSent = renderForm();
    await userEvent.click(screen.getByRole("radio", { name: i18n.t("reviews.stars", { count: 5 }) }));
    await userEvent.type(screen.getByLabelText(i18n.t("reviews.your_review")), "Đẹp");
    await userEvent.click(screen.getByRole("button", { name: i18n.t("reviews.send") }));
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("reviews.error_not_buyer"));
    expect(onSent).not.toHaveBeenCalled();
  });
});
