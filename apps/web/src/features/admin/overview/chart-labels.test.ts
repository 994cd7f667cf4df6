import { describe, expect, it } from "vitest";
import { axisDay, axisMoney } from "./chart-labels";

describe("the revenue chart's axes in the reader's language", () => {
  it("writes money short, with each language's own word for thousands and millions", () => {
    const amounts = [950, 250_000, 1_300_000, 12_500_000];
    // Vietnamese keeps the number and its word together with a no-break space.
    expect(amounts.map((amount) => axisMoney(amount, "vi"))).toEqual([
      "950",
      "250\u00a0N",
      "1,3\u00a0Tr",
      "12,5\u00a0Tr",
    ]);
    expect(amounts.map((amount) => axisMoney(amount, "en"))).toEqual(["950", "250k", "1.3m", "12.5m"]);
    // Korean and Japanese count in ten-thousands: 1,300,000 is 130 of them.
    expect(amounts.map((amount) => axisMoney(amount, "kr"))).toEqual(["950", "25만", "130만", "1250만"]);
    expect(amounts.map((amount) => axisMoney(amount, "jp"))).toEqual(["950", "25万", "130万", "1250万"]);
  });

  it("writes a day with its month in the order the reader writes them", () => {
    expect(axisDay("2026-11-24", "vi")).toBe("24/11");
    expect(axisDay("2026-11-24", "en")).toBe("24/11");
    expect(axisDay("2026-11-24", "kr")).toBe("11. 24.");
    expect(axisDay("2026-11-24", "jp")).toBe("11/24");
  });
});
