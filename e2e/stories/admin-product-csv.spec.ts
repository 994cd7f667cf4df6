import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { formatVnd, PRODUCT_CSV_HEADER } from "@shop/shared";
import { ADMIN, logIn } from "../support/admin";
import { STORY_PRODUCT_PREFIX } from "../support/catalogue";
import { text } from "../support/translations";

/** A bag of the stories' own, at a price the story then changes through a spreadsheet. */
async function storyBag(request: APIRequestContext, name: string): Promise<{ id: string }> {
  const login = await request.post("/api/login", { data: ADMIN });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const response = await request.post("/api/products", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      price: 870_000,
      category: "Shoulder Bag",
      description: ["Da thật, khâu tay", "- Quai chỉnh được"],
      variations: [{ color: "#1a1a1a", images: [], stock: 6 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test.describe("the owner edits the catalogue in a spreadsheet", () => {
  test("finds a bag in the grid, downloads the CSV, changes a price and imports it after the preview", async ({
    page,
  }, testInfo) => {
    const name = `${STORY_PRODUCT_PREFIX} CSV Hội An ${testInfo.project.name} ${Date.now() % 100_000}`;
    const bag = await storyBag(page.request, name);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/products");

    const filters = page.getByRole("form", { name: text("vi", "product_csv.search_label") });
    await filters.getByRole("searchbox", { name: text("vi", "product_csv.search_label") }).fill(name);
    await filters.getByRole("button", { name: text("vi", "product_csv.search"), exact: true }).click();
    const cards = page.getByTestId("admin-product");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(name);

    const downloading = page.waitForEvent("download");
    await filters.getByRole("button", { name: text("vi", "product_csv.export") }).click();
    const download = await downloading;
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(PRODUCT_CSV_HEADER.join(","));
    expect(csv).toContain(bag.id);
    // Two paragraphs in one cell, the Vietnamese intact.
    expect(csv).toContain(`"Da thật, khâu tay\n- Quai chỉnh được"`);

    // A wrong file first: the shop says which header it wants, and nothing changes.
    const picker = page.getByLabel(text("vi", "product_csv.choose_file"));
    await picker.setInputFiles({
      name: "sai.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("ten,gia\nTúi,1\n"),
    });
    await expect(page.getByRole("alert").filter({ hasText: PRODUCT_CSV_HEADER.join(",") })).toBeVisible();

    const edited = csv.replace(",Shoulder Bag,870000,", ",Shoulder Bag,790000,");
    await picker.setInputFiles({ name: "san-pham.csv", mimeType: "text/csv", buffer: Buffer.from(edited) });
    const preview = page.getByTestId("import-preview");
    await expect(preview).toContainText(
      text("vi", "product_csv.summary", { creates: 0, updates: 1, unchanged: 0 }),
    );
    await expect(preview.getByTestId("import-changes")).toContainText(name);
    await expect(preview.getByTestId("import-changes")).toContainText("price");
    // Nothing is written before the owner confirms.
    await expect(cards).toContainText(formatVnd(870_000));

    await preview.getByRole("button", { name: text("vi", "product_csv.confirm") }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText(
      text("vi", "product_csv.imported", { creates: 0, updates: 1 }),
    );
    await expect(cards).toContainText(formatVnd(790_000));

    await page.goto(`/products/${bag.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(formatVnd(790_000)).first()).toBeVisible();
  });
});
