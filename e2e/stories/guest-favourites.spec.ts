import { expect, test } from "@playwright/test";
import { logIn, registerMember, uniqueEmail } from "../support/admin";
import { findProduct } from "../support/catalogue";
import { keepAsFavourite } from "../support/shopper";
import { text } from "../support/translations";

test.describe("a guest keeps favourites before having an account", () => {
  test("hearts two bags as a guest, still sees them after a reload, and finds both in the account after signing in", async ({
    page,
  }) => {
    const first = await findProduct(page.request, () => true);
    const second = await findProduct(page.request, (product) => product.id !== first.id);
    const email = uniqueEmail("khach-yeu-thich");
    await registerMember(page.request, email, "mat-khau-khach-yeu-thich");

    for (const product of [first, second]) {
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      // The guest stays on the page: the heart fills, nothing asks to log in.
      await keepAsFavourite(page, "vi");
      await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    }

    await page.reload();
    await expect(
      page.getByRole("button", { name: text("vi", "productdetail.remove_from_favourites") }).first(),
    ).toHaveAttribute("aria-pressed", "true");

    await logIn(page, email, "mat-khau-khach-yeu-thich");
    const favourites = page.getByTestId("favourites");
    await expect(favourites).toContainText(first.name);
    await expect(favourites).toContainText(second.name);
    // Merged into the account: the device's own list is emptied.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("guest-favourites"))).toBe("[]");

    // The account's list is the server's: it is there after signing in again elsewhere.
    const again = await page.request.post("/api/login", {
      data: { email, password: "mat-khau-khach-yeu-thich" },
    });
    const { accessToken } = (await again.json()) as { accessToken: string };
    const stored = await page.request.get("/api/me/favourites", {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const ids = ((await stored.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
    expect(ids.sort()).toEqual([first.id, second.id].sort());
  });
});
