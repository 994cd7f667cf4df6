import { expect, type Locator, type Page, test } from "@playwright/test";
import { LANGUAGES, type Language } from "@shop/shared";
import sharp from "sharp";
import { ADMIN, logIn } from "../support/admin";
import { findProduct } from "../support/catalogue";
import { acceptSaleTerms, pickAddress, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/** What a new shopper trips on during a first visit, at the phone's and the desktop's width. */

/** WCAG's relative luminance of an sRGB colour (0..255 channels). */
function luminance([r, g, b]: number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The average colour behind an element: its box photographed with its own text made invisible. */
async function backgroundBehind(page: Page, element: Locator): Promise<number[]> {
  await element.evaluate((node) => {
    (node as HTMLElement).style.setProperty("color", "transparent", "important");
  });
  const box = await element.boundingBox();
  if (!box) throw new Error("the element has no box");
  const shot = await page.screenshot({ clip: box });
  await element.evaluate((node) => (node as HTMLElement).style.removeProperty("color"));
  const { channels } = await sharp(shot).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

async function colourOf(element: Locator): Promise<number[]> {
  const css = await element.evaluate((node) => getComputedStyle(node).color);
  return (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

test.describe("the hero banner", () => {
  test("every slide's headline reads clearly on its picture, and the controls stay visible", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = page.getByTestId("hero");
    for (const number of [1, 2, 3]) {
      await hero.getByRole("button", { name: text("vi", "home.hero_go_to", { number }) }).click();
      const slide = hero.locator('[data-testid="hero-slide"][data-active="true"]');
      const heading = slide.getByTestId("hero-heading");
      await expect(heading).toHaveCSS("opacity", "1", { timeout: 5_000 });
      // The picture loaded and fully shown: the words are judged on it, not on the backdrop.
      await expect
        .poll(() => slide.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(slide.locator("picture")).toHaveCSS("opacity", "1", { timeout: 5_000 });
      // Large text (WCAG 1.4.3): at least 3:1 against what lies behind it.
      const ratio = contrast(await colourOf(heading), await backgroundBehind(page, heading));
      expect(ratio, `slide ${number}`).toBeGreaterThanOrEqual(3);
      // The dots and the pause button sit on a backdrop of their own.
      const controls = hero.getByTestId("hero-controls");
      const backdrop = await controls.evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(backdrop).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    }
  });

  test("a new headline fades in with its picture instead of switching at once", async ({ page }) => {
    await page.goto("/");
    // The fade runs at a tenth of its speed (15 s), so a slow machine still looks at it midway.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
    const hero = page.getByTestId("hero");
    await hero.getByRole("button", { name: text("vi", "home.hero_go_to", { number: 2 }) }).click();
    await page.waitForTimeout(400);
    const slide = hero.locator('[data-testid="hero-slide"][data-active="true"]');
    const [words, picture] = await Promise.all([
      slide.getByTestId("hero-words").evaluate((node) => Number(getComputedStyle(node).opacity)),
      slide.locator("picture").evaluate((node) => Number(getComputedStyle(node).opacity)),
    ]);
    expect(picture).toBeLessThan(1);
    expect(words).toBeLessThan(1);
    expect(Math.abs(words - picture)).toBeLessThan(0.35);
  });
});

test.describe("the header on tablets and desktops", () => {
  test.skip(({ isMobile }) => isMobile, "the phone header has icons only");

  /** Lines an element's visible words take: the distinct tops of the boxes its text is laid out in. */
  async function lineCount(element: Locator): Promise<number> {
    return element.evaluate((node) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let current = walker.nextNode(); current; current = walker.nextNode()) {
        const parent = current.parentElement;
        // Words for screen readers only sit in a 1 px box: they are not what a shopper sees.
        if (!parent || parent.closest(".sr-only") || !current.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(current);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0) tops.add(Math.round(rect.top));
        }
      }
      return tops.size;
    });
  }

  for (const signedIn of [false, true]) {
    test(`keeps every link on one line in all four languages, ${signedIn ? "signed in" : "as a guest"}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      if (signedIn) await logIn(page, ADMIN.email, ADMIN.password);
      for (const language of LANGUAGES as readonly Language[]) {
        for (const width of [768, 1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`/about?lng=${language}`);
          const header = page.getByRole("banner");
          await expect(header.getByRole("link", { name: text(language, "header.about") })).toBeVisible();
          const items = [
            header.getByRole("link", { name: text(language, "header.about") }),
            header.getByRole("link", { name: text(language, "header.shop") }),
            header.getByRole("button", { name: /./ }).filter({ has: page.locator("svg") }),
          ];
          for (const item of items) {
            for (const element of await item.all()) {
              if (!(await element.isVisible())) continue;
              const label = `${language} ${width} ${await element.textContent()}`;
              expect(await lineCount(element), label).toBeLessThanOrEqual(1);
            }
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${language} ${width}`).toBeLessThanOrEqual(0);
        }
      }
    });
  }
});

