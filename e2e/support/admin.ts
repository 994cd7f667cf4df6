import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { text } from "./translations";

/** The administrator the E2E server creates at start (playwright.config.ts). */
export const ADMIN = { email: "admin@e2e.test", password: "admin-password-e2e" } as const;

/** A fresh e-mail address per story, so parallel runs (desktop and phone) never meet. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

/** Signs in through the login form, as a person would. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.getByLabel(text("vi", "login.password")) });
  await form.getByLabel(text("vi", "login.email")).fill(email);
  await form.getByLabel(text("vi", "login.password")).fill(password);
  await form.getByRole("button", { name: text("vi", "login.submit"), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** An account made through the API (the register page is another story's subject). */
export async function registerMember(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post("/api/register", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(201);
}

/** A cash-on-delivery order for the first product of the catalogue; answers its order id. */
export async function placeOrder(
  request: APIRequestContext,
  fullName: string,
  email = "khach@e2e.test",
): Promise<string> {
  // The newest bag with a colour still in stock (other stories sell their own bags' last units).
  const products = (await (await request.get("/api/products?limit=50")).json()) as {
    items: Array<{ id: string; variations: Array<{ color: string; stock: number }> }>;
  };
  const product = products.items.find((item) => (item.variations[0]?.stock ?? 0) > 0);
  if (!product?.variations[0]) throw new Error("no bag in stock to order");
  const response = await request.post("/api/orders", {
    data: {
      paymentMethod: "cod",
      customerInfo: {
        fullName,
        phone: "0912345678",
        email,
        address: "12 Lý Thường Kiệt",
        provinceCode: 1,
        wardCode: 70,
      },
      items: [{ productId: product.id, color: product.variations[0].color, quantity: 1 }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).orderId as string;
}

/** A real photo-like file for the upload inputs, drawn with sharp. */
export async function imageFile(
  name: string,
  format: "png" | "jpeg",
  colour: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="900" height="700"><rect x="200" y="150" width="500" height="400" rx="60" fill="#fff" fill-opacity=".35"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: format === "png" ? "image/png" : "image/jpeg", buffer };
}
