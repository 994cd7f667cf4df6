import { LANGUAGES } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { RETURN_MAIL_TEXTS, returnMail } from "./return-mails";

function marks(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

describe("the return mails", () => {
  it.each(LANGUAGES)("has every text in %s, with the same {marks} as in Vietnamese", (language) => {
    const vietnamese = RETURN_MAIL_TEXTS.vi;
    const texts = RETURN_MAIL_TEXTS[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(vietnamese).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${language} ${key}`).not.toBe("");
      expect(marks(text), `${language} ${key}`).toEqual(marks(vietnamese[key as keyof typeof vietnamese]));
    }
  });

  it("writes the refund in the order's language with the amount in đồng, and escapes the shop's message", () => {
    const mail = returnMail(
      {
        step: "refunded",
        orderId: "ORDER1764000000000",
        fullName: "Trần Thị Mai",
        email: "mai@example.vn",
        language: "vi",
        lines: [{ name: "Túi xách <đỏ>", quantity: 1 }],
        amount: 1_250_000,
      },
      {
        shop: { name: "Lumi Bags" },
        lookupUrl: "https://shop.example/order-lookup?orderId=ORDER1764000000000",
      },
    );
    expect(mail.to).toBe("mai@example.vn");
    expect(mail.subject).toBe("Đã hoàn tiền cho đơn ORDER1764000000000");
    expect(mail.text).toContain("Chúng tôi đã hoàn 1.250.000 VNĐ cho đơn ORDER1764000000000.");
    expect(mail.html).toContain("Túi xách &lt;đỏ&gt; × 1");
    expect(mail.html).not.toContain("<đỏ>");
  });
});