test.describe("the floating chat button on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's story");

  async function expectClear(page: Page, target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    // The target as low on the screen as it can go, where the bubble would sit.
    await target.evaluate((node) => {
      const box = node.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 8);
    });
    await page.waitForTimeout(200);
    const chat = page.getByRole("link", {
      name: `${text("vi", "footer.chat")} ${text("vi", "common.new_tab")}`,
    });
    const [a, b] = [await chat.boundingBox(), await target.boundingBox()];
    if (!a || !b) throw new Error("no box");
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
  }

  test("covers neither the promotion, the cart's totals, the address field nor the video", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => candidate.promotion !== null);
    await storeCart(page, [
      { id: product.id, color: product.variations[0]?.color ?? "#000000", quantity: 1 },
    ]);
    await page.goto(`/products/${product.id}`);
    await expectClear(page, page.getByTestId("promotion"));
    await page.goto("/cart");
    await expectClear(page, page.getByTestId("cart-total"));
    await page.goto("/checkout");
    await expectClear(page, page.getByLabel(text("vi", "checkout.address")));
    await page.goto("/");
    await expectClear(page, page.getByTestId("promo-video"));
  });
});

test.describe("the phone menu", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's story");

  test("a guest finds the categories and the log-in link", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: text("vi", "header.open_menu") }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: text("vi", "header.login") })).toBeVisible();
    await menu.getByRole("link", { name: text("vi", "category.shoulder_bag") }).click();
    await expect(page).toHaveURL(/category=Shoulder(\+|%20)Bag/);
  });

  test("a signed-in administrator finds the account, the administration and log out, not log in", async ({
    page,
  }) => {
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/");
    await page.getByRole("button", { name: text("vi", "header.open_menu") }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: text("vi", "header.account") })).toBeVisible();
    await expect(menu.getByRole("link", { name: text("vi", "header.admin") })).toBeVisible();
    await expect(menu.getByRole("link", { name: text("vi", "header.login") })).toHaveCount(0);
    await menu.getByRole("button", { name: text("vi", "header.logout") }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole("button", { name: text("vi", "header.open_menu") }).click();
    await expect(menu.getByRole("link", { name: text("vi", "header.login") })).toBeVisible();
  });
});

test.describe("the cart at its maximum", () => {
  test("a + at five says why it does not go higher", async ({ page, request }) => {
    const product = await findProduct(request, (candidate) => candidate.variations.length > 0);
    await storeCart(page, [
      { id: product.id, color: product.variations[0]?.color ?? "#000000", quantity: 5 },
    ]);
    await page.goto("/cart");
    await page.getByRole("button", { name: text("vi", "cart.increase") }).click();
    await expect(page.getByText(text("vi", "cart.quantity_max_alert", { max: 5 }))).toBeVisible();
    await expect(page.getByRole("group", { name: text("vi", "cart.quantity") })).toContainText("5");
  });
});

test.describe("the featured video", () => {
  test("its buttons sit clear of the colour strip along the film's bottom edge", async ({ page }) => {
    await page.goto("/");
    const video = page.getByTestId("promo-video");
    await video.scrollIntoViewIfNeeded();
    const [controls, film] = [
      await page.getByTestId("video-controls").boundingBox(),
      await video.boundingBox(),
    ];
    if (!controls || !film) throw new Error("no box");
    expect(controls.y + controls.height).toBeLessThan(film.y + film.height / 2);
  });
});

