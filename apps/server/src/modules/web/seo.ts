import { PAGE_PATHS, pagePath } from "@shop/shared";

/** Pages worth indexing; the cart, checkout, sign-in, account and admin pages are not. */
export const INDEXED_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.products,
  PAGE_PATHS.about,
  PAGE_PATHS.warranty,
  PAGE_PATHS.privacy,
  PAGE_PATHS.returns,
  PAGE_PATHS.shipping,
];

/** One sitemap file holds at most 50,000 URLs (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

export function renderRobotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

export function renderSitemapXml(
  publicUrl: string,
  products: ReadonlyArray<{ id: string; updatedAt: Date }>,
): string {
  const entries = [
    ...INDEXED_PAGES.map((path) => urlEntry(`${publicUrl}${path}`)),
    ...products.map((product) =>
      urlEntry(`${publicUrl}${pagePath("product", { id: product.id })}`, product.updatedAt),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

function urlEntry(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
