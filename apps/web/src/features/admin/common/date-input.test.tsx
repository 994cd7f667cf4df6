import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../lib/i18n";
import { DateInput } from "./date-input";

function PromotionEnd({ initial = "", withTime = false }: { initial?: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Ends
      <DateInput value={value} withTime={withTime} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

/** What a screen reader says after the field's name: the text of the elements it names as its description. */
function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("a back-office date field", () => {
  beforeAll(async () => {
    await initI18n();
  });

  it("says the day it holds in the owner's language, whatever order the browser draws it in", async () => {
    await i18n.changeLanguage("vi");
    render(<PromotionEnd initial="2026-12-05" />);
    const field = screen.getByLabelText(/^Ends/);
    expect(field.getAttribute("type")).toBe("date");
    expect(descriptionOf(field)).toBe("Thứ Bảy, 5 tháng 12, 2026");
  });

  it("follows the value as the owner changes it, and says nothing while it is empty", async () => {
    await i18n.changeLanguage("en");
    render(<PromotionEnd />);
    const field = screen.getByLabelText(/^Ends/);
    expect(descriptionOf(field)).toBe("");
    expect(screen.getByText("Ends").textContent).toBe("Ends");
    await userEvent.type(field, "2026-05-12");
    expect(descriptionOf(field)).toBe("Tuesday, 12 May 2026");
  });

  it("writes the time of a date-and-time field after its day", async () => {
    await i18n.changeLanguage("jp");
    render(<PromotionEnd initial="2026-12-05T09:30" withTime />);
    const field = screen.getByLabelText(/^Ends/);
    expect(field.getAttribute("type")).toBe("datetime-local");
    expect(descriptionOf(field)).toBe("2026年12月5日土曜日 · 9:30");
  });
});