test.describe("after the order", () => {
  test("a guest sees what was ordered, the totals, the code and the way back to the shop", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => candidate.variations.length > 0);
    await storeCart(page, [
      { id: product.id, color: product.variations[0]?.color ?? "#000000", quantity: 2 },
    ]);
    await page.goto("/checkout");
    await page.getByLabel(text("vi", "checkout.full_name"), { exact: true }).fill("Nguyễn Văn Khách");
    await page.getByLabel(text("vi", "checkout.phone"), { exact: true }).fill("0912345678");
    await page.getByLabel(text("vi", "checkout.email"), { exact: true }).fill("khach@e2e.test");
    await pickAddress(page, "vi", {
      province: "Thành phố Hà Nội",
      provinceQuery: "hanoi",
      ward: "Phường Hoàn Kiếm",
      wardQuery: "hoan kiem",
    });
    await page.getByLabel(text("vi", "checkout.address"), { exact: true }).fill("12 Lý Thường Kiệt");
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();
    await expect(page.getByTestId("order-id")).toContainText(/ORDER\d+/);
    await expect(page.getByTestId("order-lines")).toContainText(product.name);
    await expect(page.getByTestId("order-lines")).toContainText(
      text("vi", "checkout.quantity", { quantity: 2 }),
    );
    await expect(page.getByText(text("vi", "checkout.subtotal"))).toBeVisible();
    await expect(page.getByTestId("order-total")).toBeVisible();
    await expect(page.getByRole("link", { name: text("vi", "cart.continue_shopping") })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(page.getByRole("link", { name: text("vi", "checkout.success_my_orders") })).toHaveCount(0);
  });

  test("a signed-in shopper finds the e-mail filled in at checkout", async ({ page, request }) => {
    const product = await findProduct(request, (candidate) => candidate.variations.length > 0);
    await logIn(page, ADMIN.email, ADMIN.password);
    await storeCart(page, [
      { id: product.id, color: product.variations[0]?.color ?? "#000000", quantity: 1 },
    ]);
    await page.goto("/checkout");
    await expect(page.getByLabel(text("vi", "checkout.email"), { exact: true })).toHaveValue(ADMIN.email);
    // One heading font on the page: the form's heading and the summary's.
    const fontOf = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).fontFamily);
    const formHeading = page.getByText(text("vi", "checkout.shipping_info"), { exact: true });
    const summaryHeading = page.getByRole("heading", { name: text("vi", "checkout.summary") });
    expect(await fontOf(formHeading)).toBe(await fontOf(summaryHeading));
  });
});

test.describe("searching", () => {
  test("a search that finds nothing offers the categories, all products and new arrivals", async ({
    page,
  }) => {
    await page.goto("/search?q=zzzkhongco");
    await expect(page.getByText(text("vi", "search.no_results", { query: "zzzkhongco" }))).toBeVisible();
    const help = page.getByTestId("no-results-help");
    await expect(help.getByRole("link", { name: text("vi", "category.handbag"), exact: true })).toBeVisible();
    await expect(help.getByRole("link", { name: text("vi", "search.all_products") })).toBeVisible();
    await expect(help.getByRole("article").first()).toBeVisible();
  });

  test("a colour's name finds the bags sold in that colour, in Vietnamese and English", async ({
    page,
    request,
  }) => {
    const black = await findProduct(request, (candidate) =>
      candidate.variations.some((variation) => variation.color.toLowerCase() === "#000000"),
    );
    for (const query of ["đen", "black"]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByTestId("result-count")).toBeVisible();
      const response = await request.get(`/api/products?q=${encodeURIComponent(query)}&limit=100`);
      const names = ((await response.json()) as { items: Array<{ name: string }> }).items.map(
        (item) => item.name,
      );
      expect(names, query).toContain(black.name);
    }
  });
});
