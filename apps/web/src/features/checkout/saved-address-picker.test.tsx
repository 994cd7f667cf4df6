import type { SavedAddress } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { useSavedAddresses } from "../../entities/address/saved-addresses";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { SavedAddressPicker } from "./saved-address-picker";

vi.mock("../../entities/address/saved-addresses", () => ({ useSavedAddresses: vi.fn() }));
const book = vi.mocked(useSavedAddresses);

const HOME: SavedAddress = {
  id: "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b70",
  fullName: "Trần Thị Mai",
  phone: "0907654321",
  address: "5 Nguyễn Huệ",
  provinceCode: 79,
  provinceName: "Thành phố Hồ Chí Minh",
  wardCode: 26740,
  wardName: "Phường Sài Gòn",
  isDefault: true,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const OFFICE: SavedAddress = {
  ...HOME,
  id: "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b71",
  address: "12 Lý Thường Kiệt",
  provinceCode: 1,
  provinceName: "Thành phố Hà Nội",
  wardCode: 70,
  wardName: "Phường Hoàn Kiếm",
  isDefault: false,
};

function renderPicker(addresses: SavedAddress[] | undefined) {
  book.mockReturnValue({ data: addresses } as ReturnType<typeof useSavedAddresses>);
  const onPick = vi.fn();
  render(
    <Providers queryClient={createQueryClient()}>
      <SavedAddressPicker onPick={onPick} />
    </Providers>,
  );
  return onPick;
}

describe("saved addresses at checkout", () => {
  it("fills the form with the default once, and with another when it is picked", async () => {
    const onPick = renderPicker([HOME, OFFICE]);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenLastCalledWith({
      fullName: "Trần Thị Mai",
      phone: "0907654321",
      address: "5 Nguyễn Huệ",
      province: { code: 79, name: "Thành phố Hồ Chí Minh" },
      ward: { code: 26740, name: "Phường Sài Gòn" },
    });
    expect(screen.getByRole("group", { name: i18n.t("address_book.checkout_title") })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: /12 Lý Thường Kiệt/ }));
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: "12 Lý Thường Kiệt", ward: { code: 70, name: "Phường Hoàn Kiếm" } }),
    );
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it("shows nothing to a guest or a customer without saved addresses", () => {
    const onPick = renderPicker(undefined);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });
});
