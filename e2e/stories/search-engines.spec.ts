import { expect, test } from "@playwright/test";
import { DEFAULT_SHOP_INFO, type Product, type ProductPage, priceWithPromotion } from "@shop/shared";
import { text } from "../support/translations";

const { name: shopName } = DEFAULT_SHOP_INFO;

function attribute(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

test.describe("search engines and shared links see what a page is about", () => {
  test("a product page's HTML already holds its title, Open Graph tags and Product JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const list = (await (await request.get("/api/products?limit=1")).json()) as ProductPage;
    const product = list.items[0] as Product;
    const response = await request.get(`/products/${product.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `${baseURL}/products/${product.id}`;

    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${product.name} – ${shopName}</title>`);
    expect(attribute(html, "description")?.length).toBeGreaterThan(10);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(attribute(html, "og:title")).toBe(`${product.name} – ${shopName}`);
    expect(attribute(html, "og:type")).toBe("product");
    expect(attribute(html, "og:url")).toBe(url);
    expect(attribute(html, "og:image")).toBe(`${baseURL}${product.variations[0]?.images[0]}`);

    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: product.name,
      brand: { name: shopName },
      offers: { price: priceWithPromotion(product), priceCurrency: "VND" },
    });
    const image = await request.get(jsonLd.image[0]);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });

  // The server sends the product in the page (lib/initial-data.ts), the first screen needs no request.
  test("the product page shows the product without asking the API again", async ({ page, request }) => {
    const list = (await (await request.get("/api/products?limit=1")).json()) as ProductPage;
    const product = list.items[0] as Product;
    const apiCalls: string[] = [];
    // The product itself; its reviews and related bags are their own answers, asked when in view.
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === `/api/products/${product.id}`) apiCalls.push(r.url());
    });
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    expect(apiCalls).toEqual([]);
  });

  test("the home page and the product list show their products without asking the API", async ({
    page,
    request,
  }) => {
    const newest = ((await (await request.get("/api/products?limit=1")).json()) as ProductPage).items[0];
    if (!newest) throw new Error("no products");
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/(products|categories)/.test(r.url())) apiCalls.push(r.url());
    });
    await page.goto("/");
    await expect(page.getByRole("article").filter({ hasText: newest.name }).first()).toBeVisible();
    await page.goto("/products");
    await expect(page.getByRole("article").filter({ hasText: newest.name })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test("the sitemap lists every product and robots.txt points to it", async ({ request, baseURL }) => {
    const { total } = (await (await request.get("/api/products?limit=1")).json()) as ProductPage;
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locations.filter((l) => /\/products\/[0-9a-f-]{36}$/.test(l ?? ""))).toHaveLength(total);
    expect(locations).toContain(`${baseURL}/about`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("every storefront page sets its own translated title and description", async ({ page, request }) => {
    // In English, a product page is titled with the product's English name.
    const list = (await (await request.get("/api/products?limit=1&lang=en")).json()) as ProductPage;
    const product = list.items[0] as Product;
    const pages: Array<[string, RegExp]> = [
      ["/?lng=en", new RegExp(shopName)],
      ["/products?lng=en", new RegExp(`^${text("en", "products.title")}`)],
      [`/products/${product.id}?lng=en`, new RegExp(`^${product.name}`)],
      ["/search?q=tui&lng=en", /tui/],
      ["/about?lng=en", new RegExp(`^${text("en", "about.title")}`)],
      ["/warranty?lng=en", new RegExp(`^${text("en", "warranty.title")}`)],
      ["/privacy?lng=en", new RegExp(`^${text("en", "privacy.title")}`)],
      ["/cart?lng=en", new RegExp(`^${text("en", "cart.title")}`)],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{20,}/);
    }
  });
});
