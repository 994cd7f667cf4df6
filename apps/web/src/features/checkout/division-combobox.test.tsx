import type { Division } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DivisionCombobox } from "./division-combobox";

// jsdom lays nothing out: the list scrolls its active option into view through this.
Element.prototype.scrollIntoView = () => {};

const provinces: Division[] = [
  { code: 1, name: "Thành phố Hà Nội" },
  { code: 31, name: "Thành phố Hải Phòng" },
  { code: 48, name: "Thành phố Đà Nẵng" },
  { code: 79, name: "Thành phố Hồ Chí Minh" },
];

function Picker({ onPick = () => {} }: { onPick?: (value: Division | null) => void }) {
  const [value, setValue] = useState<Division | null>(null);
  return (
    <>
      <DivisionCombobox
        id="province"
        label="Tỉnh/Thành phố"
        placeholder="Gõ để tìm"
        options={provinces}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick(next);
        }}
      />
      <button type="button">Tiếp</button>
    </>
  );
}

describe("the province and ward picker", () => {
  it("finds a unit typed without accents and picks it with the keyboard", async () => {
    const picked: Array<Division | null> = [];
    render(<Picker onPick={(value) => picked.push(value)} />);
    const box = screen.getByRole("combobox", { name: "Tỉnh/Thành phố" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.type(box, "ho chi minh");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Thành phố Hồ Chí Minh",
    ]);
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option").id);
    expect(screen.getByRole("status").textContent).toBe("Kết quả: 1");
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveProperty("value", "Thành phố Hồ Chí Minh");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(picked.at(-1)).toEqual({ code: 79, name: "Thành phố Hồ Chí Minh" });
  });

  it("moves through the matches with the arrows and closes on Escape", async () => {
    render(<Picker />);
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "ha");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Thành phố Hà Nội",
      "Thành phố Hải Phòng",
    ]);
    await userEvent.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]?.id);
    await userEvent.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box).toHaveProperty("value", "ha");
  });

  it("picks the one match when the shopper tabs away, and un-picks when she types again", async () => {
    const picked: Array<Division | null> = [];
    render(<Picker onPick={(value) => picked.push(value)} />);
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "hanoi");
    await userEvent.tab();
    expect(box).toHaveProperty("value", "Thành phố Hà Nội");
    expect(picked.at(-1)?.code).toBe(1);
    await userEvent.type(box, "x");
    expect(picked.at(-1)).toBeNull();
  });

  it("says when nothing matches and picks nothing", async () => {
    const picked: Array<Division | null> = [];
    render(<Picker onPick={(value) => picked.push(value)} />);
    await userEvent.type(screen.getByRole("combobox"), "quan 1");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByText('Không tìm thấy "quan 1".')).toBeTruthy();
    await userEvent.tab();
    expect(picked.filter(Boolean)).toEqual([]);
  });

  it("lets a click pick an option", async () => {
    render(<Picker />);
    const box = screen.getByRole("combobox");
    await userEvent.click(box);
    await userEvent.click(screen.getByRole("option", { name: "Thành phố Đà Nẵng" }));
    expect(box).toHaveProperty("value", "Thành phố Đà Nẵng");
  });

  it("takes the keyboard while its list is still loading, and picks once the list arrives", async () => {
    const wards: Division[] = [
      { code: 70, name: "Phường Hoàn Kiếm" },
      { code: 73, name: "Phường Ba Đình" },
    ];
    function WardAfterProvince({ loaded }: { loaded: boolean }) {
      const [value, setValue] = useState<Division | null>(null);
      return (
        <>
          <button type="button">Tỉnh</button>
          <DivisionCombobox
            id="ward"
            label="Phường/Xã"
            placeholder="Gõ để tìm"
            options={loaded ? wards : undefined}
            isLoading={!loaded}
            value={value}
            onChange={setValue}
          />
        </>
      );
    }
    const { rerender } = render(<WardAfterProvince loaded={false} />);
    const box = screen.getByRole("combobox", { name: "Phường/Xã" });
    // A shopper who tabs on from the province at once lands here, not past it.
    await userEvent.click(screen.getByRole("button", { name: "Tỉnh" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute("placeholder")).toBe("Đang tải danh sách...");
    await userEvent.keyboard("hoan kiem");
    rerender(<WardAfterProvince loaded />);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Phường Hoàn Kiếm"]);
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveProperty("value", "Phường Hoàn Kiếm");
  });
});
