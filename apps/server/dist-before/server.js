var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
};

// src/app.ts
// src/config-jwt-secret.ts
import { randomBytes, randomUUID as randomUUID5 } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
// src/server.ts
// src/config.ts
import { join as join2, join as join12, resolve } from "node:path";
import Fastify, { LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
// ../../packages/shared/src/accounts.ts
// ../../packages/shared/src/admin.ts
// ../../packages/shared/src/catalogue.ts
import { z, z as z3, z as z4 } from "zod";

// ../../packages/shared/src/categories.ts
var CATEGORIES = ["Handbag", "Shoulder Bag", "Crossbody Bag", "Accessories"];
function isCategory(value) {
  return CATEGORIES.includes(value);
}
var CATEGORY_SEARCH_WORDS = {
  Handbag: ["Handbag", "T\xFAi x\xE1ch tay", "\uD578\uB4DC\uBC31", "\u30CF\u30F3\u30C9\u30D0\u30C3\u30B0"],
  "Shoulder Bag": [
    "Shoulder Bag",
    "T\xFAi \u0111eo vai",
    "\uC204\uB354\uBC31",
    "\u30B7\u30E7\u30EB\u30C0\u30FC\u30D0\u30C3\u30B0",
  ],
  "Crossbody Bag": [
    "Crossbody Bag",
    "T\xFAi \u0111eo ch\xE9o",
    "\uD06C\uB85C\uC2A4\uBC31",
    "\u30AF\u30ED\u30B9\u30DC\u30C7\u30A3\u30D0\u30C3\u30B0",
  ],
  Accessories: [
    "Accessories",
    "Ph\u1EE5 ki\u1EC7n",
    "\uC561\uC138\uC11C\uB9AC",
    "\u30A2\u30AF\u30BB\u30B5\u30EA\u30FC",
  ],
};

// ../../packages/shared/src/constants.ts
var CART_QUANTITY_MIN = 1;
var CART_QUANTITY_MAX = 5;
var MOBILE_BREAKPOINT_PX = 768;
var PROMOTION_DISCOUNT_MIN = 1;
var PROMOTION_DISCOUNT_MAX = 90;
var DEFAULT_VARIATION_COLOR = "#000000";
var ORDER_ID_PREFIX = "ORDER";
var PAYMENT_METHODS = ["cod"];
var PAGE_LIMIT_DEFAULT = 24;
var PAGE_LIMIT_MAX = 100;
var PRODUCT_SORTS = ["newest", "price_asc", "price_desc"];
var IMAGE_WIDTHS = [320, 640, 960];
var ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
var TOKEN_REFRESH_MARGIN_SECONDS = 5 * 60;
var PASSWORD_MIN_LENGTH = 8;
var SEARCH_TOTAL_CAP = 1e3;
var ORDER_STATUSES = ["pending", "delivered"];

// ../../packages/shared/src/colours.ts
var COLOURS = [
  { hex: "#000000", vi: "\u0110en", en: "Black" },
  { hex: "#ffffff", vi: "Tr\u1EAFng", en: "White" },
  { hex: "#d32f2f", vi: "\u0110\u1ECF", en: "Red" },
  { hex: "#1e4fa3", vi: "Xanh d\u01B0\u01A1ng", en: "Blue" },
  { hex: "#2e7d32", vi: "Xanh l\xE1", en: "Green" },
  { hex: "#f2c230", vi: "V\xE0ng", en: "Yellow" },
  { hex: "#e891b0", vi: "H\u1ED3ng", en: "Pink" },
  { hex: "#8a8d91", vi: "X\xE1m", en: "Gray" },
  { hex: "#7b4a2d", vi: "N\xE2u", en: "Brown" },
  { hex: "#e3d3b5", vi: "Be", en: "Beige" },
];
var HEX_COLOUR = /^#[0-9a-f]{6}$/i;
function isHexColour(value) {
  return HEX_COLOUR.test(value);
}
function normaliseHexColour(value) {
  return value.trim().toLowerCase();
}
function findNamedColour(hex) {
  const wanted = normaliseHexColour(hex);
  return COLOURS.find((colour) => colour.hex === wanted);
}
function sellableColours(variationColours) {
  return variationColours.length > 0 ? variationColours.map(normaliseHexColour) : [DEFAULT_VARIATION_COLOR];
}
function isSoldInColour(variationColours, colour) {
  return sellableColours(variationColours).includes(normaliseHexColour(colour));
}
var COLOUR_SEARCH_WORDS = {
  "#000000": ["\u0110en", "Black", "\uBE14\uB799", "\uAC80\uC815", "\u30D6\u30E9\u30C3\u30AF", "\u9ED2"],
  "#ffffff": [
    "Tr\u1EAFng",
    "White",
    "\uD654\uC774\uD2B8",
    "\uD770\uC0C9",
    "\u30DB\u30EF\u30A4\u30C8",
    "\u767D",
  ],
  "#d32f2f": ["\u0110\u1ECF", "Red", "\uB808\uB4DC", "\uBE68\uAC15", "\u30EC\u30C3\u30C9", "\u8D64"],
  "#1e4fa3": ["Xanh d\u01B0\u01A1ng", "Blue", "\uBE14\uB8E8", "\uD30C\uB791", "\u30D6\u30EB\u30FC", "\u9752"],
  "#2e7d32": ["Xanh l\xE1", "Green", "\uADF8\uB9B0", "\uCD08\uB85D", "\u30B0\u30EA\u30FC\u30F3", "\u7DD1"],
  "#f2c230": [
    "V\xE0ng",
    "Yellow",
    "\uC610\uB85C",
    "\uB178\uB791",
    "\u30A4\u30A8\u30ED\u30FC",
    "\u9EC4\u8272",
  ],
  "#e891b0": ["H\u1ED3ng", "Pink", "\uD551\uD06C", "\uBD84\uD64D", "\u30D4\u30F3\u30AF"],
  "#8a8d91": [
    "X\xE1m",
    "Gray",
    "Grey",
    "\uADF8\uB808\uC774",
    "\uD68C\uC0C9",
    "\u30B0\u30EC\u30FC",
    "\u7070\u8272",
  ],
  "#7b4a2d": [
    "N\xE2u",
    "Brown",
    "\uBE0C\uB77C\uC6B4",
    "\uAC08\uC0C9",
    "\u30D6\u30E9\u30A6\u30F3",
    "\u8336\u8272",
  ],
  "#e3d3b5": ["Be", "Beige", "\uBCA0\uC774\uC9C0", "\u30D9\u30FC\u30B8\u30E5"],
};
function colourSearchWords(variationColours) {
  return sellableColours(variationColours).flatMap((hex) => {
    const named = findNamedColour(hex);
    return named ? COLOUR_SEARCH_WORDS[named.hex] : [];
  });
}

// ../../packages/shared/src/catalogue.ts
var categorySchema = z.enum(CATEGORIES);
var hexColourSchema = z
  .string()
  .trim()
  .refine(isHexColour, "must be a colour like #1a2b3c")
  .transform(normaliseHexColour);
var promotionSchema = z
  .object({
    discount: z.number().int().min(PROMOTION_DISCOUNT_MIN).max(PROMOTION_DISCOUNT_MAX),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
  })
  .refine((p) => Date.parse(p.startDate) <= Date.parse(p.endDate), {
    message: "endDate must not be before startDate",
    path: ["endDate"],
  });
var variationSchema = z.object({
  color: hexColourSchema.default(DEFAULT_VARIATION_COLOR),
  images: z.array(z.string().min(1).max(500)).max(20),
});
var productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number().int(),
  category: categorySchema,
  description: z.array(z.string()),
  dimensions: z.string(),
  material: z.string(),
  careInstructions: z.string(),
  promotion: z.object({ discount: z.number(), startDate: z.string(), endDate: z.string() }).nullable(),
  variations: z.array(z.object({ color: z.string(), images: z.array(z.string()) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
var MAX_IDS_PER_BATCH = PAGE_LIMIT_MAX;
var productListQuerySchema = z
  .object({
    category: categorySchema.optional(),
    q: z.string().trim().max(100).optional(),
    ids: z
      .string()
      .transform((value) => value.split(",").filter(Boolean))
      .pipe(z.array(z.uuid()).min(1).max(MAX_IDS_PER_BATCH))
      .optional(),
    page: z.coerce.number().int().min(1).max(1e5).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
    sort: z.enum(PRODUCT_SORTS).default("newest"),
  })
  .strict();
var productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
var productIdParamsSchema = z.object({ id: z.uuid() });
var categoryCountSchema = z.object({ name: categorySchema, count: z.number().int() });
var productInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    price: z.number().int().min(0).max(1e9),
    category: categorySchema,
    description: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    dimensions: z.string().trim().max(200).default(""),
    material: z.string().trim().max(200).default(""),
    careInstructions: z.string().trim().max(1e3).default(""),
    promotion: promotionSchema.nullable().default(null),
    variations: z.array(variationSchema).max(10).default([]),
  })
  .strict();

// ../../packages/shared/src/checkout.ts
import { z as z2 } from "zod";

// ../../packages/shared/src/languages.ts
var LANGUAGES = ["vi", "en", "kr", "jp"];
var DEFAULT_LANGUAGE = "vi";
var HTML_LANG = { vi: "vi", en: "en", kr: "ko", jp: "ja" };
function isLanguage(value) {
  return LANGUAGES.includes(value);
}

// ../../packages/shared/src/checkout.ts
var PHONE_PATTERN = /^\d{10,11}$/;
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var customerInfoSchema = z2.object({
  fullName: z2.string().trim().min(1, "checkout.error_full_name").max(100, "checkout.error_full_name"),
  phone: z2.string().trim().regex(PHONE_PATTERN, "checkout.error_phone"),
  email: z2.string().trim().max(254, "checkout.error_email").regex(EMAIL_PATTERN, "checkout.error_email"),
  address: z2.string().trim().min(1, "checkout.error_address").max(300, "checkout.error_address"),
});
var orderItemInputSchema = z2.object({
  productId: z2.uuid(),
  color: hexColourSchema,
  quantity: z2.number().int().min(CART_QUANTITY_MIN).max(CART_QUANTITY_MAX),
});
var MAX_ORDER_LINES = 50;
var placeOrderSchema = z2
  .object({
    paymentMethod: z2.enum(PAYMENT_METHODS),
    customerInfo: customerInfoSchema,
    items: z2.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES),
    /** The shopper's interface language: the confirmation e-mail is written in it. */
    language: z2.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  })
  .superRefine((order, ctx) => {
    const perProduct = /* @__PURE__ */ new Map();
    for (const item of order.items) {
      perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
    }
    for (const [productId, quantity] of perProduct) {
      if (quantity > CART_QUANTITY_MAX) {
        ctx.addIssue({
          code: "custom",
          path: ["items"],
          message: `cart.quantity_max_alert (${productId})`,
        });
      }
    }
  });
function formatOrderId(milliseconds) {
  return `${ORDER_ID_PREFIX}${milliseconds}`;
}
var ORDER_ID_PATTERN = new RegExp(`^${ORDER_ID_PREFIX}\\d{13,}$`);
var idempotencyKeySchema = z2
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, "must be 8-100 letters, digits or -_:.");
var orderLineSchema = z2.object({
  productId: z2.string(),
  name: z2.string(),
  color: z2.string(),
  unitPrice: z2.number().int(),
  quantity: z2.number().int(),
});
var placedOrderSchema = z2.object({
  id: z2.uuid(),
  orderId: z2.string(),
  total: z2.number().int(),
  paymentMethod: z2.enum(PAYMENT_METHODS),
  customerInfo: z2.object({
    fullName: z2.string(),
    phone: z2.string(),
    email: z2.string(),
    address: z2.string(),
  }),
  items: z2.array(orderLineSchema),
  language: z2.enum(LANGUAGES),
  status: z2.enum(ORDER_STATUSES),
  createdAt: z2.string(),
});

// ../../packages/shared/src/admin.ts
var USER_ROLES = ["member", "admin"];
var adminUserSchema = z3.object({
  id: z3.uuid(),
  uid: z3.string(),
  email: z3.string(),
  role: z3.enum(USER_ROLES),
  createdAt: z3.string(),
});
var userUidSchema = z3.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a user uid");
var userUidParamsSchema = z3.object({ uid: userUidSchema });
var setUserPasswordSchema = z3.object({ password: z3.string().min(PASSWORD_MIN_LENGTH).max(200) }).strict();
var setAdminSchema = z3.object({ uid: userUidSchema }).strict();
var setRoleSchema = z3.object({ uid: userUidSchema, role: z3.enum(USER_ROLES) }).strict();
var orderStatusSchema = z3.enum(ORDER_STATUSES);
var ADMIN_ORDERS_PAGE_LIMIT = 20;
var adminOrderListQuerySchema = z3
  .object({
    status: orderStatusSchema.optional(),
    page: z3.coerce.number().int().min(1).max(1e5).default(1),
    limit: z3.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(ADMIN_ORDERS_PAGE_LIMIT),
  })
  .strict();
var adminOrderSchema = z3.object({
  id: z3.uuid(),
  orderId: z3.string(),
  total: z3.number().int(),
  paymentMethod: z3.string(),
  customerInfo: z3.object({
    fullName: z3.string(),
    phone: z3.string(),
    email: z3.string(),
    address: z3.string(),
  }),
  status: orderStatusSchema,
  createdAt: z3.string(),
  items: z3.array(orderLineSchema),
});
var adminOrderPageSchema = z3.object({
  items: z3.array(adminOrderSchema),
  total: z3.number().int(),
  page: z3.number().int(),
  limit: z3.number().int(),
});
var orderIdParamsSchema = z3.object({ id: z3.uuid() });
var setOrderStatusSchema = z3.object({ status: orderStatusSchema }).strict();
var deleteOrdersQuerySchema = z3.object({ status: z3.literal("delivered") }).strict();
var MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
var MEDIA_KINDS = ["cover", "additional"];
var mediaUploadFieldsSchema = z3
  .object({
    productId: z3.union([z3.literal("new"), z3.uuid()]),
    color: hexColourSchema,
    kind: z3.enum(MEDIA_KINDS),
  })
  .strict();
var mediaUploadResultSchema = z3.object({ url: z3.string() });

// ../../packages/shared/src/accounts.ts
var PASSWORD_MAX_LENGTH = 200;
var EMAIL_MAX_LENGTH = 254;
var emailSchema = z4
  .string()
  .trim()
  .min(1, "login.error_email_required")
  .max(EMAIL_MAX_LENGTH, "checkout.error_email")
  .pipe(z4.email("checkout.error_email"));
var newPasswordSchema = z4
  .string()
  .min(PASSWORD_MIN_LENGTH, "register.error_password_too_short")
  .max(PASSWORD_MAX_LENGTH, "register.error_password_too_short");
var givenPasswordSchema = z4.string().min(1, "account.error_empty_fields").max(PASSWORD_MAX_LENGTH);
var registerSchema = z4.strictObject({ email: emailSchema, password: newPasswordSchema });
var loginSchema = z4.strictObject({ email: emailSchema, password: givenPasswordSchema });
var refreshTokenSchema = z4.strictObject({ refreshToken: z4.string().min(1).max(200) });
var passwordResetRequestSchema = z4.strictObject({
  email: emailSchema,
  /** The interface language, so the mail speaks it; vi when absent. */
  language: z4.enum(["vi", "en", "kr", "jp"]).optional(),
});
var passwordResetConfirmSchema = z4.strictObject({
  token: z4.string().min(1).max(200),
  password: newPasswordSchema,
});
var changePasswordSchema = z4.strictObject({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
var registerFormSchema = z4
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: z4.string() })
  .refine((form) => form.password === form.confirmPassword, {
    // Its own words: a new account has no "new" password to set against an old one.
    message: "register.error_password_mismatch",
    path: ["confirmPassword"],
  });
var changePasswordFormSchema = z4
  .object({
    currentPassword: z4.string().min(1, "account.error_empty_fields"),
    newPassword: z4.string().min(1, "account.error_empty_fields"),
    confirmPassword: z4.string().min(1, "account.error_empty_fields"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "account.error_password_mismatch",
    path: ["confirmPassword"],
  })
  .pipe(
    z4.object({
      currentPassword: z4.string(),
      newPassword: newPasswordSchema,
      confirmPassword: z4.string(),
    }),
  );
var accountUserSchema = z4.object({
  id: z4.uuid(),
  uid: z4.string(),
  email: z4.string(),
  role: z4.enum(USER_ROLES),
  /** False for accounts made through Google or Facebook only (no password to change yet). */
  hasPassword: z4.boolean(),
});
var sessionSchema = z4.object({
  accessToken: z4.string(),
  /** When the access token expires (ISO 8601): the web app refreshes TOKEN_REFRESH_MARGIN_SECONDS before. */
  accessTokenExpiresAt: z4.string(),
  refreshToken: z4.string(),
  user: accountUserSchema,
});
var OAUTH_PROVIDERS = ["google", "facebook"];
var oauthExchangeSchema = z4.strictObject({ code: z4.string().min(1).max(200) });
var favouriteParamsSchema = z4.object({ productId: z4.uuid() });
var favouriteListSchema = z4.object({ items: z4.array(productSchema) });
var customerOrderSchema = z4.object({
  id: z4.uuid(),
  orderId: z4.string(),
  total: z4.number().int(),
  paymentMethod: z4.string(),
  status: orderStatusSchema,
  address: z4.string(),
  createdAt: z4.string(),
  items: z4.array(orderLineSchema),
});
var customerOrderListSchema = z4.object({ items: z4.array(customerOrderSchema) });

// ../../packages/shared/src/ids.ts
var UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
function isUuid(value) {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

// ../../packages/shared/src/images.ts
var PRODUCT_CARD_IMAGE_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";
var PRODUCT_PAGE_IMAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";
var LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 960;
var WIDTH_SUFFIX = /-(\d+)\.webp(?=$|[?#])/;
function imageUrlForWidth(url, width) {
  const match = WIDTH_SUFFIX.exec(url);
  if (!match || !isImageWidth(Number(match[1]))) return null;
  return url.replace(WIDTH_SUFFIX, `-${width}.webp`);
}
function imageSrcSet(url) {
  if (imageUrlForWidth(url, LARGEST_WIDTH) === null) return null;
  return IMAGE_WIDTHS.map((width) => `${imageUrlForWidth(url, width)} ${width}w`).join(", ");
}
function storedImageName(baseName, width) {
  return `${baseName}-${width}.webp`;
}
function isImageWidth(width) {
  return IMAGE_WIDTHS.includes(width);
}

// ../../packages/shared/src/initial-data.ts
var INITIAL_DATA_ELEMENT_ID = "initial-data";
var HOME_PRODUCTS_PER_CATEGORY = 8;
var DEFAULT_PRODUCT_SORT = "newest";
function isProductSort(value) {
  return PRODUCT_SORTS.includes(value);
}
function parseProductListParams(search) {
  const category = search.get("category") ?? "";
  const sort = search.get("sort") ?? "";
  const page = Number(search.get("page"));
  return {
    category: isCategory(category) ? category : null,
    sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 1e5 ? page : 1,
  };
}

// ../../packages/shared/src/money.ts
var vndNumber = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });
function formatVnd(amount) {
  return `${vndNumber.format(Math.round(amount))} VN\u0110`;
}

// ../../packages/shared/src/preload-names.ts
var PRELOADED_PAGES = ["home", "products", "product", "search", "cart", "about", "warranty", "privacy"];
var PRELOAD_QUERY_CLIENT = "query-client";
function pagePreloadName(page) {
  return `page:${page}`;
}
function localePreloadName(language) {
  return `locale:${language}`;
}
var PRELOAD_NAMES_FILE = ".vite/preload-names.json";

// ../../packages/shared/src/promotion.ts
function isPromotionActive(promotion, now = /* @__PURE__ */ new Date()) {
  if (!promotion || promotion.discount <= 0) return false;
  const start2 = Date.parse(promotion.startDate);
  const end = Date.parse(promotion.endDate);
  const at = now.getTime();
  return at >= start2 && at <= end;
}
function priceWithPromotion(product, now = /* @__PURE__ */ new Date()) {
  if (!isPromotionActive(product.promotion, now)) return product.price;
  const discount = product.promotion?.discount ?? 0;
  return Math.round((product.price * (100 - discount)) / 100);
}

// ../../packages/shared/src/routes.ts
var PAGE_PATHS = {
  home: "/",
  products: "/products",
  product: "/products/:id",
  search: "/search",
  cart: "/cart",
  checkout: "/checkout",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  account: "/account",
  admin: "/admin",
  adminEdit: "/admin/edit/:id",
  about: "/about",
  warranty: "/warranty",
  privacy: "/privacy",
};
function pagePath(name, params = {}) {
  return PAGE_PATHS[name].replace(/:(\w+)/g, (_, key) => encodeURIComponent(params[key] ?? ""));
}
var PAGE_PATTERNS = Object.values(PAGE_PATHS).map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}/?$`),
);
function isPagePath(pathname) {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

// ../../packages/shared/src/search-text.ts
function normaliseSearchText(text2) {
  return text2
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}
function searchWords(query) {
  const normalised = normaliseSearchText(query);
  if (!normalised) return [];
  return [...new Set(normalised.split(" "))];
}

// ../../packages/shared/src/shop-info.ts
var DEFAULT_SHOP_INFO = {
  name: "Lumi Bags",
  hotline: "1900 6868",
  supportEmail: "support@lumibags.vn",
  facebookUrl: "https://www.facebook.com/lumibags.vn",
  instagramUrl: "https://www.instagram.com/lumibags.vn",
  messengerUrl: "https://m.me/lumibags.vn",
  messengerPageId: null,
  zaloUrl: null,
  googleEnabled: false,
  facebookEnabled: false,
};

// src/paths.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// src/config.ts
import { z as z5 } from "zod";

function findServerPackageDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8"));
      if (name === "@shop/server") return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("The @shop/server package directory was not found");
    dir = parent;
  }
}
var SERVER_PACKAGE_DIR = findServerPackageDir();
var MIGRATIONS_DIR = join(SERVER_PACKAGE_DIR, "drizzle");
var DEMO_ASSETS_DIR = join(SERVER_PACKAGE_DIR, "demo-assets");
var DEFAULT_WEB_DIST_DIR = join(SERVER_PACKAGE_DIR, "..", "web", "dist");

// src/config.ts
var METRICS_TOKEN_MIN_LENGTH = 16;
var LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
var JWT_SECRET_MIN_LENGTH = 32;
var optionalText = z5.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? void 0 : value),
  z5.string().trim().optional(),
);
function optional(schema) {
  return z5.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? void 0 : value),
    schema.optional(),
  );
}
var httpUrl = z5
  .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));
var booleanFlag = z5
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");
var environmentSchema = z5
  .object({
    PORT: optional(z5.coerce.number({ message: "must be a number" }).int().min(1).max(65535)),
    HOST: optionalText,
    DATA_DIR: optionalText,
    DATABASE_URL: optional(
      z5.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// or postgresql:// URL" }),
    ),
    PUBLIC_URL: optional(httpUrl),
    LOG_LEVEL: optional(z5.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` })),
    JWT_SECRET: optional(
      z5.string().min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`),
    ),
    ADMIN_EMAIL: optional(z5.email({ message: "must be an e-mail address" })),
    ADMIN_PASSWORD: optional(
      z5.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
    ),
    SMTP_URL: optional(z5.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: optionalText,
    TRUST_PROXY: optional(
      z5
        .string()
        .trim()
        .regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, "must be true, false, a hop count or proxy addresses")
        .transform((value) =>
          value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
        ),
    ),
    ORDER_RATE_LIMIT: optional(z5.coerce.number({ message: "must be a number" }).int().min(1).max(1e6)),
    REDIS_URL: optional(z5.url({ protocol: /^rediss?$/, message: "must be a redis:// or rediss:// URL" })),
    S3_ENDPOINT: optional(httpUrl),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    SHOP_NAME: optionalText,
    SHOP_HOTLINE: optionalText,
    SHOP_SUPPORT_EMAIL: optional(z5.email({ message: "must be an e-mail address" })),
    SHOP_FACEBOOK_URL: optional(httpUrl),
    SHOP_INSTAGRAM_URL: optional(httpUrl),
    MESSENGER_URL: optional(httpUrl),
    MESSENGER_PAGE_ID: optional(z5.string().regex(/^\d+$/, "must be the page's numeric id")),
    ZALO_URL: optional(httpUrl),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER_URL: optional(httpUrl),
    FACEBOOK_AUTHORIZATION_URL: optional(httpUrl),
    FACEBOOK_TOKEN_URL: optional(httpUrl),
    FACEBOOK_USERINFO_URL: optional(z5.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    SEED_DEMO: optional(booleanFlag),
    METRICS_TOKEN: optional(
      z5
        .string()
        .trim()
        .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`),
    ),
    SHUTDOWN_DELAY_SECONDS: optional(z5.coerce.number({ message: "must be a number" }).min(0).max(300)),
    WEB_DIST_DIR: optionalText,
  })
  .superRefine((env, ctx) => {
    const requireTogether = (names, why) => {
      const present = names.filter((name) => env[name] !== void 0);
      if (present.length === 0 || present.length === names.length) return;
      for (const name of names) {
        if (env[name] === void 0) ctx.addIssue({ code: "custom", path: [name], message: why });
      }
    };
    requireTogether(["ADMIN_EMAIL", "ADMIN_PASSWORD"], "ADMIN_EMAIL and ADMIN_PASSWORD go together");
    requireTogether(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"], "Google sign-in needs both id and secret");
    requireTogether(
      ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
      "Facebook sign-in needs both id and secret",
    );
    const s3Used = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].some(
      (name) => env[name] !== void 0,
    );
    if (s3Used) {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
        if (env[name] === void 0) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when S3 storage is configured",
          });
        }
      }
    }
    if (env.DATABASE_URL !== void 0 && env.JWT_SECRET === void 0) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when DATABASE_URL is set" });
    }
  });
var ConfigError = class extends Error {
  constructor(problems) {
    super(`Invalid configuration:
${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
    this.name = "ConfigError";
  }
  problems;
};
function loadConfig(env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const port = e.PORT ?? 3e3;
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET) : null;
  const facebook =
    e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
      ? pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET)
      : null;
  const shop = {
    name: e.SHOP_NAME ?? DEFAULT_SHOP_INFO.name,
    hotline: e.SHOP_HOTLINE ?? DEFAULT_SHOP_INFO.hotline,
    supportEmail: e.SHOP_SUPPORT_EMAIL ?? DEFAULT_SHOP_INFO.supportEmail,
    facebookUrl: e.SHOP_FACEBOOK_URL ?? DEFAULT_SHOP_INFO.facebookUrl,
    instagramUrl: e.SHOP_INSTAGRAM_URL ?? DEFAULT_SHOP_INFO.instagramUrl,
    messengerUrl: e.MESSENGER_URL ?? DEFAULT_SHOP_INFO.messengerUrl,
    messengerPageId: e.MESSENGER_PAGE_ID ?? DEFAULT_SHOP_INFO.messengerPageId,
    zaloUrl: e.ZALO_URL ?? DEFAULT_SHOP_INFO.zaloUrl,
    googleEnabled: google !== null,
    facebookEnabled: facebook !== null,
  };
  return {
    port,
    host: e.HOST ?? "0.0.0.0",
    dataDir: resolve(e.DATA_DIR ?? "./data"),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: e.LOG_LEVEL ?? "info",
    jwtSecret: e.JWT_SECRET ?? null,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `"${shop.name}" <${shop.supportEmail}>`,
    redisUrl: e.REDIS_URL ?? null,
    orderRateLimit: e.ORDER_RATE_LIMIT ?? 20,
    trustProxy: e.TRUST_PROXY ?? false,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? "us-east-1",
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : null,
    shop,
    google,
    facebook,
    oauthEndpoints: {
      googleIssuer: e.GOOGLE_ISSUER_URL ?? "https://accounts.google.com",
      facebookAuthorization: e.FACEBOOK_AUTHORIZATION_URL ?? "https://www.facebook.com/v19.0/dialog/oauth",
      facebookToken: e.FACEBOOK_TOKEN_URL ?? "https://graph.facebook.com/v19.0/oauth/access_token",
      facebookUserinfo: e.FACEBOOK_USERINFO_URL ?? "https://graph.facebook.com/v19.0/me?fields=id,email",
    },
    seedDemo: e.SEED_DEMO ?? true,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDelayMs: Math.round((e.SHUTDOWN_DELAY_SECONDS ?? 0) * 1e3),
  };
}
function pair(clientId, clientSecret) {
  return { clientId, clientSecret };
}

// src/config-jwt-secret.ts
async function resolveJwtSecret(config) {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join2(config.dataDir, "jwt-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(
    file,
    `${secret}
`,
    { mode: 384 },
  );
  return secret;
}

// src/modules/media/media.upload.routes.ts
import multipart from "@fastify/multipart";

// src/app-error.ts
var AppError = class extends Error {
  constructor(code, status, message, fields) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.name = "AppError";
  }
  code;
  status;
  fields;
};

// src/modules/media/media.upload.routes.ts
var MULTIPART_OVERHEAD_BYTES = 16 * 1024;
var FIELD_NAMES = ["productId", "color", "kind"];
function tooLarge() {
  return new AppError("payload_too_large", 413, "An image may be at most 10 MB.");
}
async function registerMediaUploadRoutes(app, { media }) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MEDIA_UPLOAD_MAX_BYTES,
        files: 1,
        fields: FIELD_NAMES.length,
        fieldSize: 100,
        parts: FIELD_NAMES.length + 1,
      },
    });
    const routes = scope.withTypeProvider();
    routes.post(
      "/api/media",
      { schema: { response: { 201: mediaUploadResultSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError("unsupported_media_type", 415, "Send the image as multipart/form-data.");
        }
        const declaredLength = Number(request.headers["content-length"] ?? 0);
        if (declaredLength > MEDIA_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
        let bytes = null;
        const fields = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === "file") {
              if (part.fieldname !== "file") throw new AppError("bad_request", 400, "Unexpected file field.");
              bytes = await part.toBuffer();
            } else if (typeof part.value === "string") {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          const status = error.statusCode;
          if (status === 413) throw tooLarge();
          throw error;
        }
        if (!bytes) {
          throw new AppError("validation_failed", 400, "The image file is missing.", { file: "required" });
        }
        const parsed = mediaUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const faults = {};
          for (const issue of parsed.error.issues)
            faults[String(issue.path[0] ?? "request")] ??= issue.message;
          throw new AppError(
            "validation_failed",
            400,
            `Invalid upload fields: ${Object.keys(faults).join(", ")}`,
            faults,
          );
        }
        return reply.code(201).send(await media.storeProductImage(bytes, parsed.data));
      },
    );
  });
}

// src/modules/orders/orders.admin.routes.ts
import { z as z6 } from "zod";

function registerOrderAdminRoutes(app, { orders: orders2 }) {
  const routes = app.withTypeProvider();
  routes.get(
    "/api/orders",
    {
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderPageSchema } },
    },
    async (request) => orders2.listOrders(request.query),
  );
  routes.put(
    "/api/orders/:id/status",
    {
      schema: {
        params: orderIdParamsSchema,
        body: setOrderStatusSchema,
        response: { 200: z6.object({ status: setOrderStatusSchema.shape.status }) },
      },
    },
    async (request) => {
      await orders2.setStatus(request.params.id, request.body.status);
      return { status: request.body.status };
    },
  );
  routes.delete("/api/orders/:id", { schema: { params: orderIdParamsSchema } }, async (request, reply) => {
    await orders2.deleteOrder(request.params.id);
    return reply.code(204).send();
  });
  routes.delete(
    "/api/orders",
    {
      schema: {
        querystring: deleteOrdersQuerySchema,
        response: { 200: z6.object({ deleted: z6.number().int() }) },
      },
    },
    async () => orders2.deleteDeliveredOrders(),
  );
}

// src/modules/products/products.admin.routes.ts
function registerProductAdminRoutes(app, { productAdmin }) {
  const routes = app.withTypeProvider();
  routes.post(
    "/api/products",
    { schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) => reply.code(201).send(await productAdmin.createProduct(request.body)),
  );
  routes.put(
    "/api/products/:id",
    {
      schema: { params: productIdParamsSchema, body: productInputSchema, response: { 200: productSchema } },
    },
    async (request) => productAdmin.updateProduct(request.params.id, request.body),
  );
  routes.delete(
    "/api/products/:id",
    { schema: { params: productIdParamsSchema } },
    async (request, reply) => {
      await productAdmin.deleteProduct(request.params.id);
      return reply.code(204).send();
    },
  );
}

// src/plugins/auth-guard.ts
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
// src/modules/users/users.admin.routes.ts
import { z as z7 } from "zod";

var ACCESS_TOKEN_ALGORITHM = "HS256";
var ACCESS_TOKEN_AUDIENCE = "shop-api";
var UUID_PATTERN2 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function createAccessTokens({ secret, issuer, clock = () => /* @__PURE__ */ new Date() }) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(clock().getTime() / 1e3);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1e3) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ["sub", "exp", "iat", "sid"],
          currentDate: clock(),
        });
        const { sub, sid } = payload;
        if (typeof sub !== "string" || !UUID_PATTERN2.test(sub)) throw unauthorized();
        if (typeof sid !== "string" || !UUID_PATTERN2.test(sid)) throw unauthorized();
        return { userId: sub, sessionId: sid };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JOSEError) {
          throw unauthorized(error instanceof joseErrors.JWTExpired ? "The session has expired." : void 0);
        }
        throw error;
      }
    },
  };
}
function createAuthGuard({
  accessTokens,
  findSessionUser: findSessionUser2,
  clock = () => /* @__PURE__ */ new Date(),
}) {
  async function authenticate(request) {
    const token = bearerToken(request);
    if (!token) throw unauthorized("Sign in first.");
    const claims = await accessTokens.verify(token);
    const user = await findSessionUser2({
      userId: claims.userId,
      familyId: claims.sessionId,
      now: clock(),
    });
    if (!user) throw unauthorized("The session has ended; sign in again.");
    request.user = user;
    request.sessionId = claims.sessionId;
    return user;
  }
  return {
    async requireUser(request) {
      await authenticate(request);
    },
    async requireAdmin(request) {
      const user = await authenticate(request);
      if (user.role !== "admin") throw new AppError("forbidden", 403, "Administrators only.");
    },
    async identify(request) {
      if (!bearerToken(request)) return null;
      try {
        return await authenticate(request);
      } catch (error) {
        if (error instanceof AppError && error.status === 401) return null;
        throw error;
      }
    },
  };
}
function registerAuthGuard(app, guard) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorate("auth", guard);
}
function signedInUser(request) {
  if (!request.user) throw unauthorized("Sign in first.");
  return request.user;
}
function bearerToken(request) {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
function unauthorized(message = "The access token is missing or invalid.") {
  return new AppError("unauthorized", 401, message);
}

// src/modules/users/users.admin.routes.ts
var okSchema = z7.object({ ok: z7.literal(true) });
function registerUserAdminRoutes(app, { users: users2 }) {
  const routes = app.withTypeProvider();
  routes.get("/api/users", { schema: { response: { 200: z7.array(adminUserSchema) } } }, async (request) =>
    users2.listUsers(signedInUser(request)),
  );
  routes.delete("/api/users/:uid", { schema: { params: userUidParamsSchema } }, async (request, reply) => {
    await users2.deleteUser(signedInUser(request), request.params.uid);
    return reply.code(204).send();
  });
  routes.put(
    "/api/users/:uid/password",
    {
      schema: { params: userUidParamsSchema, body: setUserPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await users2.setPassword(signedInUser(request), request.params.uid, request.body.password);
      return { ok: true };
    },
  );
  routes.post(
    "/api/set-admin",
    { schema: { body: setAdminSchema, response: { 200: okSchema } } },
    async (request) => {
      await users2.setRole(signedInUser(request), request.body.uid, "admin");
      return { ok: true };
    },
  );
  routes.post(
    "/api/set-role",
    { schema: { body: setRoleSchema, response: { 200: okSchema } } },
    async (request) => {
      await users2.setRole(signedInUser(request), request.body.uid, request.body.role);
      return { ok: true };
    },
  );
}

// src/modules/admin-routes.ts
async function registerAdminRoutes(app, services) {
  await app.register(async (admin) => {
    admin.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "admin" };
    });
    admin.addHook("onRequest", admin.auth.requireAdmin);
    registerProductAdminRoutes(admin, { productAdmin: services.productAdmin });
    registerUserAdminRoutes(admin, { users: services.users });
    registerOrderAdminRoutes(admin, { orders: services.orders });
    await registerMediaUploadRoutes(admin, { media: services.media });
  });
}

// src/modules/auth/attempt-limiter.ts
import { Redis } from "ioredis";

function createMemoryAttemptStore(clock = () => /* @__PURE__ */ new Date()) {
  const windows = /* @__PURE__ */ new Map();
  const live = (key) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= clock().getTime()) {
      windows.delete(key);
      return void 0;
    }
    return entry;
  };
  let writes = 0;
  const sweep = () => {
    const now = clock().getTime();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    async increment(key, windowMs) {
      if (++writes % 1e3 === 0) sweep();
      const now = clock().getTime();
      const entry = live(key) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async peek(key) {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetInMs: entry.resetAt - clock().getTime() }
        : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
var INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
function createRedisAttemptStore(redis, prefix = "shop-attempts:") {
  return {
    async increment(key, windowMs) {
      const [count5, ttl] = await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(windowMs));
      return { count: count5, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count5, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count5 ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
function createAttemptLimiter(store) {
  const refuse = (reply, resetInMs) => {
    reply.header("retry-after", String(Math.max(1, Math.ceil(resetInMs / 1e3))));
    throw new AppError("too_many_requests", 429, "Too many attempts. Please try again later.");
  };
  return {
    async consume(reply, rules) {
      const results = await Promise.all(rules.map((rule) => store.increment(rule.key, rule.windowMs)));
      let wait = 0;
      rules.forEach((rule, index2) => {
        const result = results[index2];
        if (result && result.count > rule.limit) wait = Math.max(wait, result.resetInMs);
      });
      if (wait > 0) refuse(reply, wait);
    },
    async check(reply, rules) {
      const results = await Promise.all(rules.map((rule) => store.peek(rule.key)));
      let wait = 0;
      rules.forEach((rule, index2) => {
        const result = results[index2];
        if (result && result.count >= rule.limit) wait = Math.max(wait, result.resetInMs);
      });
      if (wait > 0) refuse(reply, wait);
    },
    async recordFailure(rules) {
      await Promise.all(rules.map((rule) => store.increment(rule.key, rule.windowMs)));
    },
    async clear(key) {
      await store.clear(key);
    },
  };
}
var MINUTE = 6e4;
var SIGN_IN_LIMITS = {
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registrationsPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  registrationsPerAccount: { limit: 5, windowMs: 10 * MINUTE },
  resetsPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  resetsPerAccount: { limit: 3, windowMs: 15 * MINUTE },
};
function createAttemptStore(app, redisUrl, clock = () => /* @__PURE__ */ new Date()) {
  if (!redisUrl) return createMemoryAttemptStore(clock);
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on("error", (error) => app.log.warn({ err: error }, "redis (attempt limits) unavailable"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => void 0);
  });
  const store = createRedisAttemptStore(redis);
  const tolerant = (fallback) => (error) => {
    app.log.warn({ err: error }, "attempt limits skipped: redis failed");
    return fallback;
  };
  return {
    increment: (key, windowMs) => store.increment(key, windowMs).catch(tolerant({ count: 0, resetInMs: 0 })),
    peek: (key) => store.peek(key).catch(tolerant({ count: 0, resetInMs: 0 })),
    clear: (key) => store.clear(key).catch(tolerant(void 0)),
  };
}

// src/modules/auth/auth.routes.ts
import { z as z8 } from "zod";

function registerAuthRoutes(app, { auth, throttle }) {
  const routes = app.withTypeProvider();
  routes.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: sessionSchema } } },
    async (request, reply) => {
      await throttle.register(reply, { ip: request.ip, email: request.body.email });
      return reply.code(201).send(await auth.register(request.body));
    },
  );
  routes.post(
    "/api/login",
    { schema: { body: loginSchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      return throttle.login(reply, { ip: request.ip, email: request.body.email }, () =>
        auth.login(request.body),
      );
    },
  );
  routes.post(
    "/api/token/refresh",
    { schema: { body: refreshTokenSchema, response: { 200: sessionSchema } } },
    async (request) => auth.refresh(request.body.refreshToken),
  );
  routes.post("/api/logout", { schema: { body: refreshTokenSchema } }, async (request, reply) => {
    await auth.logout(request.body.refreshToken);
    return reply.code(204).send();
  });
  routes.get(
    "/api/me",
    {
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: { response: { 200: accountUserSchema } },
    },
    async (request) => auth.me(signedInUser(request).id),
  );
  routes.put(
    "/api/me/password",
    {
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: { body: changePasswordSchema },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await throttle.changePassword(reply, user.id);
      await auth.changePassword({
        userId: user.id,
        sessionId: request.sessionId ?? "",
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return reply.code(204).send();
    },
  );
  routes.post(
    "/api/password-reset",
    {
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: z8.object({ status: z8.literal("accepted") }) },
      },
    },
    async (request, reply) => {
      await throttle.requestPasswordReset(reply, { ip: request.ip, email: request.body.email });
      await auth.requestPasswordReset(request.body);
      return reply.code(202).send({ status: "accepted" });
    },
  );
  routes.post(
    "/api/password-reset/confirm",
    { schema: { body: passwordResetConfirmSchema } },
    async (request, reply) => {
      await throttle.confirmPasswordReset(reply, request.ip);
      await auth.confirmPasswordReset(request.body);
      return reply.code(204).send();
    },
  );
}

// src/modules/auth/auth.service.ts
import { randomUUID } from "node:crypto";

// src/i18n/server-texts.ts
var SERVER_TEXTS = {
  vi: {
    orderConfirmation: {
      subject: "X\xE1c nh\u1EADn \u0111\u01A1n h\xE0ng {orderId}",
      greeting: "Xin ch\xE0o {name},",
      thanks:
        "C\u1EA3m \u01A1n b\u1EA1n \u0111\xE3 \u0111\u1EB7t h\xE0ng! Ch\xFAng t\xF4i \u0111\xE3 nh\u1EADn \u0111\u01B0\u1EE3c \u0111\u01A1n h\xE0ng c\u1EE7a b\u1EA1n.",
      orderId: "M\xE3 \u0111\u01A1n h\xE0ng",
      lines: "S\u1EA3n ph\u1EA9m",
      quantity: "S\u1ED1 l\u01B0\u1EE3ng: {quantity}",
      colour: "M\xE0u",
      total: "T\u1ED5ng c\u1ED9ng",
      paymentMethod: "Thanh to\xE1n",
      cod: "Thanh to\xE1n khi nh\u1EADn h\xE0ng (COD)",
      address: "\u0110\u1ECBa ch\u1EC9 giao h\xE0ng",
      phone: "S\u1ED1 \u0111i\u1EC7n tho\u1EA1i",
      callToConfirm:
        "Ch\xFAng t\xF4i s\u1EBD g\u1ECDi \u0111i\u1EC7n cho b\u1EA1n \u0111\u1EC3 x\xE1c nh\u1EADn \u0111\u01A1n h\xE0ng tr\u01B0\u1EDBc khi giao.",
      questions: "N\u1EBFu c\xF3 c\xE2u h\u1ECFi, h\xE3y g\u1ECDi {hotline} ho\u1EB7c vi\u1EBFt cho {email}.",
      signature: "Tr\xE2n tr\u1ECDng,\n{shop}",
    },
    passwordReset: {
      subject: "\u0110\u1EB7t l\u1EA1i m\u1EADt kh\u1EA9u t\u1EA1i {shop}",
      intro:
        "Ch\xFAng t\xF4i nh\u1EADn \u0111\u01B0\u1EE3c y\xEAu c\u1EA7u \u0111\u1EB7t l\u1EA1i m\u1EADt kh\u1EA9u cho t\xE0i kho\u1EA3n {email}.",
      action: "\u0110\u1EB7t m\u1EADt kh\u1EA9u m\u1EDBi",
      expiry:
        "Li\xEAn k\u1EBFt c\xF3 hi\u1EC7u l\u1EF1c trong 1 gi\u1EDD v\xE0 ch\u1EC9 d\xF9ng \u0111\u01B0\u1EE3c m\u1ED9t l\u1EA7n.",
      ignore:
        "N\u1EBFu b\u1EA1n kh\xF4ng y\xEAu c\u1EA7u, h\xE3y b\u1ECF qua th\u01B0 n\xE0y: m\u1EADt kh\u1EA9u c\u1EE7a b\u1EA1n v\u1EABn gi\u1EEF nguy\xEAn.",
    },
    colours: {
      Black: "\u0110en",
      White: "Tr\u1EAFng",
      Red: "\u0110\u1ECF",
      Blue: "Xanh d\u01B0\u01A1ng",
      Green: "Xanh l\xE1",
      Yellow: "V\xE0ng",
      Pink: "H\u1ED3ng",
      Gray: "X\xE1m",
      Brown: "N\xE2u",
      Beige: "Be",
    },
    page: {
      tagline: "T\xFAi x\xE1ch, t\xFAi \u0111eo vai, t\xFAi \u0111eo ch\xE9o v\xE0 ph\u1EE5 ki\u1EC7n",
      description:
        "C\u1EEDa h\xE0ng t\xFAi x\xE1ch tr\u1EF1c tuy\u1EBFn: t\xFAi x\xE1ch tay, t\xFAi \u0111eo vai, t\xFAi \u0111eo ch\xE9o v\xE0 ph\u1EE5 ki\u1EC7n. Gi\xE1 b\u1EB1ng VN\u0110, thanh to\xE1n khi nh\u1EADn h\xE0ng.",
    },
  },
  en: {
    orderConfirmation: {
      subject: "Order confirmation {orderId}",
      greeting: "Hello {name},",
      thanks: "Thank you for your order! We have received it.",
      orderId: "Order ID",
      lines: "Items",
      quantity: "Quantity: {quantity}",
      colour: "Colour",
      total: "Total",
      paymentMethod: "Payment",
      cod: "Cash on delivery (COD)",
      address: "Delivery address",
      phone: "Phone number",
      callToConfirm: "We will call you to confirm your order before it is shipped.",
      questions: "Any questions? Call {hotline} or write to {email}.",
      signature: "Kind regards,\n{shop}",
    },
    passwordReset: {
      subject: "Reset your password at {shop}",
      intro: "We received a request to reset the password of the account {email}.",
      action: "Choose a new password",
      expiry: "The link works for 1 hour and only once.",
      ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    },
    colours: {
      Black: "Black",
      White: "White",
      Red: "Red",
      Blue: "Blue",
      Green: "Green",
      Yellow: "Yellow",
      Pink: "Pink",
      Gray: "Gray",
      Brown: "Brown",
      Beige: "Beige",
    },
    page: {
      tagline: "Handbags, shoulder bags, crossbody bags and accessories",
      description:
        "An online shop for handbags, shoulder bags, crossbody bags and accessories. Prices in VN\u0110, cash on delivery.",
    },
  },
  kr: {
    orderConfirmation: {
      subject: "\uC8FC\uBB38 \uD655\uC778 {orderId}",
      greeting: "{name}\uB2D8, \uC548\uB155\uD558\uC138\uC694.",
      thanks:
        "\uC8FC\uBB38\uD574 \uC8FC\uC154\uC11C \uAC10\uC0AC\uD569\uB2C8\uB2E4! \uC8FC\uBB38\uC774 \uC815\uC0C1\uC801\uC73C\uB85C \uC811\uC218\uB418\uC5C8\uC2B5\uB2C8\uB2E4.",
      orderId: "\uC8FC\uBB38 \uBC88\uD638",
      lines: "\uC8FC\uBB38 \uC0C1\uD488",
      quantity: "\uC218\uB7C9: {quantity}",
      colour: "\uC0C9\uC0C1",
      total: "\uD569\uACC4",
      paymentMethod: "\uACB0\uC81C \uBC29\uBC95",
      cod: "\uCC29\uBD88 \uACB0\uC81C (COD)",
      address: "\uBC30\uC1A1 \uC8FC\uC18C",
      phone: "\uC804\uD654\uBC88\uD638",
      callToConfirm:
        "\uBC30\uC1A1 \uC804\uC5D0 \uC8FC\uBB38 \uD655\uC778\uC744 \uC704\uD574 \uC804\uD654\uB4DC\uB9AC\uACA0\uC2B5\uB2C8\uB2E4.",
      questions:
        "\uBB38\uC758 \uC0AC\uD56D\uC740 {hotline} \uB610\uB294 {email}\uB85C \uC5F0\uB77D\uD574 \uC8FC\uC138\uC694.",
      signature: "\uAC10\uC0AC\uD569\uB2C8\uB2E4.\n{shop}",
    },
    passwordReset: {
      subject: "{shop} \uBE44\uBC00\uBC88\uD638 \uC7AC\uC124\uC815",
      intro:
        "{email} \uACC4\uC815\uC758 \uBE44\uBC00\uBC88\uD638 \uC7AC\uC124\uC815 \uC694\uCCAD\uC744 \uBC1B\uC558\uC2B5\uB2C8\uB2E4.",
      action: "\uC0C8 \uBE44\uBC00\uBC88\uD638 \uC124\uC815",
      expiry:
        "\uC774 \uB9C1\uD06C\uB294 1\uC2DC\uAC04 \uB3D9\uC548 \uD55C \uBC88\uB9CC \uC0AC\uC6A9\uD560 \uC218 \uC788\uC2B5\uB2C8\uB2E4.",
      ignore:
        "\uC694\uCCAD\uD558\uC9C0 \uC54A\uC73C\uC168\uB2E4\uBA74 \uC774 \uBA54\uC77C\uC744 \uBB34\uC2DC\uD558\uC138\uC694. \uBE44\uBC00\uBC88\uD638\uB294 \uADF8\uB300\uB85C \uC720\uC9C0\uB429\uB2C8\uB2E4.",
    },
    colours: {
      Black: "\uAC80\uC815",
      White: "\uD770\uC0C9",
      Red: "\uBE68\uAC15",
      Blue: "\uD30C\uB791",
      Green: "\uCD08\uB85D",
      Yellow: "\uB178\uB791",
      Pink: "\uBD84\uD64D",
      Gray: "\uD68C\uC0C9",
      Brown: "\uAC08\uC0C9",
      Beige: "\uBCA0\uC774\uC9C0",
    },
    page: {
      tagline:
        "\uD578\uB4DC\uBC31, \uC204\uB354\uBC31, \uD06C\uB85C\uC2A4\uBC31 \uBC0F \uC561\uC138\uC11C\uB9AC",
      description:
        "\uD578\uB4DC\uBC31, \uC204\uB354\uBC31, \uD06C\uB85C\uC2A4\uBC31, \uC561\uC138\uC11C\uB9AC \uC628\uB77C\uC778 \uC1FC\uD551\uBAB0. VN\u0110 \uAC00\uACA9, \uCC29\uBD88 \uACB0\uC81C.",
    },
  },
  jp: {
    orderConfirmation: {
      subject: "\u3054\u6CE8\u6587\u78BA\u8A8D {orderId}",
      greeting: "{name} \u69D8",
      thanks:
        "\u3054\u6CE8\u6587\u3044\u305F\u3060\u304D\u3042\u308A\u304C\u3068\u3046\u3054\u3056\u3044\u307E\u3059\u3002\u3054\u6CE8\u6587\u3092\u627F\u308A\u307E\u3057\u305F\u3002",
      orderId: "\u6CE8\u6587\u756A\u53F7",
      lines: "\u3054\u6CE8\u6587\u5546\u54C1",
      quantity: "\u6570\u91CF: {quantity}",
      colour: "\u30AB\u30E9\u30FC",
      total: "\u5408\u8A08",
      paymentMethod: "\u304A\u652F\u6255\u3044\u65B9\u6CD5",
      cod: "\u4EE3\u91D1\u5F15\u63DB (COD)",
      address: "\u304A\u5C4A\u3051\u5148\u4F4F\u6240",
      phone: "\u96FB\u8A71\u756A\u53F7",
      callToConfirm:
        "\u767A\u9001\u524D\u306B\u3001\u3054\u6CE8\u6587\u5185\u5BB9\u306E\u78BA\u8A8D\u306E\u305F\u3081\u304A\u96FB\u8A71\u3044\u305F\u3057\u307E\u3059\u3002",
      questions:
        "\u3054\u4E0D\u660E\u306A\u70B9\u306F {hotline} \u307E\u305F\u306F {email} \u307E\u3067\u304A\u554F\u3044\u5408\u308F\u305B\u304F\u3060\u3055\u3044\u3002",
      signature: "{shop}",
    },
    passwordReset: {
      subject: "{shop} \u30D1\u30B9\u30EF\u30FC\u30C9\u306E\u518D\u8A2D\u5B9A",
      intro:
        "{email} \u306E\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u30D1\u30B9\u30EF\u30FC\u30C9\u518D\u8A2D\u5B9A\u306E\u3054\u4F9D\u983C\u3092\u53D7\u3051\u4ED8\u3051\u307E\u3057\u305F\u3002",
      action: "\u65B0\u3057\u3044\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u8A2D\u5B9A\u3059\u308B",
      expiry:
        "\u3053\u306E\u30EA\u30F3\u30AF\u306E\u6709\u52B9\u671F\u9650\u306F1\u6642\u9593\u3067\u30011\u56DE\u306E\u307F\u4F7F\u7528\u3067\u304D\u307E\u3059\u3002",
      ignore:
        "\u304A\u5FC3\u5F53\u305F\u308A\u306E\u306A\u3044\u5834\u5408\u306F\u3001\u3053\u306E\u30E1\u30FC\u30EB\u3092\u7121\u8996\u3057\u3066\u304F\u3060\u3055\u3044\u3002\u30D1\u30B9\u30EF\u30FC\u30C9\u306F\u5909\u66F4\u3055\u308C\u307E\u305B\u3093\u3002",
    },
    colours: {
      Black: "\u30D6\u30E9\u30C3\u30AF",
      White: "\u30DB\u30EF\u30A4\u30C8",
      Red: "\u30EC\u30C3\u30C9",
      Blue: "\u30D6\u30EB\u30FC",
      Green: "\u30B0\u30EA\u30FC\u30F3",
      Yellow: "\u30A4\u30A8\u30ED\u30FC",
      Pink: "\u30D4\u30F3\u30AF",
      Gray: "\u30B0\u30EC\u30FC",
      Brown: "\u30D6\u30E9\u30A6\u30F3",
      Beige: "\u30D9\u30FC\u30B8\u30E5",
    },
    page: {
      tagline:
        "\u30CF\u30F3\u30C9\u30D0\u30C3\u30B0\u3001\u30B7\u30E7\u30EB\u30C0\u30FC\u30D0\u30C3\u30B0\u3001\u30AF\u30ED\u30B9\u30DC\u30C7\u30A3\u30D0\u30C3\u30B0\u3001\u30A2\u30AF\u30BB\u30B5\u30EA\u30FC",
      description:
        "\u30CF\u30F3\u30C9\u30D0\u30C3\u30B0\u3001\u30B7\u30E7\u30EB\u30C0\u30FC\u30D0\u30C3\u30B0\u3001\u30AF\u30ED\u30B9\u30DC\u30C7\u30A3\u30D0\u30C3\u30B0\u3001\u30A2\u30AF\u30BB\u30B5\u30EA\u30FC\u306E\u30AA\u30F3\u30E9\u30A4\u30F3\u30B7\u30E7\u30C3\u30D7\u3002\u4FA1\u683C\u306FVN\u0110\u3001\u4EE3\u91D1\u5F15\u63DB\u306B\u5BFE\u5FDC\u3002",
    },
  },
};
function fillText(template, values) {
  return template.replace(/\{(\w+)\}/g, (mark, name) => (name in values ? String(values[name]) : mark));
}

// src/lib/html.ts
var HTML_ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
function escapeHtml(text2) {
  return text2.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

// src/modules/auth/password-reset-mail.ts
function passwordResetMail({ to, link: link2, shopName, language }) {
  const t = SERVER_TEXTS[language].passwordReset;
  const fill = (text3) => fillText(text3, { shop: shopName, email: to });
  const text2 = [fill(t.intro), "", `${t.action}: ${link2}`, "", t.expiry, t.ignore, "", shopName].join("\n");
  const html = [
    `<p>${escapeHtml(fill(t.intro))}</p>`,
    `<p><a href="${escapeHtml(link2)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join("\n");
  return { to, subject: fill(t.subject), text: text2, html };
}

// src/modules/auth/password-resets.repository.ts
import { and, eq, isNull } from "drizzle-orm";

// src/db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  favourites: () => favourites,
  orderItems: () => orderItems,
  orders: () => orders,
  passwordResetTokens: () => passwordResetTokens,
  productVariations: () => productVariations,
  products: () => products,
  refreshTokens: () => refreshTokens,
  systemMarkers: () => systemMarkers,
  users: () => users,
});

import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

function sqlLiteral(value) {
  return `'${value.replaceAll("'", "''")}'`;
}
var createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
var products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    price: integer().notNull(),
    category: text().notNull(),
    description: text().array().notNull().default(sql`'{}'::text[]`),
    dimensions: text().notNull().default(""),
    material: text().notNull().default(""),
    careInstructions: text().notNull().default(""),
    promotionDiscount: integer(),
    promotionStart: timestamp({ withTimezone: true }),
    promotionEnd: timestamp({ withTimezone: true }),
    /** normaliseSearchText(name + category words), written by the repository, never by hand. */
    searchText: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_created_at_id_idx").on(t.createdAt, t.id),
    index("products_category_created_at_idx").on(t.category, t.createdAt, t.id),
    index("products_price_idx").on(t.price, t.id),
    index("products_category_price_idx").on(t.category, t.price, t.id),
    index("products_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    check("products_price_check", sql`${t.price} >= 0`),
    // Built from the shared list: a change of CATEGORIES shows up as a new migration.
    check(
      "products_category_check",
      sql`${t.category} in (${sql.raw(CATEGORIES.map(sqlLiteral).join(", "))})`,
    ),
    check(
      "products_promotion_check",
      sql`(${t.promotionDiscount} is null and ${t.promotionStart} is null and ${t.promotionEnd} is null)
        or (${t.promotionDiscount} between ${sql.raw(String(PROMOTION_DISCOUNT_MIN))} and ${sql.raw(String(PROMOTION_DISCOUNT_MAX))} and ${t.promotionStart} <= ${t.promotionEnd})`,
    ),
  ],
);
var productVariations = pgTable(
  "product_variations",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    color: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("product_variations_product_id_position_idx").on(t.productId, t.position)],
);
var users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The spec's public `uid`: short, random, shown in the admin tables and used in admin URLs. */
    uid: text().notNull().unique("users_uid_unique"),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text().notNull().unique("users_email_unique"),
    /** Null for accounts made through Google or Facebook only. */
    passwordHash: text(),
    role: text().$type().notNull().default("member"),
    googleSubject: text().unique("users_google_subject_unique"),
    facebookSubject: text().unique("users_facebook_subject_unique"),
    createdAt: createdAt(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('member', 'admin')`),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);
var refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Every token rotated from one sign-in shares a family; reusing a spent one revokes the family. */
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique("refresh_tokens_token_hash_unique"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedById: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index("refresh_tokens_user_id_idx").on(t.userId),
    index("refresh_tokens_family_id_idx").on(t.familyId),
  ],
);
var passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique("password_reset_tokens_token_hash_unique"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);
var favourites = pgTable(
  "favourites",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("favourites_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("favourites_product_id_idx").on(t.productId),
  ],
);
var orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** "ORDER" + milliseconds, unique. */
    orderId: text().notNull().unique("orders_order_id_unique"),
    total: integer().notNull(),
    paymentMethod: text().notNull(),
    fullName: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    address: text().notNull(),
    /** The shopper's interface language, for the confirmation e-mail. */
    language: text().notNull().default("vi"),
    status: text().$type().notNull().default("pending"),
    /** The `Idempotency-Key` header of the submit: a repeated submit returns the first order. */
    idempotencyKey: text().unique("orders_idempotency_key_unique"),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_status_created_at_idx").on(t.status, t.createdAt),
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    check("orders_status_check", sql`${t.status} in ('pending', 'delivered')`),
    check("orders_total_check", sql`${t.total} >= 0`),
  ],
);
var orderItems = pgTable(
  "order_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Not a foreign key: an order outlives the product it sold. */
    productId: uuid().notNull(),
    name: text().notNull(),
    color: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    // From the shared limits: a change of the cart's limit shows up as a new migration.
    check(
      "order_items_quantity_check",
      sql`${t.quantity} between ${sql.raw(String(CART_QUANTITY_MIN))} and ${sql.raw(String(CART_QUANTITY_MAX))}`,
    ),
    check("order_items_unit_price_check", sql`${t.unitPrice} >= 0`),
  ],
);
var systemMarkers = pgTable("system_markers", {
  name: text().primaryKey(),
  createdAt: createdAt(),
});

// src/modules/auth/password-resets.repository.ts
async function insertPasswordResetToken(db, token) {
  await db.insert(passwordResetTokens).values(token);
}
async function findPasswordResetTokenForUpdate(db, tokenHash) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for("update");
  return row ?? null;
}
async function markPasswordResetTokensUsed(db, userId, now) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// src/modules/auth/passwords.ts
import { hash, verify } from "@node-rs/argon2";

var ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash(password, ARGON2_OPTIONS);
}
function verifyPassword(passwordHash, password) {
  return verify(passwordHash, password);
}

// src/modules/auth/secret-tokens.ts
import { createHash, randomBytes as randomBytes2 } from "node:crypto";

function newSecretToken() {
  return randomBytes2(32).toString("base64url");
}
function hashSecretToken(token) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

// src/modules/auth/sessions.repository.ts
import { and as and2, eq as eq2, isNull as isNull2, lt, sql as sql2 } from "drizzle-orm";

async function findSessionUser(db, { userId, familyId, now }) {
  const [row] = await db
    .select({ id: users.id, uid: users.uid, email: users.email, role: users.role })
    .from(users)
    .where(
      and2(
        eq2(users.id, userId),
        sql2`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId}
          and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null
          and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  return row ?? null;
}
async function insertRefreshToken(db, token) {
  const [row] = await db.insert(refreshTokens).values(token).returning();
  if (!row) throw new Error("insert into refresh_tokens returned no row");
  return row;
}
async function findRefreshTokenForUpdate(db, tokenHash) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq2(refreshTokens.tokenHash, tokenHash))
    .for("update");
  return row ?? null;
}
async function markRefreshTokenReplaced(db, { id, replacedById, now }) {
  await db.update(refreshTokens).set({ revokedAt: now, replacedById }).where(eq2(refreshTokens.id, id));
}
async function revokeFamily(db, familyId, now) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and2(eq2(refreshTokens.familyId, familyId), isNull2(refreshTokens.revokedAt)));
}
async function revokeUserSessions(db, { userId, now, keepFamilyId }) {
  const conditions = [eq2(refreshTokens.userId, userId), isNull2(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(sql2`${refreshTokens.familyId} <> ${keepFamilyId}`);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and2(...conditions));
}
async function deleteExpiredRefreshTokens(db, userId, now) {
  await db
    .delete(refreshTokens)
    .where(and2(eq2(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}

// src/modules/auth/auth.service.ts
var REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1e3;
var PASSWORD_RESET_TTL_MS = 60 * 60 * 1e3;
var INVALID_CREDENTIALS = "Invalid email or password.";
function toAccountUser(user) {
  return {
    id: user.id,
    uid: user.uid,
    email: user.email,
    role: user.role,
    hasPassword: user.passwordHash !== null,
  };
}
function createAuthService({
  clock = () => /* @__PURE__ */ new Date(),
  hashPassword: hashPassword2 = hashPassword,
  verifyPassword: verifyPassword2 = verifyPassword,
  logError = () => {},
  ...dependencies
}) {
  const base = {
    ...dependencies,
    clock,
    hashPassword: hashPassword2,
    verifyPassword: verifyPassword2,
    logError,
  };
  let dummyHash = null;
  const context = {
    ...base,
    issueSession: createSessionIssuer(base),
    async verifyAgainstNothing(password) {
      dummyHash ??= hashPassword2(newSecretToken());
      await verifyPassword2(await dummyHash, password);
    },
    mailInFlight: /* @__PURE__ */ new Set(),
  };
  return {
    startSession: (user, options) => startSession(context, user, options),
    register: (input) => register(context, input),
    login: (input) => login(context, input),
    refresh: (refreshToken) => refresh(context, refreshToken),
    logout: (refreshToken) => logout(context, refreshToken),
    me: (userId) => me(context, userId),
    changePassword: (input) => changePassword(context, input),
    requestPasswordReset: (input) => requestPasswordReset(context, input),
    confirmPasswordReset: (input) => confirmPasswordReset(context, input),
    findSessionUser: (query) => findSessionUser(context.db, query),
    endSessions: (tx, userId) => revokeUserSessions(tx, { userId, now: context.clock() }),
    async pendingMail() {
      await Promise.all([...context.mailInFlight]);
    },
  };
}
function createSessionIssuer({ accessTokens, clock, db }) {
  return async (user, familyId, tx = db, ttlMs = REFRESH_TOKEN_TTL_MS) => {
    const now = clock();
    const refreshToken = newSecretToken();
    const row = await insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashSecretToken(refreshToken),
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    const access2 = await accessTokens.sign({ userId: user.id, sessionId: familyId });
    const session = {
      accessToken: access2.token,
      accessTokenExpiresAt: access2.expiresAt.toISOString(),
      refreshToken,
      user: toAccountUser(user),
    };
    return { session, refreshTokenId: row.id };
  };
}
async function startSession({ db, clock, issueSession }, user, options = {}) {
  await deleteExpiredRefreshTokens(db, user.id, clock());
  return (await issueSession(user, randomUUID(), db, options.firstTokenTtlMs)).session;
}
async function register(context, { email, password }) {
  const { users: users2, hashPassword: hashPassword2 } = context;
  if (await users2.findByEmail(email)) {
    throw new AppError("email_taken", 409, "This email is already registered.");
  }
  const passwordHash = await hashPassword2(password);
  let user;
  try {
    user = await users2.createMember({ email, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("email_taken", 409, "This email is already registered.");
    throw error;
  }
  return startSession(context, user);
}
async function login(context, { email, password }) {
  const user = await context.users.findByEmail(email);
  if (!user?.passwordHash) {
    await context.verifyAgainstNothing(password);
    throw new AppError("invalid_credentials", 401, INVALID_CREDENTIALS);
  }
  if (!(await context.verifyPassword(user.passwordHash, password))) {
    throw new AppError("invalid_credentials", 401, INVALID_CREDENTIALS);
  }
  return startSession(context, user);
}
async function refresh({ db, users: users2, clock, issueSession }, refreshToken) {
  const now = clock();
  const outcome = await db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(refreshToken));
    if (!row) return { kind: "unknown" };
    if (row.revokedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: "reused" };
    }
    if (row.expiresAt <= now) return { kind: "expired" };
    const user = await users2.findById(row.userId, tx);
    if (!user) return { kind: "unknown" };
    const next = await issueSession(user, row.familyId, tx);
    await markRefreshTokenReplaced(tx, { id: row.id, replacedById: next.refreshTokenId, now });
    return { kind: "rotated", session: next.session };
  });
  if (outcome.kind !== "rotated") {
    throw new AppError("unauthorized", 401, "The session has ended; sign in again.");
  }
  return outcome.session;
}
async function logout({ db, clock }, refreshToken) {
  await db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(refreshToken));
    if (row) await revokeFamily(tx, row.familyId, clock());
  });
}
async function me({ users: users2 }, userId) {
  const user = await users2.findById(userId);
  if (!user) throw new AppError("unauthorized", 401, "User not identified.");
  return toAccountUser(user);
}
async function changePassword(
  { db, users: users2, clock, hashPassword: hashPassword2, verifyPassword: verifyPassword2 },
  { userId, sessionId, currentPassword, newPassword },
) {
  const user = await users2.findById(userId);
  if (!user) throw new AppError("unauthorized", 401, "User not identified.");
  if (!user.passwordHash || !(await verifyPassword2(user.passwordHash, currentPassword))) {
    throw new AppError("invalid_current_password", 400, "The current password is incorrect.", {
      currentPassword: "account.error_wrong_password",
    });
  }
  const passwordHash = await hashPassword2(newPassword);
  await db.transaction(async (tx) => {
    await users2.setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, { userId: user.id, now: clock(), keepFamilyId: sessionId });
    await markPasswordResetTokensUsed(tx, user.id, clock());
  });
}
async function requestPasswordReset(
  { db, users: users2, clock, mailer, publicUrl, shopName, logError, mailInFlight },
  { email, language = "vi" },
) {
  const work = (async () => {
    const user = await users2.findByEmail(email);
    if (!user) return;
    const token = newSecretToken();
    const now = clock();
    await insertPasswordResetToken(db, {
      userId: user.id,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    const link2 = `${publicUrl}${PAGE_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
    await mailer.send(passwordResetMail({ to: user.email, link: link2, shopName, language }));
  })().catch((error) => logError(error, "password reset mail failed"));
  mailInFlight.add(work);
  void work.finally(() => mailInFlight.delete(work));
}
async function confirmPasswordReset(
  { db, users: users2, clock, hashPassword: hashPassword2 },
  { token, password },
) {
  const passwordHash = await hashPassword2(password);
  const now = clock();
  const done = await db.transaction(async (tx) => {
    const row = await findPasswordResetTokenForUpdate(tx, hashSecretToken(token));
    if (!row || row.usedAt || row.expiresAt <= now) return false;
    await users2.setPasswordHash(tx, row.userId, passwordHash);
    await markPasswordResetTokensUsed(tx, row.userId, now);
    await revokeUserSessions(tx, { userId: row.userId, now });
    return true;
  });
  if (!done) {
    throw new AppError("invalid_reset_token", 400, "This reset link is invalid or has expired.");
  }
}
function isUniqueViolation(error) {
  let current = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth += 1) {
    if (current.code === "23505") return true;
    current = current.cause;
  }
  return false;
}

// src/modules/auth/oauth.service.ts
import { createHash as createHash2, randomBytes as randomBytes3 } from "node:crypto";
import { jwtVerify as jwtVerify3, SignJWT as SignJWT2 } from "jose";
// src/modules/auth/oauth.routes.ts
// src/modules/auth/oauth-facebook.ts
import { z as z9, z as z12, z as z13 } from "zod";

var facebookProfileSchema = z9.object({
  id: z9.string().optional(),
  sub: z9.string().optional(),
  email: z9.string().optional(),
});
function facebookProvider(client, endpoints, fetch) {
  return {
    ...client,
    scope: "email public_profile",
    subjectColumn: "facebookSubject",
    async endpoints() {
      return { authorization: endpoints.facebookAuthorization, token: endpoints.facebookToken };
    },
    async identify(tokens) {
      const response = await fetch(endpoints.facebookUserinfo, {
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: "application/json" },
        signal: AbortSignal.timeout(1e4),
      });
      if (!response.ok)
        throw new AppError("oauth_failed", 400, `The profile request failed (${response.status}).`);
      const profile = facebookProfileSchema.safeParse(await response.json());
      const subject = profile.success ? (profile.data.id ?? profile.data.sub) : void 0;
      if (!profile.success || !subject) throw new AppError("oauth_failed", 400, "The profile has no id.");
      const email = profile.data.email ?? null;
      return { subject, email, emailVerified: email !== null };
    },
  };
}

// src/modules/auth/oauth-provider.ts
import { timingSafeEqual } from "node:crypto";
// src/modules/auth/oauth-google.ts
import { createRemoteJWKSet, jwtVerify as jwtVerify2 } from "jose";
import { z as z10, z as z11 } from "zod";

var tokenResponseSchema = z10.object({
  access_token: z10.string().min(1),
  id_token: z10.string().optional(),
  token_type: z10.string().optional(),
});
function sameText(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// src/modules/auth/oauth-google.ts
var discoverySchema = z11.object({
  issuer: z11.string(),
  authorization_endpoint: z11.url(),
  token_endpoint: z11.url(),
  jwks_uri: z11.url(),
});
function googleProvider(client, issuer, fetch, clock) {
  let discovery = null;
  const discover = () => {
    discovery ??= (async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(1e4),
      });
      if (!response.ok) throw new Error(`OpenID discovery failed (${response.status})`);
      const document = discoverySchema.parse(await response.json());
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error) => {
      discovery = null;
      throw error;
    });
    return discovery;
  };
  return {
    ...client,
    scope: "openid email profile",
    subjectColumn: "googleSubject",
    async endpoints() {
      const { document } = await discover();
      return { authorization: document.authorization_endpoint, token: document.token_endpoint };
    },
    async identify(tokens, nonce) {
      if (!tokens.id_token) throw new AppError("oauth_failed", 400, "No id_token in the answer.");
      const { document, keys } = await discover();
      let claims;
      try {
        ({ payload: claims } = await jwtVerify2(tokens.id_token, keys, {
          issuer: document.issuer,
          audience: client.clientId,
          algorithms: ["RS256"],
          currentDate: clock(),
        }));
      } catch {
        throw new AppError("oauth_failed", 400, "The id_token is not valid.");
      }
      if (typeof claims.nonce !== "string" || !sameText(claims.nonce, nonce)) {
        throw new AppError("oauth_failed", 400, "The id_token's nonce does not match.");
      }
      if (typeof claims.sub !== "string" || claims.sub === "") {
        throw new AppError("oauth_failed", 400, "The id_token has no subject.");
      }
      return {
        subject: claims.sub,
        email: typeof claims.email === "string" ? claims.email : null,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
      };
    },
  };
}

// src/modules/auth/oauth.service.ts
var OAUTH_STATE_COOKIE = "shop_oauth";
var OAUTH_STATE_TTL_SECONDS = 10 * 60;
var SIGN_IN_CODE_TTL_MS = 2 * 60 * 1e3;
var STATE_AUDIENCE = "shop-oauth-state";
var stateSchema = z12.object({
  p: z12.enum(["google", "facebook"]),
  s: z12.string(),
  n: z12.string(),
  v: z12.string(),
});
function createOAuthService({
  users: users2,
  config,
  auth,
  stateSecret,
  clock = () => /* @__PURE__ */ new Date(),
  fetch = globalThis.fetch,
}) {
  const stateKey = new TextEncoder().encode(stateSecret);
  const providers = {};
  if (config.google)
    providers.google = googleProvider(config.google, config.oauthEndpoints.googleIssuer, fetch, clock);
  if (config.facebook) providers.facebook = facebookProvider(config.facebook, config.oauthEndpoints, fetch);
  const redirectUri = (provider) => `${config.publicUrl}/api/auth/${provider}/callback`;
  const failed = (message) => new AppError("oauth_failed", 400, message);
  function settingsOf(provider) {
    const settings = providers[provider];
    if (!settings)
      throw new AppError("provider_not_configured", 404, `${provider} sign-in is not configured.`);
    return settings;
  }
  async function findOrCreateUser(settings, identity) {
    const bySubject = await users2.findBySocialSubject(settings.subjectColumn, identity.subject);
    if (bySubject) return bySubject;
    if (!identity.email || !identity.emailVerified) {
      throw failed("The provider did not give a verified e-mail address.");
    }
    const byEmail = await users2.findByEmail(identity.email);
    if (byEmail) {
      if (byEmail[settings.subjectColumn] && byEmail[settings.subjectColumn] !== identity.subject) {
        throw failed("This e-mail is already linked to another account at the provider.");
      }
      await users2.linkSocialSubject({
        id: byEmail.id,
        column: settings.subjectColumn,
        subject: identity.subject,
      });
      return byEmail;
    }
    try {
      return await users2.createSocialMember({
        email: identity.email,
        column: settings.subjectColumn,
        subject: identity.subject,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await users2.findBySocialSubject(settings.subjectColumn, identity.subject);
      if (!raced) throw error;
      return raced;
    }
  }
  return {
    isConfigured: (provider) => providers[provider] !== void 0,
    async begin(provider) {
      const settings = settingsOf(provider);
      const state = randomToken();
      const nonce = randomToken();
      const verifier = randomToken();
      const { authorization } = await settings.endpoints();
      const url = new URL(authorization);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("redirect_uri", redirectUri(provider));
      url.searchParams.set("scope", settings.scope);
      url.searchParams.set("state", state);
      url.searchParams.set("nonce", nonce);
      url.searchParams.set("code_challenge", createHash2("sha256").update(verifier).digest("base64url"));
      url.searchParams.set("code_challenge_method", "S256");
      const now = Math.floor(clock().getTime() / 1e3);
      const stateCookie = await new SignJWT2({ p: provider, s: state, n: nonce, v: verifier })
        .setProtectedHeader({ alg: "HS256" })
        .setAudience(STATE_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + OAUTH_STATE_TTL_SECONDS)
        .sign(stateKey);
      return { authorizationUrl: url.toString(), stateCookie };
    },
    async complete(provider, callback, stateCookie) {
      const settings = settingsOf(provider);
      if (callback.error) throw failed(`The provider answered: ${callback.error}`);
      if (!callback.code || !callback.state || !stateCookie)
        throw failed("The sign-in was not started here.");
      let saved;
      try {
        const { payload } = await jwtVerify3(stateCookie, stateKey, {
          algorithms: ["HS256"],
          audience: STATE_AUDIENCE,
          currentDate: clock(),
        });
        saved = stateSchema.parse(payload);
      } catch {
        throw failed("The sign-in has expired or was not started here.");
      }
      if (saved.p !== provider || !sameText(saved.s, callback.state)) {
        throw failed("The sign-in state does not match.");
      }
      const { token } = await settings.endpoints();
      const response = await fetch(token, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: callback.code,
          redirect_uri: redirectUri(provider),
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: saved.v,
        }),
        signal: AbortSignal.timeout(1e4),
      });
      if (!response.ok) throw failed(`The token exchange failed (${response.status}).`);
      const tokens = tokenResponseSchema.safeParse(await response.json());
      if (!tokens.success) throw failed("The token endpoint answered something unexpected.");
      const identity = await settings.identify(tokens.data, saved.n);
      const user = await findOrCreateUser(settings, identity);
      const session = await auth.startSession(user, { firstTokenTtlMs: SIGN_IN_CODE_TTL_MS });
      return session.refreshToken;
    },
  };
}
function randomToken() {
  return randomBytes3(32).toString("base64url");
}

// src/modules/auth/oauth.routes.ts
var providerParamsSchema = z13.object({ provider: z13.enum(OAUTH_PROVIDERS) });
var callbackQuerySchema = z13.object({
  code: z13.string().max(2e3).optional(),
  state: z13.string().max(500).optional(),
  error: z13.string().max(200).optional(),
});
var COOKIE_PATH = "/api/auth";
function registerOAuthRoutes(app, { oauth, auth, secureCookies }) {
  const routes = app.withTypeProvider();
  const cookie = (value, maxAge) =>
    [
      `${OAUTH_STATE_COOKIE}=${value}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${maxAge}`,
      "HttpOnly",
      // Lax: the provider's redirect back is a top-level GET, which Lax lets the cookie ride on.
      "SameSite=Lax",
      ...(secureCookies ? ["Secure"] : []),
    ].join("; ");
  const backToLogin = (reply, fragment) =>
    reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .redirect(`${PAGE_PATHS.login}#${new URLSearchParams(fragment).toString()}`, 302);
  routes.get("/api/auth/:provider", { schema: { params: providerParamsSchema } }, async (request, reply) => {
    const { provider } = request.params;
    if (!oauth.isConfigured(provider)) {
      return backToLogin(reply, { oauth_error: "provider_not_configured", provider });
    }
    try {
      const { authorizationUrl, stateCookie } = await oauth.begin(provider);
      reply.header("set-cookie", cookie(stateCookie, OAUTH_STATE_TTL_SECONDS));
      return reply.header("cache-control", "no-store").redirect(authorizationUrl, 302);
    } catch (error) {
      request.log.error({ err: error, provider }, "social sign-in could not start");
      return backToLogin(reply, { oauth_error: "oauth_failed", provider });
    }
  });
  routes.get(
    "/api/auth/:provider/callback",
    { schema: { params: providerParamsSchema, querystring: callbackQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      reply.header("set-cookie", cookie("", 0));
      try {
        const code = await oauth.complete(provider, request.query, readCookie(request.headers.cookie));
        return backToLogin(reply, { code });
      } catch (error) {
        const reason = error instanceof AppError ? error.message : "unexpected error";
        request.log.warn({ err: error, provider, reason }, "social sign-in failed");
        return backToLogin(reply, { oauth_error: "oauth_failed", provider });
      }
    },
  );
  routes.post(
    "/api/auth/exchange",
    { schema: { body: oauthExchangeSchema, response: { 200: sessionSchema } } },
    async (request) => auth.refresh(request.body.code),
  );
}
function readCookie(header) {
  if (!header) return void 0;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === OAUTH_STATE_COOKIE) return value.join("=") || void 0;
  }
  return void 0;
}

// src/modules/users/users.repository.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import { eq as eq3 } from "drizzle-orm";

function newUid() {
  return randomBytes4(9).toString("base64url");
}
function normaliseEmail(email) {
  return email.trim().toLowerCase();
}
async function findUserByEmail(db, email) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq3(users.email, normaliseEmail(email)));
  return row ?? null;
}
async function insertUser(db, user) {
  const [row] = await db
    .insert(users)
    .values({
      uid: newUid(),
      email: normaliseEmail(user.email),
      passwordHash: user.passwordHash,
      role: user.role,
    })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}
async function setUserRole(db, id, role) {
  await db.update(users).set({ role }).where(eq3(users.id, id));
}
async function findUserById(db, id) {
  const [row] = await db.select().from(users).where(eq3(users.id, id));
  return row ?? null;
}
async function setPasswordHash(db, id, passwordHash) {
  await db.update(users).set({ passwordHash }).where(eq3(users.id, id));
}
async function findUserBySocialSubject(db, column, subject) {
  const [row] = await db.select().from(users).where(eq3(users[column], subject));
  return row ?? null;
}
async function linkSocialSubject(db, { id, column, subject }) {
  await db
    .update(users)
    .set({ [column]: subject })
    .where(eq3(users.id, id));
}
async function insertSocialUser(db, { email, column, subject }) {
  const [row] = await db
    .insert(users)
    .values({
      uid: newUid(),
      email: normaliseEmail(email),
      passwordHash: null,
      role: "member",
      [column]: subject,
    })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

// src/modules/auth/sign-in-throttle.ts
function createSignInThrottle(limiter) {
  return {
    async register(reply, { ip, email }) {
      const account = normaliseEmail(email);
      await limiter.consume(reply, [
        { key: `register:ip:${ip}`, ...SIGN_IN_LIMITS.registrationsPerAddress },
        { key: `register:account:${account}`, ...SIGN_IN_LIMITS.registrationsPerAccount },
      ]);
    },
    async login(reply, { ip, email }, attempt) {
      const account = normaliseEmail(email);
      const rules = [
        { key: `login:ip:${ip}`, ...SIGN_IN_LIMITS.loginFailuresPerAddress },
        { key: `login:account:${account}`, ...SIGN_IN_LIMITS.loginFailuresPerAccount },
      ];
      await limiter.check(reply, rules);
      try {
        const result = await attempt();
        await limiter.clear(`login:account:${account}`);
        return result;
      } catch (error) {
        await limiter.recordFailure(rules);
        throw error;
      }
    },
    async changePassword(reply, userId) {
      await limiter.consume(reply, [
        { key: `change-password:account:${userId}`, ...SIGN_IN_LIMITS.loginFailuresPerAccount },
      ]);
    },
    async requestPasswordReset(reply, { ip, email }) {
      const account = normaliseEmail(email);
      await limiter.consume(reply, [
        { key: `reset:ip:${ip}`, ...SIGN_IN_LIMITS.resetsPerAddress },
        { key: `reset:account:${account}`, ...SIGN_IN_LIMITS.resetsPerAccount },
      ]);
    },
    async confirmPasswordReset(reply, ip) {
      await limiter.consume(reply, [{ key: `reset-confirm:ip:${ip}`, ...SIGN_IN_LIMITS.resetsPerAddress }]);
    },
  };
}

// src/modules/favourites/favourites.routes.ts
function registerFavouriteRoutes(app, { favourites: favourites2 }) {
  const routes = app.withTypeProvider();
  const guarded = { onRequest: app.auth.requireUser, config: { access: "customer" } };
  routes.get(
    "/api/me/favourites",
    { ...guarded, schema: { response: { 200: favouriteListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { items: await favourites2.list(signedInUser(request).id) };
    },
  );
  routes.put(
    "/api/me/favourites/:productId",
    { ...guarded, schema: { params: favouriteParamsSchema } },
    async (request, reply) => {
      await favourites2.add(signedInUser(request).id, request.params.productId);
      return reply.code(204).send();
    },
  );
  routes.delete(
    "/api/me/favourites/:productId",
    { ...guarded, schema: { params: favouriteParamsSchema } },
    async (request, reply) => {
      await favourites2.remove(signedInUser(request).id, request.params.productId);
      return reply.code(204).send();
    },
  );
}

// src/modules/favourites/favourites.repository.ts
import { and as and3, count, desc, eq as eq4 } from "drizzle-orm";

async function listFavouriteProductIds(db, userId, limit) {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq4(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}
async function countFavourites(db, userId) {
  const [row] = await db.select({ total: count() }).from(favourites).where(eq4(favourites.userId, userId));
  return row?.total ?? 0;
}
async function insertFavourite(db, userId, productId) {
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}
async function deleteFavourite(db, userId, productId) {
  await db
    .delete(favourites)
    .where(and3(eq4(favourites.userId, userId), eq4(favourites.productId, productId)));
}

// src/modules/favourites/favourites.service.ts
var FAVOURITES_MAX = 200;
function createFavouritesService({ db, products: products2 }) {
  return {
    async list(userId) {
      const ids = await listFavouriteProductIds(db, userId, FAVOURITES_MAX);
      if (ids.length === 0) return [];
      const items = await products2.productsByIds(ids);
      const byId = new Map(items.map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async add(userId, productId) {
      await products2.getProduct(productId);
      if ((await countFavourites(db, userId)) >= FAVOURITES_MAX) {
        throw new AppError("conflict", 409, `At most ${FAVOURITES_MAX} favourites.`);
      }
      await insertFavourite(db, userId, productId);
    },
    async remove(userId, productId) {
      await deleteFavourite(db, userId, productId);
    },
  };
}

// src/modules/media/s3-media-storage.ts
import { Readable } from "node:stream";
// src/modules/health/health.ts
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import { sql as sql3 } from "drizzle-orm";
import { Redis as Redis2 } from "ioredis";

// src/modules/media/media-storage.ts
var MEDIA_URL_PREFIX = "/media/";
var MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
var KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
function isSafeMediaKey(key) {
  if (key.length === 0 || key.length > 300) return false;
  return key.split("/").every((segment) => KEY_SEGMENT.test(segment) && !segment.includes(".."));
}
function assertSafeMediaKey(key) {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
}
function mediaUrlForKey(key) {
  assertSafeMediaKey(key);
  return `${MEDIA_URL_PREFIX}${key}`;
}
function mediaKeyForUrl(url) {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeMediaKey(key) ? key : null;
}

// src/modules/media/s3-media-storage.ts
var S3_BATCH_SIZE = 1e3;
function createS3Client(settings) {
  return new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
  });
}
function createS3MediaStorage(settings, client = createS3Client(settings)) {
  const { bucket } = settings;
  async function deleteBatch(keys) {
    if (keys.length === 0) return;
    const output = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
      }),
    );
    const [first, ...rest] = output.Errors ?? [];
    if (first) {
      throw new Error(
        `S3 could not delete ${rest.length + 1} object(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`,
      );
    }
  }
  return {
    async put(key, bytes, contentType) {
      assertSafeMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
      return mediaUrlForKey(key);
    },
    async deletePrefix(prefix) {
      const folder = prefix.replace(/\/+$/, "");
      assertSafeMediaKey(folder);
      const pages = paginateListObjectsV2(
        { client, pageSize: S3_BATCH_SIZE },
        { Bucket: bucket, Prefix: `${folder}/` },
      );
      for await (const page of pages) {
        await deleteBatch((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      }
    },
    async deleteKeys(keys) {
      for (const key of keys) assertSafeMediaKey(key);
      for (let start2 = 0; start2 < keys.length; start2 += S3_BATCH_SIZE) {
        await deleteBatch(keys.slice(start2, start2 + S3_BATCH_SIZE));
      }
    },
    url: mediaUrlForKey,
    keyForUrl: mediaKeyForUrl,
    async read(key, conditions = {}) {
      assertSafeMediaKey(key);
      try {
        const output = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: conditions.ifNoneMatch }),
        );
        if (!output.Body) return { status: "missing" };
        return {
          status: "found",
          // In Node the body is the HTTP response (a Readable); anything else is read whole.
          body:
            output.Body instanceof Readable
              ? output.Body
              : Readable.from([Buffer.from(await output.Body.transformToByteArray())]),
          contentType: output.ContentType ?? "application/octet-stream",
          contentLength: output.ContentLength ?? null,
          etag: output.ETag ?? null,
          lastModified: output.LastModified ?? null,
        };
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 304) return { status: "not_modified", etag: conditions.ifNoneMatch ?? null };
        const isMissingBucket = error instanceof Error && error.name === "NoSuchBucket";
        if (error instanceof NoSuchKey || (status === 404 && !isMissingBucket)) return { status: "missing" };
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
function httpStatusOf(error) {
  if (typeof error !== "object" || error === null || !("$metadata" in error)) return void 0;
  const metadata = error.$metadata;
  return metadata?.httpStatusCode;
}

// src/modules/health/health.ts
function createShutdownState() {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
var CHECK_TIMEOUT_MS = 2e3;
function databaseCheck(db) {
  return { name: "database", run: async () => void (await db.execute(sql3`select 1`)) };
}
function redisCheck(redisUrl) {
  const redis = new Redis2(redisUrl, {
    lazyConnect: true,
    connectTimeout: CHECK_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on("error", () => {});
  return {
    name: "redis",
    run: async () => void (await redis.ping()),
    close: async () => void redis.disconnect(),
  };
}
function s3Check(settings, client = createS3Client(settings)) {
  return {
    name: "s3",
    run: async (signal) =>
      void (await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal })),
    close: async () => client.destroy(),
  };
}
function readinessChecks(config, db) {
  return [
    databaseCheck(db),
    ...(config.redisUrl ? [redisCheck(config.redisUrl)] : []),
    ...(config.s3 ? [s3Check(config.s3)] : []),
  ];
}
async function runChecks(checks) {
  const outcomes = await Promise.all(
    checks.map(async (check2) => {
      const controller = new AbortController();
      let timer;
      const timeout = new Promise((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`${check2.name} did not answer in ${CHECK_TIMEOUT_MS} ms`));
        }, CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([check2.run(controller.signal), timeout]);
        return [check2.name, "ok"];
      } catch {
        return [check2.name, "failed"];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(outcomes);
}

// src/modules/health/health.routes.ts
var PUBLIC = { config: { access: "public" } };
function registerHealthRoutes(app, { checks, shutdown }) {
  app.get("/api/health", PUBLIC, async () => ({ status: "ok" }));
  app.get("/api/health/live", PUBLIC, async () => ({ status: "ok" }));
  app.get("/api/health/ready", PUBLIC, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (shutdown.shuttingDown) return reply.code(503).send({ status: "shutting_down" });
    const outcomes = await runChecks(checks);
    const ready = Object.values(outcomes).every((outcome) => outcome === "ok");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "unavailable", checks: outcomes });
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (shutdown.shuttingDown) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    await Promise.all(checks.map((check2) => check2.close?.()));
  });
}

// src/modules/mail/mail-transports.ts
import { randomBytes as randomBytes5 } from "node:crypto";
import { mkdir as mkdir2, rename, writeFile as writeFile2 } from "node:fs/promises";
import { join as join3 } from "node:path";
import nodemailer from "nodemailer";

var LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;
function linksIn(text2) {
  const links = (text2.match(LINK_PATTERN) ?? []).map((link2) => link2.replace(/[.,;:!?]+$/, ""));
  return [...new Set(links)];
}
function createSmtpMailer({ url, from }) {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
function createOutboxMailer({ dir, from, logger, now = () => /* @__PURE__ */ new Date() }) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir2(dir, { recursive: true });
      const name = `${now().toISOString().replace(/[:.]/g, "-")}-${randomBytes5(4).toString("hex")}.eml`;
      const file = join3(dir, name);
      await writeFile2(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
      logger.info(
        { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
        "mail written to the outbox",
      );
    },
  };
}
function createMailer(config, logger) {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ dir: join3(config.dataDir, "outbox"), from: config.mailFrom, logger });
}

// src/modules/media/media.routes.ts
import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";

// src/plugins/errors.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

function registerErrorHandling(app) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
          (error.validationContext ?? "request");
        fields[path] ??= issue.message ?? "is invalid";
      }
      const where = error.validationContext ?? "request";
      return sendError(
        reply,
        400,
        "validation_failed",
        `Invalid ${where}: ${Object.keys(fields).join(", ")}`,
        fields,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, codeForClientError(status), clientMessage(status, error));
    }
    request.log.error({ err: error, requestId: request.id }, "request failed");
    return sendError(reply, 500, "internal_error", `Something went wrong (request ${request.id}).`);
  });
}
function sendError(reply, status, code, message, fields) {
  const body = { error: fields ? { code, message, fields } : { code, message } };
  return reply.code(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}
function codeForClientError(status) {
  switch (status) {
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "too_many_requests";
    default:
      return "bad_request";
  }
}
function clientMessage(status, error) {
  if (status === 413) return "The request body is too large.";
  if (status === 415) return "Unsupported content type; send application/json.";
  return error.message;
}

// src/modules/media/media.routes.ts
async function registerMediaRoutes(app, serving) {
  if (serving.kind === "folder") await registerFolderRoutes(app, serving.rootDir);
  else registerObjectRoutes(app, serving.reader);
}
async function registerFolderRoutes(app, rootDir) {
  mkdirSync(rootDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: rootDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders(reply) {
      reply.header("cache-control", MEDIA_CACHE_CONTROL);
      reply.header("x-content-type-options", "nosniff");
    },
  });
}
function registerObjectRoutes(app, reader) {
  app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = request.params["*"];
    if (!isSafeMediaKey(key)) return sendError(reply, 404, "not_found", "No such media.");
    const ifNoneMatch = request.headers["if-none-match"];
    const object = await reader.read(key, { ifNoneMatch });
    if (object.status === "missing") return sendError(reply, 404, "not_found", `No such media: ${key}`);
    reply.header("cache-control", MEDIA_CACHE_CONTROL).header("x-content-type-options", "nosniff");
    if (object.etag) reply.header("etag", object.etag);
    if (object.status === "not_modified") return reply.code(304).send();
    if (object.lastModified) reply.header("last-modified", object.lastModified.toUTCString());
    if (object.contentLength !== null) reply.header("content-length", object.contentLength);
    return reply.type(object.contentType).send(object.body);
  });
}

// src/modules/media/media.service.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import sharp2 from "sharp";

// src/modules/media/image-content.ts
import sharp from "sharp";

var MAX_INPUT_PIXELS = 4e7;
function ascii(bytes, start2, end) {
  return String.fromCharCode(...bytes.subarray(start2, end));
}
function sniffImageType(bytes) {
  if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "jpeg";
  const png = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length >= 8 && png.every((value, index2) => bytes[index2] === value)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue;
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}
async function detectImageType(bytes) {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return null;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) return null;
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return null;
    const decoded = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
    return decoded === sniffed ? sniffed : null;
  } catch {
    return null;
  }
}

// src/modules/media/media.service.ts
var WEBP_QUALITY = 80;
function colourFolder(color) {
  return color.replace("#", "").toLowerCase();
}
function productMediaPrefix(productId) {
  return `products/${productId}/`;
}
function createMediaService({ storage, productExists: productExists2, newName = () => randomUUID2() }) {
  async function encodeWidths(bytes) {
    return Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        webp: await sharp2(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  }
  return {
    async storeProductImage(bytes, fields) {
      if (bytes.length > MEDIA_UPLOAD_MAX_BYTES) {
        throw new AppError("payload_too_large", 413, "An image may be at most 10 MB.");
      }
      const type = await detectImageType(bytes);
      if (!type) {
        throw new AppError(
          "unsupported_media_type",
          415,
          "Only JPEG, PNG, WebP and AVIF images can be uploaded.",
        );
      }
      if (fields.productId !== "new" && !(await productExists2(fields.productId))) {
        throw new AppError("product_not_found", 404, `Product ${fields.productId} not found`);
      }
      const encoded = await encodeWidths(bytes);
      const base = `products/${fields.productId}/${colourFolder(fields.color)}/${fields.kind}/${newName()}`;
      const urls = await Promise.all(
        encoded.map(({ width, webp }) => storage.put(storedImageName(base, width), webp, "image/webp")),
      );
      return { url: urls[urls.length - 1] ?? storage.url(storedImageName(base, IMAGE_WIDTHS[0])) };
    },
    /**
     * Removes a deleted product's files: its own folder, and the images it was created with while
     * it had no id yet (products/new/…), every width of each. URLs that are not this storage's, or
     * that point at another product's folder, are left alone.
     */
    async deleteProductImages(productId, imageUrls) {
      const keys = /* @__PURE__ */ new Set();
      for (const url of imageUrls) {
        for (const width of IMAGE_WIDTHS) {
          const widthUrl = imageUrlForWidth(url, width);
          const key = widthUrl ? storage.keyForUrl(widthUrl) : null;
          if (key?.startsWith("products/new/")) keys.add(key);
        }
      }
      await storage.deleteKeys([...keys]);
      await storage.deletePrefix(productMediaPrefix(productId));
    },
    /** True for an image URL this shop stored under products/ (what a product may refer to). */
    isStoredProductImage(url) {
      return storage.keyForUrl(url)?.startsWith("products/") ?? false;
    },
  };
}

// src/modules/media/local-media-storage.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { mkdir as mkdir3, rename as rename2, rm, writeFile as writeFile3 } from "node:fs/promises";
// src/modules/media/media-storage.factory.ts
import { dirname as dirname2, join as join4, join as join5 } from "node:path";

function createLocalMediaStorage(rootDir) {
  return {
    rootDir,
    async put(key, bytes) {
      assertSafeMediaKey(key);
      const file = join4(rootDir, key);
      await mkdir3(dirname2(file), { recursive: true });
      const temporary = `${file}.${randomUUID3()}.tmp`;
      await writeFile3(temporary, bytes);
      await rename2(temporary, file);
      return this.url(key);
    },
    async deletePrefix(prefix) {
      const folder = prefix.replace(/\/+$/, "");
      assertSafeMediaKey(folder);
      await rm(join4(rootDir, folder), { recursive: true, force: true });
    },
    async deleteKeys(keys) {
      for (const key of keys) assertSafeMediaKey(key);
      await Promise.all(keys.map((key) => rm(join4(rootDir, key), { force: true })));
    },
    url: mediaUrlForKey,
    keyForUrl: mediaKeyForUrl,
  };
}

// src/modules/media/media-storage.factory.ts
function createMediaStorage(config) {
  if (config.s3) {
    const storage = createS3MediaStorage(config.s3);
    return { storage, serving: { kind: "objects", reader: storage }, close: () => storage.close() };
  }
  const rootDir = join5(config.dataDir, "uploads");
  return { storage: createLocalMediaStorage(rootDir), serving: { kind: "folder", rootDir }, close: () => {} };
}

// src/modules/metrics/metrics.ts
import pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

function createShopMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time from request to response, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"],
    buckets: [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: "shop_orders_placed_total",
    help: "Orders placed (POST /api/orders answered 201, replays not counted).",
    registers: [registry],
  });
  const payments = new Counter({
    name: "shop_payments_total",
    help: "Payments by method and outcome (cash on delivery: pending until delivered).",
    labelNames: ["method", "outcome"],
    registers: [registry],
  });
  const mailSent = new Counter({
    name: "shop_mail_sent_total",
    help: "E-mails handed to the transport (SMTP or the outbox folder).",
    registers: [registry],
  });
  const mailFailed = new Counter({
    name: "shop_mail_failed_total",
    help: "E-mails the transport refused or could not take.",
    registers: [registry],
  });
  let outboxDepth = null;
  new Gauge({
    name: "shop_mail_outbox_depth",
    help: "Messages waiting in the mail outbox (absent until an outbox reports its depth).",
    registers: [registry],
    async collect() {
      if (outboxDepth) this.set(await outboxDepth());
    },
  });
  return {
    registry,
    requestDuration,
    ordersPlaced,
    payments,
    mailSent,
    mailFailed,
    instrumentMailer(mailer) {
      return {
        async send(message) {
          try {
            await mailer.send(message);
          } catch (error) {
            mailFailed.inc();
            throw error;
          }
          mailSent.inc();
        },
      };
    },
    observeOutboxDepth(depth) {
      outboxDepth = depth;
    },
    observeDatabasePool(db) {
      const client = db.$client;
      if (!(client instanceof pg.Pool)) return;
      const pool = client;
      const gauge = (name, help, read) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge("shop_db_pool_connections", "Connections the PostgreSQL pool holds.", () => pool.totalCount);
      gauge("shop_db_pool_idle_connections", "Pool connections idle.", () => pool.idleCount);
      gauge(
        "shop_db_pool_waiting_requests",
        "Queries waiting for a free pool connection.",
        () => pool.waitingCount,
      );
    },
  };
}

// src/modules/metrics/metrics.routes.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";

var PUBLIC2 = { config: { access: "public" } };
var UNMATCHED_ROUTE = "unmatched";
function registerMetrics(app, { metrics, token }) {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1e3,
    );
    if (
      route === "/api/orders" &&
      request.method === "POST" &&
      reply.statusCode === 201 &&
      reply.getHeader("idempotent-replayed") === void 0
    ) {
      metrics.ordersPlaced.inc();
      const { paymentMethod } = request.body;
      metrics.payments.inc({ method: paymentMethod, outcome: "pending" });
    }
    done();
  });
  if (!token) {
    app.get("/metrics", PUBLIC2, async (_request, reply) =>
      sendError(reply, 404, "not_found", "Metrics are off: set METRICS_TOKEN to serve them."),
    );
    return;
  }
  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", PUBLIC2, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual2(given, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(reply, 401, "unauthorized", "GET /metrics needs the bearer token from METRICS_TOKEN.");
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(body);
  });
}

// src/modules/orders/orders.admin.repository.ts
import { asc, count as count2, desc as desc2, eq as eq5, inArray } from "drizzle-orm";

async function findOrderPage(db, { status, offset, limit }) {
  const where = status ? eq5(orders.status, status) : void 0;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc2(orders.createdAt), desc2(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count2() }).from(orders).where(where),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = /* @__PURE__ */ new Map();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      productId: line.productId,
      name: line.name,
      color: line.color,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    });
    byOrder.set(line.orderId, list);
  }
  const items = rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    total: row.total,
    paymentMethod: row.paymentMethod,
    customerInfo: { fullName: row.fullName, phone: row.phone, email: row.email, address: row.address },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    items: byOrder.get(row.id) ?? [],
  }));
  return { items, total: totals[0]?.total ?? 0 };
}
async function updateOrderStatus(db, id, status) {
  const rows = await db.update(orders).set({ status }).where(eq5(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}
async function deleteOrder(db, id) {
  const rows = await db.delete(orders).where(eq5(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}
async function deleteOrdersWithStatus(db, status) {
  const rows = await db.delete(orders).where(eq5(orders.status, status)).returning({ id: orders.id });
  return rows.length;
}

// src/modules/orders/orders.admin.service.ts
function orderNotFound(id) {
  return new AppError("not_found", 404, `Order ${id} not found`);
}
function createOrderAdminService({ db }) {
  return {
    async listOrders(query) {
      const { items, total } = await findOrderPage(db, {
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { items, total, page: query.page, limit: query.limit };
    },
    async setStatus(id, status) {
      if (!(await updateOrderStatus(db, id, status))) throw orderNotFound(id);
    },
    async deleteOrder(id) {
      if (!(await deleteOrder(db, id))) throw orderNotFound(id);
    },
    async deleteDeliveredOrders() {
      const deleted = await db.transaction((tx) => deleteOrdersWithStatus(tx, "delivered"));
      return { deleted };
    },
  };
}

// src/plugins/rate-limit.ts
import rateLimit from "@fastify/rate-limit";
import { Redis as Redis3 } from "ioredis";
// src/modules/orders/orders.routes.ts
import { z as z14 } from "zod";

async function registerRateLimit(app, { redisUrl }) {
  const redis = redisUrl
    ? new Redis3(redisUrl, {
        // The plugin's advice: fail fast rather than hold a request while Redis is away.
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "shop-rate-limit-" } : {}),
    // Redis being away must not close the shop: requests pass unlimited until it is back.
    skipOnError: true,
  });
  if (redis) app.addHook("onClose", async () => void redis.quit());
}
function perClient(max, windowMs) {
  return { max, timeWindow: windowMs };
}

// src/modules/orders/orders.routes.ts
var ORDER_BODY_LIMIT_BYTES = 16 * 1024;
var placeOrderHeadersSchema = z14.object({ "idempotency-key": idempotencyKeySchema.optional() });
function registerOrderRoutes(app, { orders: orders2, rateLimit: rateLimit2 }) {
  const routes = app.withTypeProvider();
  routes.post(
    "/api/orders",
    {
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      config: { rateLimit: perClient(rateLimit2.max, rateLimit2.windowMs) },
      schema: {
        headers: placeOrderHeadersSchema,
        body: placeOrderSchema,
        response: { 201: placedOrderSchema },
      },
    },
    async (request, reply) => {
      const { order, isReplay } = await orders2.placeOrder(request.body, {
        idempotencyKey: request.headers["idempotency-key"],
      });
      if (isReplay) reply.header("idempotent-replayed", "true");
      return reply.code(201).send(order);
    },
  );
}

// src/modules/orders/customer-orders.repository.ts
import { asc as asc2, desc as desc3, eq as eq6, inArray as inArray2, sql as sql4 } from "drizzle-orm";

async function findOrdersByEmail(db, email, limit) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq6(sql4`lower(${orders.email})`, email.toLowerCase()))
    .orderBy(desc3(orders.createdAt), desc3(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray2(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc2(orderItems.id));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    total: row.total,
    paymentMethod: row.paymentMethod,
    status: row.status,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        productId: item.productId,
        name: item.name,
        color: item.color,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
      })),
  }));
}

// src/modules/orders/order-confirmation-mail.ts
function colourName(hex, language) {
  const named = findNamedColour(hex);
  return named ? SERVER_TEXTS[language].colours[named.en] : hex;
}
function orderConfirmationMail(order, { shop, publicUrl }) {
  const language = order.language;
  const texts = SERVER_TEXTS[language].orderConfirmation;
  const t = {
    ...texts,
    subject: (orderId) => fillText(texts.subject, { orderId }),
    greeting: (name) => fillText(texts.greeting, { name }),
    quantity: (quantity) => fillText(texts.quantity, { quantity }),
    questions: (hotline, email) => fillText(texts.questions, { hotline, email }),
    signature: (shop2) => fillText(texts.signature, { shop: shop2 }),
  };
  const { customerInfo: customer } = order;
  const lines = order.items.map((item) => ({
    name: item.name,
    details: `${t.colour}: ${colourName(item.color, language)} \xB7 ${t.quantity(item.quantity)} \xB7 ${formatVnd(item.unitPrice)}`,
    amount: formatVnd(item.unitPrice * item.quantity),
  }));
  const text2 = [
    t.greeting(customer.fullName),
    "",
    t.thanks,
    "",
    `${t.orderId}: ${order.orderId}`,
    "",
    `${t.lines}:`,
    ...lines.map((line) => `- ${line.name} (${line.details}): ${line.amount}`),
    "",
    `${t.total}: ${formatVnd(order.total)}`,
    `${t.paymentMethod}: ${t.cod}`,
    `${t.address}: ${customer.address}`,
    `${t.phone}: ${customer.phone}`,
    "",
    t.callToConfirm,
    t.questions(shop.hotline, shop.supportEmail),
    "",
    t.signature(shop.name),
    publicUrl,
  ].join("\n");
  const e = escapeHtml;
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #eee"><strong>${e(line.name)}</strong><br><span style="color:#666">${e(line.details)}</span></td><td style="padding:8px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${e(line.amount)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="${HTML_LANG[language]}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(t.greeting(customer.fullName))}</p>
<p>${e(t.thanks)}</p>
<p>${e(t.orderId)}: <strong>${e(order.orderId)}</strong></p>
<table style="width:100%;max-width:560px;border-collapse:collapse">
<caption style="text-align:left;font-weight:bold;padding-bottom:4px">${e(t.lines)}</caption>
${rows}
<tr><td style="padding:8px 0"><strong>${e(t.total)}</strong></td><td style="padding:8px 0;text-align:right"><strong>${e(formatVnd(order.total))}</strong></td></tr>
</table>
<p>${e(t.paymentMethod)}: ${e(t.cod)}<br>${e(t.address)}: ${e(customer.address)}<br>${e(t.phone)}: ${e(customer.phone)}</p>
<p><strong>${e(t.callToConfirm)}</strong></p>
<p>${e(t.questions(shop.hotline, shop.supportEmail))}</p>
<p>${e(t.signature(shop.name)).replaceAll("\n", "<br>")}<br><a href="${e(publicUrl)}">${e(publicUrl)}</a></p>
</body></html>`;
  return { to: customer.email, subject: t.subject(order.orderId), text: text2, html };
}

// src/modules/orders/orders.repository.ts
import { asc as asc3, eq as eq7 } from "drizzle-orm";

async function insertOrder(db, order) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        orderId: order.orderId,
        total: order.total,
        paymentMethod: order.paymentMethod,
        ...order.customerInfo,
        language: order.language,
        idempotencyKey: order.idempotencyKey,
        createdAt: order.createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const items = await tx
      .insert(orderItems)
      .values(order.items.map((item) => ({ ...item, orderId: row.id })))
      .returning();
    return toPlacedOrder(row, items);
  });
}
async function findOrderByIdempotencyKey(db, key) {
  const [row] = await db.select().from(orders).where(eq7(orders.idempotencyKey, key));
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq7(orderItems.orderId, row.id))
    .orderBy(asc3(orderItems.id));
  return toPlacedOrder(row, items);
}
function toPlacedOrder(row, items) {
  return {
    id: row.id,
    orderId: row.orderId,
    total: row.total,
    paymentMethod: row.paymentMethod,
    customerInfo: { fullName: row.fullName, phone: row.phone, email: row.email, address: row.address },
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      color: item.color,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
    })),
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

// src/modules/orders/orders.service.ts
var CUSTOMER_ORDERS_LIMIT = 50;
var MAX_ORDER_ID_ATTEMPTS = 20;
function createOrderIdClock(clock) {
  let last = 0;
  return {
    next() {
      last = Math.max(clock().getTime(), last + 1);
      return last;
    },
    skipPast(milliseconds) {
      last = Math.max(last, milliseconds);
    },
  };
}
function mergeLines(items) {
  const merged = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = `${item.productId} ${item.color}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}
function lineKeys(lines) {
  return lines
    .map((line) => `${line.productId} ${line.color} ${line.quantity}`)
    .sort()
    .join("|");
}
function createOrderService({
  db,
  products: products2,
  mailer,
  logger,
  shop,
  publicUrl,
  clock = () => /* @__PURE__ */ new Date(),
}) {
  const orderIds = createOrderIdClock(clock);
  const mailsInFlight = /* @__PURE__ */ new Set();
  function replay(existing, input) {
    const sameShopper = existing.customerInfo.email.toLowerCase() === input.customerInfo.email.toLowerCase();
    if (!sameShopper || lineKeys(existing.items) !== lineKeys(mergeLines(input.items))) {
      throw new AppError("conflict", 409, "This Idempotency-Key was already used for a different order.");
    }
    return { order: existing, isReplay: true };
  }
  async function priceLines(items, now) {
    const ids = [...new Set(items.map((item) => item.productId))];
    const found = new Map((await products2.pricesForOrder(ids)).map((product) => [product.id, product]));
    return items.map((item, index2) => {
      const product = found.get(item.productId);
      if (!product) {
        throw new AppError("product_not_found", 400, `Product ${item.productId} does not exist.`, {
          [`items.${index2}.productId`]: "product_not_found",
        });
      }
      if (!isSoldInColour(product.colors, item.color)) {
        throw new AppError(
          "color_not_available",
          400,
          `Product ${item.productId} does not come in ${item.color}.`,
          { [`items.${index2}.color`]: "color_not_available" },
        );
      }
      return {
        productId: product.id,
        name: product.name,
        color: item.color,
        unitPrice: priceWithPromotion(product, now),
        quantity: item.quantity,
      };
    });
  }
  function sendConfirmation(order) {
    const sending = mailer
      .send(orderConfirmationMail(order, { shop, publicUrl }))
      .catch((error) => {
        logger.error({ err: error, orderId: order.orderId }, "order confirmation mail failed");
      })
      .finally(() => mailsInFlight.delete(sending));
    mailsInFlight.add(sending);
  }
  return {
    async placeOrder(input, options = {}) {
      const idempotencyKey = options.idempotencyKey ?? null;
      if (idempotencyKey) {
        const existing = await findOrderByIdempotencyKey(db, idempotencyKey);
        if (existing) return replay(existing, input);
      }
      const now = clock();
      const items = await priceLines(mergeLines(input.items), now);
      const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
        const milliseconds = orderIds.next();
        const order = await insertOrder(db, {
          orderId: formatOrderId(milliseconds),
          total,
          paymentMethod: input.paymentMethod,
          customerInfo: input.customerInfo,
          language: input.language,
          idempotencyKey,
          createdAt: now,
          items,
        });
        if (order) {
          sendConfirmation(order);
          return { order, isReplay: false };
        }
        if (idempotencyKey) {
          const existing = await findOrderByIdempotencyKey(db, idempotencyKey);
          if (existing) return replay(existing, input);
        }
        orderIds.skipPast(milliseconds);
      }
      throw new Error(`No free order id after ${MAX_ORDER_ID_ATTEMPTS} attempts`);
    },
    /**
     * The orders placed with a signed-in customer's e-mail, newest first. Checkout needs no
     * account, so the e-mail is what ties them; the account page shows the latest few.
     */
    async listCustomerOrders(email) {
      return findOrdersByEmail(db, email, CUSTOMER_ORDERS_LIMIT);
    },
    /** Resolves when every confirmation mail started so far is sent or has failed (shutdown, tests). */
    async whenMailsSent() {
      await Promise.all([...mailsInFlight]);
    },
  };
}

// src/modules/products/products.admin.service.ts
function createProductAdminService({ products: products2, media }) {
  function checkImages(input) {
    const fields = {};
    input.variations.forEach((variation, index2) => {
      variation.images.forEach((url, imageIndex) => {
        if (!media.isStoredProductImage(url)) {
          fields[`variations.${index2}.images.${imageIndex}`] = "must be an image uploaded to the shop";
        }
      });
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError("validation_failed", 400, "Images must be uploaded through /api/media.", fields);
    }
  }
  return {
    createProduct(input) {
      checkImages(input);
      return products2.createProduct(input);
    },
    updateProduct(id, input) {
      checkImages(input);
      return products2.updateProduct(id, input);
    },
    /** Deletes the product, then its files (a file left behind by a crash costs disk, not shoppers). */
    async deleteProduct(id) {
      const product = await products2.getProduct(id);
      await products2.deleteProduct(id);
      const urls = product.variations.flatMap((variation) => variation.images);
      await media.deleteProductImages(id, urls);
    },
  };
}
async function productExists(products2, id) {
  try {
    await products2.getProduct(id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

// src/modules/products/products.routes.ts
var JSON_TYPE = "application/json; charset=utf-8";
function registerProductRoutes(app, { products: products2 }) {
  const routes = app.withTypeProvider();
  routes.get("/api/products", { schema: { querystring: productListQuerySchema } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(await products2.listProductsJson(request.query)),
  );
  routes.get("/api/products/:id", { schema: { params: productIdParamsSchema } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(await products2.getProductJson(request.params.id)),
  );
  routes.get("/api/categories", async (_request, reply) =>
    reply.type(JSON_TYPE).send(await products2.listCategoriesJson()),
  );
}

// src/modules/products/products.service.ts
import { randomUUID as randomUUID4 } from "node:crypto";

// src/lib/json-cache.ts
function createJsonCache({ ttlMs, maxEntries, now = Date.now }) {
  const entries = /* @__PURE__ */ new Map();
  const loading = /* @__PURE__ */ new Map();
  let generation = 0;
  async function loadAndStore(key, load) {
    const startedIn = generation;
    try {
      const json = Buffer.from(await load());
      if (startedIn === generation && ttlMs > 0) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { json, expiresAt: now() + ttlMs });
      }
      return json;
    } finally {
      if (startedIn === generation) loading.delete(key);
    }
  }
  return {
    getOrLoad(key, load) {
      const entry = entries.get(key);
      if (entry !== void 0) {
        if (entry.expiresAt > now()) return Promise.resolve(entry.json);
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending !== void 0) return pending;
      const promise = loadAndStore(key, load);
      loading.set(key, promise);
      return promise;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

// src/modules/products/products.repository.ts
import {
  and as and4,
  asc as asc4,
  count as count3,
  desc as desc4,
  eq as eq8,
  inArray as inArray3,
  like,
  sql as sql5,
} from "drizzle-orm";

function productSearchText(name, category, variationColours) {
  return normaliseSearchText(
    [name, ...CATEGORY_SEARCH_WORDS[category], ...colourSearchWords(variationColours)].join(" "),
  );
}
function escapeLike(word) {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}
function filterCondition(filter) {
  const conditions = [];
  if (filter.category) conditions.push(eq8(products.category, filter.category));
  if (filter.ids) conditions.push(inArray3(products.id, filter.ids));
  for (const word of filter.words) conditions.push(like(products.searchText, `%${escapeLike(word)}%`));
  return conditions.length > 0 ? and4(...conditions) : void 0;
}
function sortOrder(sort) {
  switch (sort) {
    case "price_asc":
      return [asc4(products.price), asc4(products.id)];
    case "price_desc":
      return [desc4(products.price), desc4(products.id)];
    case "newest":
      return [desc4(products.createdAt), desc4(products.id)];
  }
}
async function findProductPage(db, request) {
  const rows = await db
    .select()
    .from(products)
    .where(filterCondition(request.filter))
    .orderBy(...sortOrder(request.sort))
    .limit(request.limit)
    .offset(request.offset);
  return withVariations(db, rows);
}
async function countMatchingProducts(db, filter, { atMost } = {}) {
  const where = filterCondition(filter);
  if (atMost === void 0) {
    const [row2] = await db.select({ total: count3() }).from(products).where(where);
    return row2?.total ?? 0;
  }
  const matches = db.select({ id: products.id }).from(products).where(where).limit(atMost).as("matches");
  const [row] = await db.select({ total: count3() }).from(matches);
  return row?.total ?? 0;
}
async function findProductById(db, id) {
  const rows = await db.select().from(products).where(eq8(products.id, id));
  const [product] = await withVariations(db, rows);
  return product ?? null;
}
async function countProductsByCategory(db) {
  const total = count3();
  const rows = await db
    .select({ name: products.category, count: total })
    .from(products)
    .groupBy(products.category);
  const rank = (name) => CATEGORIES.indexOf(name);
  return rows
    .map((row) => ({ name: row.name, count: row.count }))
    .sort((a, b) => b.count - a.count || rank(a.name) - rank(b.name));
}
async function listProductLocations(db, limit) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc4(products.createdAt), desc4(products.id))
    .limit(limit);
}
async function insertProduct(db, input, { now, id }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...(id ? { id } : {}), ...productColumns(input), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("insert into products returned no row");
    const variations = await insertVariations(tx, row.id, input.variations);
    return toProduct(row, variations);
  });
}
async function updateProduct(db, id, input, { now }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...productColumns(input), updatedAt: now })
      .where(eq8(products.id, id))
      .returning();
    if (!row) return null;
    await tx.delete(productVariations).where(eq8(productVariations.productId, id));
    const variations = await insertVariations(tx, id, input.variations);
    return toProduct(row, variations);
  });
}
async function deleteProduct(db, id) {
  const deleted = await db.delete(products).where(eq8(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}
function productColumns(input) {
  return {
    name: input.name,
    price: input.price,
    category: input.category,
    description: input.description,
    dimensions: input.dimensions,
    material: input.material,
    careInstructions: input.careInstructions,
    promotionDiscount: input.promotion?.discount ?? null,
    promotionStart: input.promotion ? new Date(input.promotion.startDate) : null,
    promotionEnd: input.promotion ? new Date(input.promotion.endDate) : null,
    searchText: productSearchText(
      input.name,
      input.category,
      input.variations.map((variation) => variation.color),
    ),
  };
}
async function insertVariations(db, productId, variations) {
  if (variations.length === 0) return [];
  return db
    .insert(productVariations)
    .values(
      variations.map((variation, position) => ({
        productId,
        position,
        color: variation.color,
        images: variation.images,
      })),
    )
    .returning({
      productId: productVariations.productId,
      color: productVariations.color,
      images: productVariations.images,
    });
}
async function withVariations(db, rows) {
  if (rows.length === 0) return [];
  const variations = await db
    .select({
      productId: productVariations.productId,
      color: productVariations.color,
      images: productVariations.images,
    })
    .from(productVariations)
    .where(
      inArray3(
        productVariations.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc4(productVariations.productId), asc4(productVariations.position));
  const byProduct = /* @__PURE__ */ new Map();
  for (const variation of variations) {
    const list = byProduct.get(variation.productId);
    if (list) list.push(variation);
    else byProduct.set(variation.productId, [variation]);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? []));
}
function toProduct(row, variations) {
  const { promotionDiscount: discount, promotionStart: start2, promotionEnd: end } = row;
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    category: row.category,
    description: row.description,
    dimensions: row.dimensions,
    material: row.material,
    careInstructions: row.careInstructions,
    promotion:
      discount !== null && start2 !== null && end !== null
        ? { discount, startDate: start2.toISOString(), endDate: end.toISOString() }
        : null,
    variations: variations.map((variation) => ({ color: variation.color, images: variation.images })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
async function findProductsForOrder(db, ids) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      discount: products.promotionDiscount,
      start: products.promotionStart,
      end: products.promotionEnd,
      // Written out with table names: inside a subquery Drizzle leaves columns unqualified.
      colors: sql5`coalesce((select array_agg(v.color) from product_variations v
        where v.product_id = "products"."id"), '{}'::text[])`,
    })
    .from(products)
    .where(inArray3(products.id, ids));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.price,
    promotion:
      row.discount !== null && row.start !== null && row.end !== null
        ? { discount: row.discount, startDate: row.start.toISOString(), endDate: row.end.toISOString() }
        : null,
    colors: row.colors,
  }));
}

// src/modules/products/products.service.ts
var DEFAULT_CACHE_TTL_MS = 5e3;
var CACHE_MAX_ENTRIES = 2e3;
function createProductService({
  db,
  clock = () => /* @__PURE__ */ new Date(),
  cacheTtlMs = DEFAULT_CACHE_TTL_MS,
}) {
  const cache = createJsonCache({
    ttlMs: cacheTtlMs,
    maxEntries: CACHE_MAX_ENTRIES,
    now: () => clock().getTime(),
  });
  async function listProducts(query) {
    const words = searchWords(query.q ?? "");
    if (query.q && query.q.trim() !== "" && words.length === 0) {
      return { items: [], total: 0, page: query.page, limit: query.limit };
    }
    const filter = { category: query.category, words, ids: query.ids };
    const [items, total] = await Promise.all([
      findProductPage(db, {
        filter,
        sort: query.sort,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      }),
      countMatches(filter),
    ]);
    return { items, total, page: query.page, limit: query.limit };
  }
  async function countMatches(filter) {
    const key = JSON.stringify([
      "count",
      filter.category ?? null,
      filter.words.join(" "),
      filter.ids ?? null,
    ]);
    const options = filter.words.length > 0 ? { atMost: SEARCH_TOTAL_CAP } : {};
    return Number(
      await cache.getOrLoad(key, async () => String(await countMatchingProducts(db, filter, options))),
    );
  }
  async function getProduct(id) {
    const product = await findProductById(db, id);
    if (!product) throw new AppError("product_not_found", 404, `Product ${id} not found`);
    return product;
  }
  function afterWrite(result) {
    cache.invalidate();
    return result;
  }
  return {
    listProducts,
    getProduct,
    /** The list page as the JSON bytes the API sends, from the cache when fresh. */
    listProductsJson(query) {
      const key = JSON.stringify([
        "list",
        query.category ?? null,
        searchWords(query.q ?? "").join(" "),
        query.q?.trim() ? 1 : 0,
        query.ids ?? null,
        query.page,
        query.limit,
        query.sort,
      ]);
      return cache.getOrLoad(key, async () => JSON.stringify(await listProducts(query)));
    },
    getProductJson(id) {
      return cache.getOrLoad(`product:${id}`, async () => JSON.stringify(await getProduct(id)));
    },
    listCategories() {
      return countProductsByCategory(db);
    },
    listCategoriesJson() {
      return cache.getOrLoad("categories", async () => JSON.stringify(await countProductsByCategory(db)));
    },
    /** The products with these ids that still exist, newest first, uncached (favourites). */
    productsByIds(ids) {
      if (ids.length === 0) return Promise.resolve([]);
      return findProductPage(db, {
        filter: { ids, words: [] },
        sort: "newest",
        offset: 0,
        limit: ids.length,
      });
    },
    /**
     * What an order needs of its products (price, promotion, colours), read from the database now,
     * never from the cache: a shopper pays today's price. One query however many lines.
     */
    pricesForOrder(ids) {
      return findProductsForOrder(db, ids);
    },
    listProductLocations(limit) {
      return listProductLocations(db, limit);
    },
    async createProduct(input, options = {}) {
      const product = await insertProduct(db, input, {
        now: clock(),
        id: options.id ?? randomUUID4(),
      });
      return afterWrite(product);
    },
    async updateProduct(id, input) {
      const product = await updateProduct(db, id, input, { now: clock() });
      cache.invalidate();
      if (!product) throw new AppError("product_not_found", 404, `Product ${id} not found`);
      return product;
    },
    async deleteProduct(id) {
      const deleted = await deleteProduct(db, id);
      cache.invalidate();
      if (!deleted) throw new AppError("product_not_found", 404, `Product ${id} not found`);
    },
    /** For tests and the admin issue: drop every cached answer. */
    invalidateCache() {
      cache.invalidate();
    },
  };
}

// src/modules/users/me.routes.ts
function registerCustomerOrderRoutes(app, { orders: orders2 }) {
  app.withTypeProvider().get(
    "/api/me/orders",
    {
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: { response: { 200: customerOrderListSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { items: await orders2.listCustomerOrders(signedInUser(request).email) };
    },
  );
}

// src/modules/users/users.admin.repository.ts
import { asc as asc5, eq as eq9, ne } from "drizzle-orm";

var listColumns = {
  id: users.id,
  uid: users.uid,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};
async function listUsersExcept(db, callerId) {
  return db
    .select(listColumns)
    .from(users)
    .where(ne(users.id, callerId))
    .orderBy(asc5(users.createdAt), asc5(users.id));
}
async function findUserByUid(db, uid) {
  const [row] = await db.select(listColumns).from(users).where(eq9(users.uid, uid));
  return row ?? null;
}
async function lockAdministrators(db) {
  const rows = await db.select({ id: users.id }).from(users).where(eq9(users.role, "admin")).for("update");
  return rows.map((row) => row.id);
}
async function deleteUserById(db, id) {
  await db.delete(users).where(eq9(users.id, id));
}
async function updateUserRole(db, id, role) {
  await db.update(users).set({ role }).where(eq9(users.id, id));
}
async function updatePasswordHash(db, id, passwordHash) {
  await db.update(users).set({ passwordHash }).where(eq9(users.id, id));
}

// src/modules/users/users.admin.service.ts
function userNotFound(uid) {
  return new AppError("not_found", 404, `User ${uid} not found`);
}
function ownAccount() {
  return new AppError("own_account", 409, "Administrators cannot do this to their own account.");
}
function lastAdministrator() {
  return new AppError("last_administrator", 409, "The shop must keep at least one administrator.");
}
function createUserAdminService({ db, hashPassword: hashPassword2, endSessions }) {
  async function withTarget(caller, uid, work) {
    await db.transaction(async (tx) => {
      const administrators = await lockAdministrators(tx);
      const target = await findUserByUid(tx, uid);
      if (!target) throw userNotFound(uid);
      if (target.id === caller.id) throw ownAccount();
      await work(tx, target, administrators);
    });
  }
  function refuseLosingLastAdministrator(target, administrators) {
    if (target.role === "admin" && administrators.filter((id) => id !== target.id).length === 0) {
      throw lastAdministrator();
    }
  }
  return {
    async listUsers(caller) {
      const rows = await listUsersExcept(db, caller.id);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
    deleteUser(caller, uid) {
      return withTarget(caller, uid, async (tx, target, administrators) => {
        refuseLosingLastAdministrator(target, administrators);
        await deleteUserById(tx, target.id);
      });
    },
    setRole(caller, uid, role) {
      return withTarget(caller, uid, async (tx, target, administrators) => {
        if (role === "member") refuseLosingLastAdministrator(target, administrators);
        if (target.role !== role) await updateUserRole(tx, target.id, role);
      });
    },
    async setPassword(caller, uid, password) {
      const passwordHash = await hashPassword2(password);
      await withTarget(caller, uid, async (tx, target) => {
        await updatePasswordHash(tx, target.id, passwordHash);
        await endSessions(tx, target.id);
      });
    },
  };
}

// src/modules/users/users.service.ts
function createUserAccounts({ db }) {
  return {
    findByEmail: (email) => findUserByEmail(db, email),
    findById: (id, tx = db) => findUserById(tx, id),
    createMember: ({ email, passwordHash }) => insertUser(db, { email, passwordHash, role: "member" }),
    setPasswordHash: (tx, id, passwordHash) => setPasswordHash(tx, id, passwordHash),
    findBySocialSubject: (column, subject) => findUserBySocialSubject(db, column, subject),
    linkSocialSubject: (input) => linkSocialSubject(db, input),
    createSocialMember: (input) => insertSocialUser(db, input),
  };
}

// src/modules/web/web.routes.ts
import { existsSync as existsSync2 } from "node:fs";
// src/modules/web/index-html.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join as join6, join as join8 } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fastifyStatic2 from "@fastify/static";

// src/modules/web/page-shell.ts
var SHELL_MARKER = "<!--app-shell-->";
var HERO_BASE = "/hero/slide-1";
var HERO_MOBILE_IMAGE = `${HERO_BASE}-mobile-750.webp`;
var HERO_DESKTOP_SRCSET = `${HERO_BASE}-desktop-1280.webp 1280w, ${HERO_BASE}-desktop-1920.webp 1920w`;
function homeShell() {
  return `<div class="relative w-full overflow-hidden bg-sand h-[60vh] md:h-[90vh]"><picture class="absolute inset-0 transition-opacity opacity-100"><source media="(min-width: ${MOBILE_BREAKPOINT_PX}px)" srcset="${HERO_DESKTOP_SRCSET}" sizes="100vw"><img src="${HERO_MOBILE_IMAGE}" alt="" width="750" height="1000" fetchpriority="high" decoding="async" class="absolute inset-0 size-full object-cover object-bottom md:object-right"></picture></div>`;
}
function pageShell(pathname) {
  return pathname === "/" ? homeShell() : "";
}

// src/modules/web/index-html.ts
var HEAD_MARKER = "<!--app-head-->";
var HEAD_END_MARKER = "<!--/app-head-->";
var DATA_MARKER = "<!--app-data-->";
function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
function renderIndexHtml(template, { head, shop, initialData, shell = "" }) {
  const scripts = [`<script id="shop-info" type="application/json">${jsonForScript(shop)}</script>`];
  if (initialData) {
    scripts.push(
      `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(initialData)}</script>`,
    );
  }
  const start2 = template.indexOf(HEAD_MARKER);
  const end = template.indexOf(HEAD_END_MARKER, start2);
  const withHead =
    start2 !== -1 && end !== -1
      ? template.slice(0, start2) + head + template.slice(end + HEAD_END_MARKER.length)
      : template.replace(HEAD_MARKER, () => head);
  return withHead.replace(SHELL_MARKER, () => shell).replace(DATA_MARKER, () => scripts.join(""));
}
function createIndexHtmlLoader(webDistDir) {
  let template = null;
  return async () => {
    if (template !== null) return template;
    try {
      template = await readFile2(join6(webDistDir, "index.html"), "utf8");
      return template;
    } catch (error) {
      if (error.code === "ENOENT") return null;
      throw error;
    }
  };
}

// src/modules/web/initial-data.ts
function createInitialDataLoader(products2) {
  const readJson = async (bytes) => JSON.parse((await bytes).toString("utf8"));
  async function list(request) {
    const page = await readJson(
      products2.listProductsJson({
        category: request.category ?? void 0,
        sort: request.sort,
        page: request.page,
        limit: request.limit,
      }),
    );
    return { request, page };
  }
  return async function loadInitialData(url) {
    const [rawPath = "/", query = ""] = url.split("?");
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
    if (pathname === PAGE_PATHS.home) {
      const categories = await readJson(products2.listCategoriesJson());
      const productLists = await Promise.all(
        categories
          .filter((category) => category.count > 0)
          .map((category) =>
            list({ category: category.name, sort: "newest", page: 1, limit: HOME_PRODUCTS_PER_CATEGORY }),
          ),
      );
      return { categories, productLists };
    }
    if (pathname === PAGE_PATHS.products) {
      const params = parseProductListParams(new URLSearchParams(query));
      const [categories, productList] = await Promise.all([
        readJson(products2.listCategoriesJson()),
        list({ ...params, limit: PAGE_LIMIT_DEFAULT }),
      ]);
      return { categories, productLists: [productList] };
    }
    return null;
  };
}

// src/modules/web/seo.ts
var INDEXED_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.products,
  PAGE_PATHS.about,
  PAGE_PATHS.warranty,
  PAGE_PATHS.privacy,
];
var SITEMAP_MAX_URLS = 5e4;
function renderRobotsTxt(publicUrl) {
  return `User-agent: *
Allow: /

Sitemap: ${publicUrl}/sitemap.xml
`;
}
function renderSitemapXml(publicUrl, products2) {
  const entries = [
    ...INDEXED_PAGES.map((path) => urlEntry(`${publicUrl}${path}`)),
    ...products2.map((product) =>
      urlEntry(`${publicUrl}${pagePath("product", { id: product.id })}`, product.updatedAt),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}
function urlEntry(location, lastModified) {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}
function escapeXml(text2) {
  return text2.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

// src/modules/web/page-head.ts
var DEFAULT_TAGLINE = SERVER_TEXTS[DEFAULT_LANGUAGE].page.tagline;
var DEFAULT_DESCRIPTION = SERVER_TEXTS[DEFAULT_LANGUAGE].page.description;
var DEFAULT_IMAGE_PATH = "/og-default.webp";
var DESCRIPTION_MAX_LENGTH = 160;
var PRODUCT_PATH = /^\/products\/([^/]+)\/?$/;
var PRIVATE_PAGES = [
  PAGE_PATHS.cart,
  PAGE_PATHS.checkout,
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.resetPassword,
  PAGE_PATHS.account,
  PAGE_PATHS.admin,
];
function createPageHeadRenderer({ findProduct, publicUrl, shop, clock = () => /* @__PURE__ */ new Date() }) {
  return async function renderPageHead(pathname) {
    const productId = PRODUCT_PATH.exec(pathname)?.[1];
    if (isUuid(productId)) {
      const product = await findProduct(productId.toLowerCase());
      if (product) {
        return {
          head: renderProductHead(product, { publicUrl, shop, now: clock() }),
          initialData: { product },
        };
      }
    }
    return { head: renderDefaultHead(pathname, { publicUrl, shop }), initialData: null };
  };
}
function renderDefaultHead(pathname, { publicUrl, shop }) {
  const title = `${shop.name} \u2013 ${DEFAULT_TAGLINE}`;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const isIndexed = INDEXED_PAGES.includes(normalised);
  const isPrivate = PRIVATE_PAGES.includes(normalised) || normalised.startsWith(`${PAGE_PATHS.admin}/`);
  const url = `${publicUrl}${isIndexed ? normalised : "/"}`;
  const tags = [
    element("title", title),
    meta("name", "description", DEFAULT_DESCRIPTION),
    isIndexed ? link("canonical", url) : "",
    // A product id that is no product, a path that is no page, a shopper's own pages: not for search.
    isPrivate || !isPagePath(pathname) || PRODUCT_PATH.test(pathname)
      ? meta("name", "robots", "noindex")
      : "",
    meta("property", "og:site_name", shop.name),
    meta("property", "og:type", "website"),
    meta("property", "og:locale", "vi_VN"),
    meta("property", "og:title", title),
    meta("property", "og:description", DEFAULT_DESCRIPTION),
    meta("property", "og:image", `${publicUrl}${DEFAULT_IMAGE_PATH}`),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary_large_image"),
  ];
  return tags.filter(Boolean).join("");
}
function renderProductHead(product, { publicUrl, shop, now }) {
  const url = `${publicUrl}${pagePath("product", { id: product.id })}`;
  const title = `${product.name} \u2013 ${shop.name}`;
  const description = productDescription(product);
  const images = product.variations
    .flatMap((variation) => variation.images)
    .map((image) => absoluteUrl(image, publicUrl));
  const cover = images[0] ?? `${publicUrl}${DEFAULT_IMAGE_PATH}`;
  const price = priceWithPromotion(product, now);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.name,
    description,
    image: images.length > 0 ? images : [cover],
    sku: product.id,
    category: product.category,
    ...(product.material ? { material: product.material } : {}),
    brand: { "@type": "Brand", name: shop.name },
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "VND",
      // The shop keeps no stock count: every product on sale can be ordered (cash on delivery).
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
    },
  };
  return [
    element("title", title),
    meta("name", "description", description),
    link("canonical", url),
    meta("property", "og:site_name", shop.name),
    meta("property", "og:type", "product"),
    meta("property", "og:locale", "vi_VN"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image", cover),
    meta("property", "og:image:alt", product.name),
    meta("property", "og:url", url),
    meta("property", "product:price:amount", String(price)),
    meta("property", "product:price:currency", "VND"),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", cover),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join("");
}
function productDescription(product) {
  const text2 = product.description
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?。]$/.test(line) ? line : `${line}.`))
    .join(" ");
  const full = text2 || [product.name, product.material].filter(Boolean).join(" \u2013 ");
  if (full.length <= DESCRIPTION_MAX_LENGTH) return full;
  const cut = full.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;.]+$/, "")}\u2026`;
}
function absoluteUrl(urlOrPath, publicUrl) {
  if (/^https?:\/\//i.test(urlOrPath)) return urlOrPath;
  return `${publicUrl}${urlOrPath.startsWith("/") ? "" : "/"}${urlOrPath}`;
}
function element(name, text2) {
  return `<${name}>${escapeHtml(text2)}</${name}>`;
}
function meta(attribute, key, content) {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}
function link(rel, href) {
  return `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;
}

// src/modules/web/preload-hints.ts
import { readFile as readFile3 } from "node:fs/promises";
import { join as join7 } from "node:path";

var PAGE_PATTERNS2 = PRELOADED_PAGES.map((name) => ({
  pattern: new RegExp(`^${PAGE_PATHS[name].replace(/:\w+/g, "[^/]+")}/?$`),
  name: pagePreloadName(name),
}));
async function readViteManifest(webDistDir) {
  const readJson = async (path) => JSON.parse(await readFile3(join7(webDistDir, path), "utf8"));
  try {
    const chunks = await readJson(".vite/manifest.json");
    const preloadNames = await readJson(PRELOAD_NAMES_FILE).catch(() => ({}));
    return { chunks, preloadNames };
  } catch {
    return null;
  }
}
function guessLanguage(url, cookie, acceptLanguage) {
  const query = new URLSearchParams(url.split("?")[1] ?? "").get("lng");
  const fromCookie = /(?:^|;\s*)i18next=([^;]*)/.exec(cookie ?? "")?.[1];
  const fromBrowser = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim() ?? "")
    .filter(Boolean);
  for (const candidate of [query, fromCookie, ...fromBrowser]) {
    const language = toShopLanguage(candidate ?? "");
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
function toShopLanguage(tag) {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const mapped = { ko: "kr", ja: "jp" }[primary] ?? primary;
  return isLanguage(mapped) ? mapped : null;
}
function modulePreloadHints(build, pathname, language) {
  if (!build) return "";
  const { chunks: manifest, preloadNames } = build;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const alreadyLoaded = /* @__PURE__ */ new Set();
  const collect = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  if (entry) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
    if (entryKey) collect(entryKey, alreadyLoaded);
  }
  const wanted = /* @__PURE__ */ new Set();
  const page = PAGE_PATTERNS2.find(({ pattern }) => pattern.test(pathname));
  for (const name of [localePreloadName(language), PRELOAD_QUERY_CLIENT, ...(page ? [page.name] : [])]) {
    const key = preloadNames[name];
    if (key) collect(key, wanted);
  }
  return [...wanted]
    .filter((file) => !alreadyLoaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join("");
}
function homeImagePreloads() {
  return `<link rel="preload" as="image" href="${HERO_MOBILE_IMAGE}" media="(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)" fetchpriority="high"><link rel="preload" as="image" imagesrcset="${HERO_DESKTOP_SRCSET}" imagesizes="100vw" media="(min-width: ${MOBILE_BREAKPOINT_PX}px)" fetchpriority="high">`;
}
var PRELOADED_CARD_IMAGES = 2;
function dataImagePreloads(initialData) {
  if (!initialData) return "";
  const productImage = initialData.product?.variations[0]?.images[0];
  if (productImage) return imagePreload(productImage, PRODUCT_PAGE_IMAGE_SIZES);
  const lists = initialData.productLists ?? [];
  const [list] = lists;
  if (lists.length !== 1 || !list) return "";
  return list.page.items
    .slice(0, PRELOADED_CARD_IMAGES)
    .map((product) => product.variations[0]?.images[0])
    .filter((image) => Boolean(image))
    .map((image) => imagePreload(image, PRODUCT_CARD_IMAGE_SIZES))
    .join("");
}
function imagePreload(src, sizes) {
  const srcSet = imageSrcSet(src);
  return srcSet
    ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`;
}

// src/modules/web/web.routes.ts
var brotli = promisify(zlib.brotliCompress);
var gzip = promisify(zlib.gzip);
var ONE_YEAR = "public, max-age=31536000, immutable";
var ONE_DAY = "public, max-age=86400";
async function registerWebRoutes(app, options) {
  const { webDistDir, publicUrl, products: products2 } = options;
  if (existsSync2(join8(webDistDir, "index.html"))) {
    await app.register(fastifyStatic2, {
      root: webDistDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      // The build writes .br and .gz beside every text file (apps/web/vite-plugin-precompress.ts):
      // sent as they are to a browser that accepts them, with no compression work per request.
      preCompressed: true,
      // index.html is a template, only ever sent filled in (sendPage). Folders and dotfiles are
      // not files of the app: they fall through to sendPage's 404 instead of a 403.
      allowedPath: (pathname) =>
        pathname !== "/index.html" &&
        !pathname.endsWith("/") &&
        !pathname.split("/").some((s) => s.startsWith(".")),
      setHeaders(reply, path) {
        reply.header("cache-control", path.startsWith(join8(webDistDir, "assets")) ? ONE_YEAR : ONE_DAY);
      },
    });
  }
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", ONE_DAY).send(renderRobotsTxt(publicUrl)),
  );
  app.get("/sitemap.xml", async (_request, reply) => {
    const locations = await products2.listProductLocations(SITEMAP_MAX_URLS);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(renderSitemapXml(publicUrl, locations));
  });
  const loadIndexHtml = createIndexHtmlLoader(webDistDir);
  const manifest = readViteManifest(webDistDir);
  const renderPageHead = createPageHeadRenderer({
    publicUrl,
    shop: options.shop,
    clock: options.clock,
    // The same cached JSON the API sends, so a product page costs no extra query when it is hot.
    findProduct: async (id) => {
      try {
        return JSON.parse((await products2.getProductJson(id)).toString("utf8"));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  });
  const loadInitialData = createInitialDataLoader(products2);
  async function sendPage(request, reply) {
    const template = await loadIndexHtml();
    if (template === null) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(
          "The web app is not built. Run `npm run build` (or `npm run build -w @shop/web`) and restart.\n",
        );
    }
    const pathname = request.url.split("?")[0] ?? "/";
    const [{ head, initialData: productData }, listData] = await Promise.all([
      renderPageHead(pathname),
      loadInitialData(request.url),
    ]);
    const initialData = productData ?? listData;
    const language = guessLanguage(request.url, request.headers.cookie, request.headers["accept-language"]);
    const hints =
      modulePreloadHints(await manifest, pathname, language) +
      (pathname === "/" ? homeImagePreloads() : dataImagePreloads(initialData));
    const html = renderIndexHtml(template, {
      head: head + hints,
      initialData,
      shop: options.shop,
      shell: pageShell(pathname),
    });
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    reply
      .code(isPagePath(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding, accept-language, cookie");
    if (encoding === "identity") return reply.send(html);
    return reply.header("content-encoding", encoding).send(await compressPage(html, encoding));
  }
  app.get("/", sendPage);
  return { sendPage };
}
function chooseEncoding(acceptEncoding) {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? ""))
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => !quality || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}
function compressPage(html, encoding) {
  return encoding === "br"
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });
}
function isPageRequest(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "/";
  return !(pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/"));
}

// src/plugins/request-log.ts
function registerRequestLog(app) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}

// src/plugins/requests-in-flight.ts
var DRAIN_LIMIT_MS = 8e3;
function waitForRequestsInFlightOnClose(app) {
  let inFlight = 0;
  let wakeUp = null;
  app.addHook("onRequest", (_request, _reply, done) => {
    inFlight += 1;
    done();
  });
  app.addHook("onSend", (_request, _reply, payload, done) => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) wakeUp?.();
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    if (inFlight === 0) return;
    await new Promise((resolve3) => {
      const timer = setTimeout(resolve3, DRAIN_LIMIT_MS);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve3();
      };
    });
  });
}

// src/plugins/route-access.ts
var ACCESS_LEVELS = ["public", "customer", "admin"];
var registries = /* @__PURE__ */ new WeakMap();
function registerRouteAccess(app) {
  const routes = [];
  registries.set(app, routes);
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    const undeclared = routes.filter((route) => !isRouteAccess(route.config?.access));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(", ");
      throw new Error(
        `Every route declares who may call it (config.access: ${ACCESS_LEVELS.join(" | ")}); these do not: ${names}`,
      );
    }
  });
}
function declareAccess(scope, access2) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access2 };
  });
}
function isRouteAccess(value) {
  return typeof value === "string" && ACCESS_LEVELS.includes(value);
}

// src/app.ts
var BODY_LIMIT_BYTES = 256 * 1024;
async function buildApp(dependencies) {
  const { config, db, clock = () => /* @__PURE__ */ new Date() } = dependencies;
  const { trustProxy } = config;
  const app = Fastify({
    logger: dependencies.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A proxy's request id is kept so logs line up across hops; otherwise a fresh UUID.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID5(),
    // Fastify's two lines per request (with the whole request serialised) halve the throughput of
    // the hot list page; plugins/request-log.ts writes one small line instead. LOG_LEVEL=debug
    // brings Fastify's back.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
    return503OnClosing: true,
    // A hop count means "believe the nearest N proxies"; Fastify's typings take it as a function.
    trustProxy: typeof trustProxy === "number" ? (_address, hop) => hop < trustProxy : trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeKeptAliveConnectionsOnClose(app);
  waitForRequestsInFlightOnClose(app);
  const metrics = dependencies.metrics ?? createShopMetrics();
  metrics.observeDatabasePool(db);
  registerMetrics(app, { metrics, token: config.metricsToken });
  registerRequestLog(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const jwtSecret = await resolveJwtSecret(config);
  const accessTokens = createAccessTokens({ secret: jwtSecret, issuer: config.publicUrl, clock });
  const mailer = metrics.instrumentMailer(dependencies.mailer ?? createMailer(config, app.log));
  const products2 = dependencies.products ?? createProductService({ db, clock });
  const media = dependencies.media ?? createMediaStorage(config);
  app.addHook("onClose", async () => media.close());
  await registerRateLimit(app, { redisUrl: config.redisUrl });
  registerRouteAccess(app);
  registerHealthRoutes(app, {
    checks: dependencies.readinessChecks ?? readinessChecks(config, db),
    shutdown: dependencies.shutdown ?? createShutdownState(),
  });
  const orders2 = createOrderService({
    db,
    products: products2,
    mailer,
    logger: app.log,
    shop: config.shop,
    publicUrl: config.publicUrl,
    clock,
  });
  app.addHook("onClose", () => orders2.whenMailsSent());
  const users2 = createUserAccounts({ db });
  const auth = createAuthService({
    db,
    users: users2,
    mailer,
    accessTokens,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook("onClose", () => auth.pendingMail());
  registerAuthGuard(app, createAuthGuard({ accessTokens, findSessionUser: auth.findSessionUser, clock }));
  const mediaService = createMediaService({
    storage: media.storage,
    productExists: (id) => productExists(products2, id),
  });
  let web;
  await app.register(async (shop) => {
    declareAccess(shop, "public");
    registerOrderRoutes(shop, { orders: orders2, rateLimit: { max: config.orderRateLimit, windowMs: 6e4 } });
    registerProductRoutes(shop, { products: products2 });
    await registerMediaRoutes(shop, media.serving);
    registerAuthRoutes(shop, {
      auth,
      throttle: createSignInThrottle(createAttemptLimiter(createAttemptStore(app, config.redisUrl, clock))),
    });
    registerOAuthRoutes(shop, {
      oauth: createOAuthService({ users: users2, config, auth, stateSecret: jwtSecret, clock }),
      auth,
      secureCookies: config.publicUrl.startsWith("https:"),
    });
    registerFavouriteRoutes(shop, { favourites: createFavouritesService({ db, products: products2 }) });
    registerCustomerOrderRoutes(shop, { orders: orders2 });
    web = await registerWebRoutes(shop, {
      webDistDir: config.webDistDir,
      publicUrl: config.publicUrl,
      shop: config.shop,
      products: products2,
      clock,
    });
  });
  await registerAdminRoutes(app, {
    productAdmin: createProductAdminService({ products: products2, media: mediaService }),
    users: createUserAdminService({ db, hashPassword, endSessions: auth.endSessions }),
    orders: createOrderAdminService({ db }),
    media: mediaService,
  });
  app.setNotFoundHandler((request, reply) => {
    if (web && isPageRequest(request)) return web.sendPage(request, reply);
    return sendError(
      reply,
      404,
      "not_found",
      `No such route: ${request.method} ${request.url.split("?")[0]}`,
    );
  });
  return app;
}
function closeKeptAliveConnectionsOnClose(app) {
  let sweeper;
  app.addHook("preClose", async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(sweeper);
  });
}

// src/db/client.ts
import { mkdir as mkdir4 } from "node:fs/promises";
import { join as join9 } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg2 from "pg";

var DRIZZLE_OPTIONS = { schema: schema_exports, casing: "snake_case" };
var MIGRATION_LOCK_KEY = 72016001;
function databaseLocation(config) {
  if (config.databaseUrl) return { kind: "postgres", url: config.databaseUrl };
  return { kind: "pglite", dataDir: join9(config.dataDir, "pglite") };
}
async function openDatabase(location) {
  if (location.kind === "postgres") return openPostgres(location.url);
  return openPglite(location.kind === "pglite" ? location.dataDir : void 0);
}
async function openPglite(dataDir) {
  if (dataDir) {
    await mkdir4(join9(dataDir, ".."), { recursive: true });
  }
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
async function openPostgres(url) {
  const pool = new pg2.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, ...DRIZZLE_OPTIONS });
  return {
    db,
    kind: "postgres",
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: connection, ...DRIZZLE_OPTIONS }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

// src/db/seed.ts
import { randomUUID as randomUUID6 } from "node:crypto";
import { readFile as readFile4 } from "node:fs/promises";
import { basename, join as join10 } from "node:path";
import { count as count4 } from "drizzle-orm";

var DEMO_SEED_MARKER = "demo_catalogue_seeded";
async function seedDemoCatalogue({ db, storage, now, catalogue, assetsDir }) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(systemMarkers)
      .values({ name: DEMO_SEED_MARKER, createdAt: now })
      .onConflictDoNothing()
      .returning({ name: systemMarkers.name });
    if (marked.length === 0) return { seeded: false, reason: "already_seeded" };
    const [existing] = await tx.select({ total: count4() }).from(products);
    if ((existing?.total ?? 0) > 0) return { seeded: false, reason: "catalogue_not_empty" };
    for (const demo of catalogue) {
      const checked = productInputSchema.parse(demo.input);
      const id = randomUUID6();
      const variations = [];
      for (const variation of checked.variations) {
        const images = [];
        const used = /* @__PURE__ */ new Set();
        for (const [position, imageBase] of variation.images.entries()) {
          const kind = position === 0 ? "cover" : "additional";
          let name = basename(imageBase);
          if (used.has(name)) name = `${name}-${position}`;
          used.add(name);
          const folder = `products/${id}/${variation.color.replace("#", "").toLowerCase()}/${kind}`;
          images.push(await copyImage(storage, join10(assetsDir, imageBase), `${folder}/${name}`));
        }
        variations.push({ color: variation.color, images });
      }
      await insertProduct(tx, { ...checked, variations }, { now: demo.createdAt, id });
    }
    return { seeded: true, products: catalogue.length };
  });
}
async function copyImage(storage, sourceBase, targetBase) {
  let url = "";
  for (const width of IMAGE_WIDTHS) {
    const bytes = await readFile4(`${sourceBase}-${width}.webp`);
    url = await storage.put(storedImageName(targetBase, width), bytes, "image/webp");
  }
  return url;
}

// src/db/seed/demo-styles.ts
function demoImageBase(style, hex, view) {
  return `products/${style}/${hex.replace("#", "").toLowerCase()}/${view}`;
}

// src/db/seed/demo-catalogue.ts
var CARE = {
  "Da b\xF2 th\u1EADt":
    "Lau b\u1EB1ng kh\u0103n m\u1EC1m, kh\xF4 sau khi s\u1EED d\u1EE5ng. Tr\xE1nh n\u01B0\u1EDBc, m\u01B0a v\xE0 \xE1nh n\u1EAFng tr\u1EF1c ti\u1EBFp. D\u01B0\u1EE1ng da 3\u20136 th\xE1ng m\u1ED9t l\u1EA7n b\u1EB1ng kem d\u01B0\u1EE1ng chuy\xEAn d\u1EE5ng. Khi kh\xF4ng d\xF9ng, nh\u1ED3i gi\u1EA5y gi\u1EEF form v\xE0 c\u1EA5t trong t\xFAi v\u1EA3i \u0111i k\xE8m.",
  "Da b\xF2 v\xE2n Saffiano":
    "Lau nh\u1EB9 b\u1EB1ng kh\u0103n \u1EA9m v\u1EAFt ki\u1EC7t r\u1ED3i lau kh\xF4 l\u1EA1i. B\u1EC1 m\u1EB7t v\xE2n Saffiano ch\u1ED1ng tr\u1EA7y t\u1ED1t nh\u01B0ng n\xEAn tr\xE1nh v\u1EADt s\u1EAFc nh\u1ECDn. Kh\xF4ng d\xF9ng c\u1ED3n, x\u0103ng hay ch\u1EA5t t\u1EA9y. C\u1EA5t n\u01A1i kh\xF4 tho\xE1ng, tr\xE1nh n\u1EAFng.",
  "Da b\xF2 thu\u1ED9c th\u1EA3o m\u1ED9c":
    "Da thu\u1ED9c th\u1EA3o m\u1ED9c s\u1EBD s\u1EABm m\xE0u v\xE0 b\xF3ng \u0111\u1EB9p h\u01A1n theo th\u1EDDi gian. Lau kh\xF4 ngay khi d\xEDnh n\u01B0\u1EDBc, d\u01B0\u1EE1ng b\u1EB1ng s\xE1p ong ho\u1EB7c d\u1EA7u d\u01B0\u1EE1ng da 2\u20133 th\xE1ng m\u1ED9t l\u1EA7n. Tr\xE1nh \xE1nh n\u1EAFng g\u1EAFt v\xE0 n\u01A1i \u1EA9m.",
  "Da c\u1EEBu m\u1EC1m":
    "Da c\u1EEBu m\u1EC1m v\xE0 nh\u1EA1y v\u1EDBi n\u01B0\u1EDBc: lau b\u1EE5i b\u1EB1ng kh\u0103n m\u1EC1m kh\xF4, tr\xE1nh m\u01B0a v\xE0 m\u1EF9 ph\u1EA9m. Kh\xF4ng \u0111\u1EB7t v\u1EADt n\u1EB7ng l\xEAn t\xFAi. C\u1EA5t trong t\xFAi v\u1EA3i, nh\u1ED3i gi\u1EA5y \u0111\u1EC3 gi\u1EEF d\xE1ng.",
  "Da PU cao c\u1EA5p":
    "Lau nh\u1EB9 b\u1EB1ng kh\u0103n \u1EA9m r\u1ED3i lau kh\xF4. Kh\xF4ng d\xF9ng c\u1ED3n ho\u1EB7c ch\u1EA5t t\u1EA9y m\u1EA1nh. Tr\xE1nh \u0111\u1EC3 g\u1EA7n ngu\u1ED3n nhi\u1EC7t v\xE0 v\u1EADt s\u1EAFc nh\u1ECDn. C\u1EA5t n\u01A1i tho\xE1ng m\xE1t, kh\xF4ng g\u1EADp m\u1EA1nh.",
  "Da PU ch\u1EA7n tr\xE1m":
    "Lau b\u1EB1ng kh\u0103n \u1EA9m m\u1EC1m theo chi\u1EC1u \u0111\u01B0\u1EDDng ch\u1EA7n, sau \u0111\xF3 lau kh\xF4. Kh\xF4ng gi\u1EB7t m\xE1y, kh\xF4ng ng\xE2m n\u01B0\u1EDBc. Tr\xE1nh \u0111\xE8 v\u1EADt n\u1EB7ng \u0111\u1EC3 gi\u1EEF \u0111\u1ED9 ph\u1ED3ng c\u1EE7a \u0111\u01B0\u1EDDng tr\xE1m.",
  "V\u1EA3i canvas ph\u1ED1i da":
    "Gi\u1EB7t tay nh\u1EB9 nh\xE0ng ph\u1EA7n v\u1EA3i v\u1EDBi n\u01B0\u1EDBc l\u1EA1nh v\xE0 x\xE0 ph\xF2ng trung t\xEDnh, tr\xE1nh l\xE0m \u01B0\u1EDBt ph\u1EA7n da. Kh\xF4ng d\xF9ng thu\u1ED1c t\u1EA9y, kh\xF4ng v\u1EAFt m\u1EA1nh. Ph\u01A1i n\u01A1i tho\xE1ng m\xE1t, tr\xE1nh n\u1EAFng g\u1EAFt.",
};
var STYLE_BULLETS = {
  "top-handle": [
    "Form c\u1EE9ng c\xE1p, gi\u1EEF d\xE1ng \u0111\u1EB9p sau th\u1EDDi gian d\xE0i s\u1EED d\u1EE5ng",
    "K\xE8m d\xE2y \u0111eo vai c\xF3 th\u1EC3 th\xE1o r\u1EDDi v\xE0 \u0111i\u1EC1u ch\u1EC9nh \u0111\u1ED9 d\xE0i",
    "Ng\u0103n ch\xEDnh r\u1ED9ng, c\xF3 ng\u0103n kh\xF3a k\xE9o b\xEAn trong v\xE0 ng\u0103n \u0111\u1EC3 \u0111i\u1EC7n tho\u1EA1i",
  ],
  tote: [
    "S\u1EE9c ch\u1EE9a l\u1EDBn, v\u1EEBa laptop 14 inch v\xE0 t\xE0i li\u1EC7u kh\u1ED5 A4",
    "Quai \u0111eo ch\u1EAFc ch\u1EAFn, t\xE1n \u0111inh kim lo\u1EA1i \u1EDF hai \u0111\u1EA7u",
    "L\xF3t trong b\u1EB1ng v\u1EA3i cotton, c\xF3 t\xFAi nh\u1ECF kh\xF3a k\xE9o",
  ],
  bucket: [
    "D\xE2y r\xFAt \u0111i\u1EC1u ch\u1EC9nh mi\u1EC7ng t\xFAi, l\u1EA5y \u0111\u1ED3 d\u1EC5 d\xE0ng",
    "\u0110\xE1y t\xFAi gia c\u1ED1 th\xEAm m\u1ED9t l\u1EDBp da, \u0111\u1EE9ng v\u1EEFng khi \u0111\u1EB7t xu\u1ED1ng",
    "C\xF3 th\u1EC3 x\xE1ch tay ho\u1EB7c \u0111eo vai",
  ],
  hobo: [
    "Quai \u0111eo b\u1EA3n r\u1ED9ng, \xEAm vai khi d\xF9ng c\u1EA3 ng\xE0y",
    "Kh\xF3a k\xE9o kim lo\u1EA1i m\u01B0\u1EE3t, an to\xE0n cho \u0111\u1ED3 d\xF9ng c\xE1 nh\xE2n",
    "\u0110\u1EE7 r\u1ED9ng cho v\xED d\xE0i, \xF4 g\u1EA5p v\xE0 b\xECnh n\u01B0\u1EDBc nh\u1ECF",
  ],
  baguette: [
    "D\xE1ng baguette thanh l\u1ECBch, k\u1EB9p n\xE1ch g\u1ECDn g\xE0ng",
    "Kh\xF3a c\xE0i m\u1EA1 v\xE0ng l\xE0m \u0111i\u1EC3m nh\u1EA5n sang tr\u1ECDng",
    "\u0110\u1EF1ng v\u1EEBa \u0111i\u1EC7n tho\u1EA1i, v\xED nh\u1ECF v\xE0 son m\xF4i",
  ],
  saddle: [
    "D\xE1ng y\xEAn ng\u1EF1a c\u1ED5 \u0111i\u1EC3n v\u1EDBi \u0111\u01B0\u1EDDng cong m\u1EC1m m\u1EA1i",
    "D\xE2y \u0111eo ch\xE9o \u0111i\u1EC1u ch\u1EC9nh t\u1EEB 100 \u0111\u1EBFn 130 cm",
    "Nh\u1EB9, r\u1EA3nh tay khi d\u1EA1o ph\u1ED1 hay \u0111i du l\u1ECBch",
  ],
  camera: [
    "Kh\xF3a k\xE9o kim lo\u1EA1i tr\xEAn mi\u1EC7ng t\xFAi, \u0111\xF3ng m\u1EDF \xEAm",
    "Tua rua da \u1EDF \u0111\u1EA7u kh\xF3a k\xE9o",
    "Ng\u0103n trong chia hai, k\xE8m m\u1ED9t ng\u0103n kh\xF3a k\xE9o nh\u1ECF",
  ],
  "phone-pouch": [
    "V\u1EEBa \u0111i\u1EC7n tho\u1EA1i m\xE0n h\xECnh \u0111\u1EBFn 6,9 inch",
    "D\xE2y x\xEDch m\u1EA1 v\xE0ng c\xF3 th\u1EC3 th\xE1o r\u1EDDi",
    "N\u1EAFp g\u1EADp c\xE0i n\xFAt nam ch\xE2m, m\u1EDF b\u1EB1ng m\u1ED9t tay",
  ],
  wallet: [
    "Nhi\u1EC1u ng\u0103n \u0111\u1EF1ng th\u1EBB v\xE0 ng\u0103n ti\u1EC1n r\u1ED9ng",
    "N\xFAt b\u1EA5m m\u1EA1 v\xE0ng ch\u1EAFc ch\u1EAFn, kh\xF4ng g\u1EC9",
    "K\xE8m quai c\u1EA7m tay c\xF3 th\u1EC3 th\xE1o r\u1EDDi",
  ],
  "card-holder": [
    "4 ng\u0103n \u0111\u1EF1ng th\u1EBB v\xE0 m\u1ED9t ng\u0103n gi\u1EEFa cho ti\u1EC1n g\u1EA5p",
    "Si\xEAu m\u1ECFng, v\u1EEBa t\xFAi qu\u1EA7n v\xE0 t\xFAi \xE1o",
    "Khoen m\xF3c ch\xECa kh\xF3a m\u1EA1 v\xE0ng",
  ],
  strap: [
    "Kh\xF3a m\xF3c xoay 360\xB0, h\u1EE3p v\u1EDBi h\u1EA7u h\u1EBFt t\xFAi c\xF3 khoen",
    "\u0110i\u1EC1u ch\u1EC9nh \u0111\u1ED9 d\xE0i \u0111\u1EC3 \u0111eo vai ho\u1EB7c \u0111eo ch\xE9o",
    "B\u1EA3n r\u1ED9ng gi\xFAp ph\xE2n b\u1ED5 tr\u1ECDng l\u01B0\u1EE3ng, \xEAm vai",
  ],
};
var SPECS = [
  // Handbag
  {
    slug: "lumi-classic",
    name: "T\xFAi x\xE1ch tay Lumi Classic",
    category: "Handbag",
    style: "top-handle",
    price: 245e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "26 x 20 x 11 cm",
    colours: ["Black", "Brown", "Beige"],
    highlights: [
      "Thi\u1EBFt k\u1EBF bi\u1EC3u t\u01B0\u1EE3ng c\u1EE7a Lumi, kh\xE2u tay t\u1EEBng \u0111\u01B0\u1EDDng ch\u1EC9",
      "Da b\xF2 nguy\xEAn t\u1EA5m nh\u1EADp kh\u1EA9u t\u1EEB \xDD",
    ],
    promotion: { status: "active", discount: 15 },
  },
  {
    slug: "lumi-rose",
    name: "T\xFAi x\xE1ch \u0111\u1ECF Lumi Rose",
    category: "Handbag",
    style: "top-handle",
    price: 219e4,
    material: "Da b\xF2 v\xE2n Saffiano",
    dimensions: "24 x 18 x 10 cm",
    colours: ["Red"],
    highlights: [
      "S\u1EAFc \u0111\u1ECF r\u01B0\u1EE3u vang n\u1ED5i b\u1EADt cho nh\u1EEFng bu\u1ED5i h\u1EB9n v\xE0 ti\u1EC7c t\u1ED1i",
    ],
  },
  {
    slug: "hoi-an-mini",
    name: "T\xFAi x\xE1ch tay H\u1ED9i An Mini",
    category: "Handbag",
    style: "top-handle",
    price: 89e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "20 x 15 x 9 cm",
    colours: ["Yellow", "Pink"],
    highlights: [
      "M\xE0u s\u1EAFc t\u01B0\u01A1i t\u1EAFn l\u1EA5y c\u1EA3m h\u1EE9ng t\u1EEB nh\u1EEFng b\u1EE9c t\u01B0\u1EDDng ph\u1ED1 c\u1ED5 H\u1ED9i An",
    ],
  },
  {
    slug: "sai-gon-office",
    name: "T\xFAi x\xE1ch tay S\xE0i G\xF2n Office",
    category: "Handbag",
    style: "top-handle",
    price: 289e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "30 x 23 x 13 cm",
    colours: ["Gray", "Blue"],
    highlights: [
      "K\xEDch th\u01B0\u1EDBc r\u1ED9ng r\xE3i cho ng\xE0y l\xE0m vi\u1EC7c b\u1EADn r\u1ED9n",
      "Ch\xE2n \u0111\u1EBF kim lo\u1EA1i b\u1EA3o v\u1EC7 \u0111\xE1y t\xFAi",
    ],
  },
  {
    slug: "ngoc-trai",
    name: "T\xFAi x\xE1ch tay Ng\u1ECDc Trai",
    category: "Handbag",
    style: "top-handle",
    price: 325e4,
    material: "Da c\u1EEBu m\u1EC1m",
    dimensions: "25 x 19 x 11 cm",
    colours: ["White", "Green"],
    highlights: [
      "Da c\u1EEBu m\u1EC1m m\u1ECBn, nh\u1EB9 h\u01A1n 30% so v\u1EDBi da b\xF2",
      "Phi\xEAn b\u1EA3n gi\u1EDBi h\u1EA1n, \u0111\xE1nh s\u1ED1 t\u1EEBng chi\u1EBFc",
    ],
    promotion: { status: "expired", discount: 10 },
  },
  {
    slug: "may-trang-tote",
    name: "T\xFAi tote M\xE2y Tr\u1EAFng",
    category: "Handbag",
    style: "tote",
    price: 59e4,
    material: "V\u1EA3i canvas ph\u1ED1i da",
    dimensions: "38 x 32 x 14 cm",
    colours: ["White", "Beige"],
    highlights: ["V\u1EA3i canvas d\xE0y 16 oz, quai v\xE0 vi\u1EC1n ph\u1ED1i da th\u1EADt"],
  },
  {
    slug: "da-lat-tote",
    name: "T\xFAi tote C\xF4ng S\u1EDF \u0110\xE0 L\u1EA1t",
    category: "Handbag",
    style: "tote",
    price: 199e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "40 x 30 x 15 cm",
    colours: ["Black", "Brown"],
    highlights: [
      "Ng\u0103n ch\u1ED1ng s\u1ED1c ri\xEAng cho laptop",
      "\u0110\xE1y c\xF3 ch\xE2n \u0111inh, \u0111\u1EB7t xu\u1ED1ng s\xE0n kh\xF4ng lo b\u1EA9n",
    ],
    promotion: { status: "active", discount: 10 },
  },
  {
    slug: "cho-lon-tote",
    name: "T\xFAi tote Ch\u1EE3 L\u1EDBn",
    category: "Handbag",
    style: "tote",
    price: 75e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "36 x 30 x 13 cm",
    colours: ["Red", "Green"],
    highlights: ["Nh\u1EB9 v\xE0 b\u1EC1n, ch\u1ED1ng th\u1EA5m n\u01B0\u1EDBc nh\u1EB9"],
  },
  {
    slug: "suong-mai-bucket",
    name: "T\xFAi bucket S\u01B0\u01A1ng Mai",
    category: "Handbag",
    style: "bucket",
    price: 169e4,
    material: "Da c\u1EEBu m\u1EC1m",
    dimensions: "22 x 25 x 18 cm",
    colours: ["Beige", "Pink"],
    highlights: [
      "D\xE1ng t\xFAi m\u1EC1m m\u1EA1i, nh\u1EB9 nh\xE0ng nh\u01B0 s\u01B0\u01A1ng s\u1EDBm \u0110\xE0 L\u1EA1t",
    ],
  },
  {
    slug: "hoa-sen-bucket",
    name: "T\xFAi bucket Hoa Sen",
    category: "Handbag",
    style: "bucket",
    price: 82e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "20 x 24 x 16 cm",
    colours: ["Green", "Black"],
    highlights: ["D\xE2y r\xFAt da tr\xF2n, \u0111\u1EA7u d\xE2y b\u1ECDc kim lo\u1EA1i m\u1EA1 v\xE0ng"],
    promotion: { status: "active", discount: 25 },
  },
  {
    slug: "ha-long-bucket",
    name: "T\xFAi bucket H\u1EA1 Long",
    category: "Handbag",
    style: "bucket",
    price: 145e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "23 x 26 x 18 cm",
    colours: ["Blue", "Gray"],
    highlights: [
      "S\u1EAFc xanh bi\u1EC3n l\u1EA5y c\u1EA3m h\u1EE9ng t\u1EEB v\u1ECBnh H\u1EA1 Long",
      "L\xF3t trong c\xF3 t\xFAi nh\u1ECF \u0111\u1EF1ng ch\xECa kh\xF3a",
    ],
  },
  {
    slug: "ho-tay-canvas-tote",
    name: "T\xFAi tote canvas H\u1ED3 T\xE2y",
    category: "Handbag",
    style: "tote",
    price: 45e4,
    material: "V\u1EA3i canvas ph\u1ED1i da",
    dimensions: "40 x 35 x 12 cm",
    colours: ["Blue", "Pink", "Gray"],
    highlights: [
      "G\u1EA5p g\u1ECDn \u0111\u01B0\u1EE3c, ti\u1EC7n mang theo khi \u0111i ch\u1EE3 hay \u0111i bi\u1EC3n",
    ],
  },
  // Shoulder Bag
  {
    slug: "trang-khuyet-hobo",
    name: "T\xFAi \u0111eo vai Tr\u0103ng Khuy\u1EBFt",
    category: "Shoulder Bag",
    style: "hobo",
    price: 229e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "34 x 24 x 10 cm",
    colours: ["Brown", "Black"],
    highlights: [
      "D\xE1ng tr\u0103ng khuy\u1EBFt m\u1EC1m m\u1EA1i, \xF4m s\xE1t ng\u01B0\u1EDDi khi \u0111eo",
      "Da b\xF2 thu\u1ED9c m\u1EC1m, c\xE0ng d\xF9ng c\xE0ng \u0111\u1EB9p",
    ],
    promotion: { status: "active", discount: 15 },
  },
  {
    slug: "an-nhien-hobo",
    name: "T\xFAi \u0111eo vai Hobo An Nhi\xEAn",
    category: "Shoulder Bag",
    style: "hobo",
    price: 189e4,
    material: "Da c\u1EEBu m\u1EC1m",
    dimensions: "32 x 22 x 9 cm",
    colours: ["Beige", "Gray"],
    highlights: ["T\xF4ng m\xE0u trung t\xEDnh d\u1EC5 ph\u1ED1i v\u1EDBi m\u1ECDi trang ph\u1EE5c"],
  },
  {
    slug: "song-huong-hobo",
    name: "T\xFAi \u0111eo vai S\xF4ng H\u01B0\u01A1ng",
    category: "Shoulder Bag",
    style: "hobo",
    price: 79e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "30 x 21 x 9 cm",
    colours: ["Blue", "Pink"],
    highlights: [
      "Nh\u1EB9 nh\xE0ng, th\u01A1 m\u1ED9ng nh\u01B0 d\xF2ng s\xF4ng H\u01B0\u01A1ng x\u1EE9 Hu\u1EBF",
    ],
    promotion: { status: "expired", discount: 15 },
  },
  {
    slug: "mua-thu-hobo",
    name: "T\xFAi \u0111eo vai M\xF9a Thu",
    category: "Shoulder Bag",
    style: "hobo",
    price: 85e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "31 x 22 x 10 cm",
    colours: ["Yellow", "Red"],
    highlights: ["Gam m\xE0u \u1EA5m \xE1p c\u1EE7a m\xF9a thu H\xE0 N\u1ED9i"],
  },
  {
    slug: "la-xanh-hobo",
    name: "T\xFAi \u0111eo vai L\xE1 Xanh",
    category: "Shoulder Bag",
    style: "hobo",
    price: 65e4,
    material: "V\u1EA3i canvas ph\u1ED1i da",
    dimensions: "33 x 23 x 10 cm",
    colours: ["Green", "White"],
    highlights: ["Ch\u1EA5t li\u1EC7u canvas th\xE2n thi\u1EC7n m\xF4i tr\u01B0\u1EDDng"],
  },
  {
    slug: "lumi-baguette",
    name: "T\xFAi \u0111eo vai Baguette Lumi",
    category: "Shoulder Bag",
    style: "baguette",
    price: 149e4,
    material: "Da b\xF2 v\xE2n Saffiano",
    dimensions: "27 x 14 x 7 cm",
    colours: ["Black", "Pink"],
    highlights: [
      "M\u1EABu t\xFAi b\xE1n ch\u1EA1y nh\u1EA5t c\u1EE7a Lumi",
      "V\xE2n Saffiano d\u1EADp n\u1ED5i ch\u1ED1ng tr\u1EA7y x\u01B0\u1EDBc",
    ],
    promotion: { status: "active", discount: 20 },
  },
  {
    slug: "hoang-hon-baguette",
    name: "T\xFAi \u0111eo vai Baguette Ho\xE0ng H\xF4n",
    category: "Shoulder Bag",
    style: "baguette",
    price: 69e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "26 x 13 x 6 cm",
    colours: ["Yellow", "Brown"],
    highlights: [
      "S\u1EAFc m\xE0u ho\xE0ng h\xF4n r\u1EF1c r\u1EE1 cho nh\u1EEFng chuy\u1EBFn \u0111i bi\u1EC3n",
    ],
  },
  {
    slug: "ngoc-bich-baguette",
    name: "T\xFAi \u0111eo vai Ng\u1ECDc B\xEDch",
    category: "Shoulder Bag",
    style: "baguette",
    price: 179e4,
    material: "Da c\u1EEBu m\u1EC1m",
    dimensions: "25 x 13 x 7 cm",
    colours: ["Green", "White"],
    highlights: ["S\u1EAFc xanh ng\u1ECDc b\xEDch sang tr\u1ECDng, qu\xFD ph\xE1i"],
    promotion: { status: "expired", discount: 10 },
  },
  {
    slug: "thanh-lich-baguette",
    name: "T\xFAi \u0111eo vai Thanh L\u1ECBch",
    category: "Shoulder Bag",
    style: "baguette",
    price: 135e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "28 x 15 x 7 cm",
    colours: ["Gray", "Beige"],
    highlights: [
      "V\u1EEBa \u0111\u1EE7 cho nh\u1EEFng v\u1EADt d\u1EE5ng c\u1EA7n thi\u1EBFt c\u1EE7a m\u1ED9t ng\xE0y \u0111i l\xE0m",
    ],
  },
  {
    slug: "y2k-baguette",
    name: "T\xFAi \u0111eo vai K\u1EB9p N\xE1ch Y2K",
    category: "Shoulder Bag",
    style: "baguette",
    price: 59e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "24 x 12 x 6 cm",
    colours: ["Blue", "Red"],
    highlights: ["Phong c\xE1ch Y2K tr\u1EBB trung \u0111ang \u0111\u01B0\u1EE3c y\xEAu th\xEDch"],
    promotion: { status: "active", discount: 30 },
  },
  {
    slug: "nang-tote",
    name: "T\xFAi \u0111eo vai Tote N\u1EAFng",
    category: "Shoulder Bag",
    style: "tote",
    price: 49e4,
    material: "V\u1EA3i canvas ph\u1ED1i da",
    dimensions: "37 x 31 x 12 cm",
    colours: ["Yellow"],
    highlights: [
      "Quai d\xE0i \u0111eo vai tho\u1EA3i m\xE1i, s\u1EAFc v\xE0ng t\u01B0\u01A1i nh\u01B0 n\u1EAFng h\xE8",
    ],
  },
  {
    slug: "phu-sa-bucket",
    name: "T\xFAi \u0111eo vai Bucket Ph\xF9 Sa",
    category: "Shoulder Bag",
    style: "bucket",
    price: 79e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "21 x 25 x 17 cm",
    colours: ["Brown", "White"],
    highlights: ["Quai \u0111eo vai d\xE0i, mi\u1EC7ng t\xFAi r\u1ED9ng d\u1EC5 l\u1EA5y \u0111\u1ED3"],
  },
  // Crossbody Bag
  {
    slug: "saigon-mini",
    name: "T\xFAi \u0111eo ch\xE9o Saigon Mini",
    category: "Crossbody Bag",
    style: "saddle",
    price: 159e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "22 x 18 x 7 cm",
    colours: ["Brown", "Black"],
    highlights: [
      "Nh\u1ECF g\u1ECDn cho nh\u1EEFng bu\u1ED5i c\xE0 ph\xEA v\xE0 d\u1EA1o ph\u1ED1 S\xE0i G\xF2n",
      "D\xE2y \u0111eo b\u1EA3n nh\u1ECF, c\xF3 th\u1EC3 \u0111eo vai ho\u1EB7c \u0111eo ch\xE9o",
    ],
    promotion: { status: "active", discount: 10 },
  },
  {
    slug: "da-lat-saddle",
    name: "T\xFAi \u0111eo ch\xE9o Y\xEAn Ng\u1EF1a \u0110\xE0 L\u1EA1t",
    category: "Crossbody Bag",
    style: "saddle",
    price: 189e4,
    material: "Da b\xF2 thu\u1ED9c th\u1EA3o m\u1ED9c",
    dimensions: "24 x 19 x 8 cm",
    colours: ["Beige", "Green"],
    highlights: [
      "Da thu\u1ED9c th\u1EA3o m\u1ED9c l\xEAn m\xE0u \u0111\u1EB9p theo th\u1EDDi gian s\u1EED d\u1EE5ng",
    ],
  },
  {
    slug: "hoa-ban-saddle",
    name: "T\xFAi \u0111eo ch\xE9o Hoa Ban",
    category: "Crossbody Bag",
    style: "saddle",
    price: 79e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "21 x 17 x 7 cm",
    colours: ["White", "Pink"],
    highlights: ["Tinh kh\xF4i nh\u01B0 s\u1EAFc hoa ban T\xE2y B\u1EAFc"],
    promotion: { status: "expired", discount: 20 },
  },
  {
    slug: "cat-ba-saddle",
    name: "T\xFAi \u0111eo ch\xE9o C\xE1t B\xE0",
    category: "Crossbody Bag",
    style: "saddle",
    price: 85e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "22 x 18 x 7 cm",
    colours: ["Blue", "Yellow", "Red"],
    highlights: ["Ba gam m\xE0u r\u1EF1c r\u1EE1 cho m\xF9a h\xE8"],
  },
  {
    slug: "lumi-camera",
    name: "T\xFAi \u0111eo ch\xE9o Camera Lumi",
    category: "Crossbody Bag",
    style: "camera",
    price: 115e4,
    material: "Da PU ch\u1EA7n tr\xE1m",
    dimensions: "20 x 14 x 7 cm",
    colours: ["Black", "Beige", "Pink"],
    highlights: [
      "\u0110\u01B0\u1EDDng ch\u1EA7n tr\xE1m n\u1ED5i, gi\u1EEF phom \u0111\u1EB9p",
      "Ph\u1EE5 ki\u1EC7n kim lo\u1EA1i m\u1EA1 v\xE0ng 18K",
    ],
    promotion: { status: "active", discount: 20 },
  },
  {
    slug: "pho-co-camera",
    name: "T\xFAi \u0111eo ch\xE9o H\u1ED9p Ph\u1ED1 C\u1ED5",
    category: "Crossbody Bag",
    style: "camera",
    price: 129e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "21 x 15 x 8 cm",
    colours: ["Brown", "Red"],
    highlights: [
      "D\xE1ng h\u1ED9p vu\xF4ng v\u1EAFn, c\u1ED5 \u0111i\u1EC3n nh\u01B0 nh\u1EEFng m\xE1i ng\xF3i ph\u1ED1 c\u1ED5",
    ],
  },
  {
    slug: "sapa-camera",
    name: "T\xFAi \u0111eo ch\xE9o Ch\u1EA7n Tr\xE1m Sapa",
    category: "Crossbody Bag",
    style: "camera",
    price: 69e4,
    material: "Da PU ch\u1EA7n tr\xE1m",
    dimensions: "19 x 13 x 7 cm",
    colours: ["Gray", "White"],
    highlights: [
      "T\xF4ng m\xE0u s\u01B0\u01A1ng m\xF9 Sapa nh\u1EB9 nh\xE0ng, d\u1EC5 ph\u1ED1i \u0111\u1ED3",
    ],
  },
  {
    slug: "mekong-camera",
    name: "T\xFAi \u0111eo ch\xE9o Du L\u1ECBch Mekong",
    category: "Crossbody Bag",
    style: "camera",
    price: 59e4,
    material: "V\u1EA3i canvas ph\u1ED1i da",
    dimensions: "21 x 15 x 8 cm",
    colours: ["Green", "Blue"],
    highlights: [
      "B\u1EC1n b\u1EC9 cho nh\u1EEFng chuy\u1EBFn \u0111i mi\u1EC1n T\xE2y s\xF4ng n\u01B0\u1EDBc",
    ],
  },
  {
    slug: "may-phone-pouch",
    name: "T\xFAi \u0111eo ch\xE9o \u0111i\u1EC7n tho\u1EA1i M\xE2y",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 39e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "11 x 19 x 3 cm",
    colours: ["Black", "Pink"],
    highlights: ["Nh\u1EB9 nh\u01B0 m\xE2y, ch\u1EC9 kho\u1EA3ng 180 g"],
  },
  {
    slug: "nang-phone-pouch",
    name: "T\xFAi \u0111eo ch\xE9o \u0111i\u1EC7n tho\u1EA1i N\u1EAFng",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 42e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "11 x 19 x 3 cm",
    colours: ["Yellow", "White"],
    highlights: ["M\xE0u s\u1EAFc t\u01B0\u01A1i s\xE1ng cho ng\xE0y h\xE8 n\u0103ng \u0111\u1ED9ng"],
  },
  {
    slug: "ngoc-phone-pouch",
    name: "T\xFAi \u0111eo ch\xE9o \u0111i\u1EC7n tho\u1EA1i Ng\u1ECDc",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 65e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "12 x 20 x 3 cm",
    colours: ["Green", "Red", "Brown"],
    highlights: ["Da b\xF2 th\u1EADt nguy\xEAn t\u1EA5m, vi\u1EC1n s\u01A1n c\u1EA1nh t\u1EC9 m\u1EC9"],
  },
  {
    slug: "suong-phone-pouch",
    name: "T\xFAi \u0111eo ch\xE9o \u0111i\u1EC7n tho\u1EA1i S\u01B0\u01A1ng",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 59e4,
    material: "Da c\u1EEBu m\u1EC1m",
    dimensions: "12 x 20 x 3 cm",
    colours: ["Beige", "Gray", "Blue"],
    highlights: ["Da c\u1EEBu m\u1EC1m m\u1EA1i, \xEAm tay khi c\u1EA7m"],
  },
  // Accessories
  {
    slug: "hoi-an-clutch",
    name: "V\xED c\u1EA7m tay H\u1ED9i An",
    category: "Accessories",
    style: "wallet",
    price: 99e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "22 x 11 x 2,5 cm",
    colours: ["Red", "Brown"],
    highlights: [
      "N\u1EAFp phong b\xEC thanh l\u1ECBch, h\u1EE3p d\u1EF1 ti\u1EC7c v\xE0 \u0111i l\xE0m",
      "12 ng\u0103n th\u1EBB, 2 ng\u0103n ti\u1EC1n v\xE0 ng\u0103n kh\xF3a k\xE9o",
    ],
    promotion: { status: "active", discount: 10 },
  },
  {
    slug: "lumi-envelope-wallet",
    name: "V\xED d\xE0i Lumi Envelope",
    category: "Accessories",
    style: "wallet",
    price: 85e4,
    material: "Da b\xF2 v\xE2n Saffiano",
    dimensions: "20 x 10 x 2 cm",
    colours: ["Black", "Beige"],
    highlights: ["V\xE2n Saffiano b\u1EC1n \u0111\u1EB9p, kh\xF4ng b\xE1m v\xE2n tay"],
  },
  {
    slug: "ngoc-trai-clutch",
    name: "V\xED c\u1EA7m tay D\u1EA1 Ti\u1EC7c Ng\u1ECDc Trai",
    category: "Accessories",
    style: "wallet",
    price: 55e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "21 x 11 x 3 cm",
    colours: ["White", "Pink"],
    highlights: [
      "V\u1EEBa \u0111i\u1EC7n tho\u1EA1i, son v\xE0 ch\xECa kh\xF3a cho bu\u1ED5i ti\u1EC7c t\u1ED1i",
    ],
    promotion: { status: "expired", discount: 25 },
  },
  {
    slug: "thu-dong-wallet",
    name: "V\xED d\xE0i Thu \u0110\xF4ng",
    category: "Accessories",
    style: "wallet",
    price: 49e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "19 x 10 x 2 cm",
    colours: ["Gray", "Green"],
    highlights: ["T\xF4ng m\xE0u tr\u1EA7m \u1EA5m cho m\xF9a thu \u0111\xF4ng"],
  },
  {
    slug: "hoa-mai-clutch",
    name: "V\xED c\u1EA7m tay Hoa Mai",
    category: "Accessories",
    style: "wallet",
    price: 79e4,
    material: "Da c\u1EEBu m\u1EC1m",
    dimensions: "21 x 11 x 2,5 cm",
    colours: ["Yellow", "Blue"],
    highlights: [
      "M\xF3n qu\xE0 \xFD ngh\u0129a d\u1ECBp T\u1EBFt, \u0111i k\xE8m h\u1ED9p qu\xE0 sang tr\u1ECDng",
    ],
    promotion: { status: "active", discount: 20 },
  },
  {
    slug: "lumi-slim-card",
    name: "V\xED \u0111\u1EF1ng th\u1EBB Lumi Slim",
    category: "Accessories",
    style: "card-holder",
    price: 39e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "10,5 x 7,5 x 0,8 cm",
    colours: ["Black", "Brown", "Blue"],
    highlights: ["Ch\u1EC9 d\xE0y 8 mm khi \u0111\u1EF1ng \u0111\u1EE7 6 th\u1EBB"],
  },
  {
    slug: "sen-hong-card",
    name: "V\xED \u0111\u1EF1ng th\u1EBB Sen H\u1ED3ng",
    category: "Accessories",
    style: "card-holder",
    price: 29e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "10 x 7,5 x 0,8 cm",
    colours: ["Pink", "White"],
    highlights: ["S\u1EAFc h\u1ED3ng sen d\u1ECBu d\xE0ng"],
  },
  {
    slug: "saffiano-office-card",
    name: "V\xED \u0111\u1EF1ng th\u1EBB Saffiano Office",
    category: "Accessories",
    style: "card-holder",
    price: 45e4,
    material: "Da b\xF2 v\xE2n Saffiano",
    dimensions: "10,5 x 7,5 x 0,8 cm",
    colours: ["Gray", "Red"],
    highlights: ["G\u1ECDn g\xE0ng cho th\u1EBB nh\xE2n vi\xEAn v\xE0 danh thi\u1EBFp"],
    promotion: { status: "expired", discount: 10 },
  },
  {
    slug: "com-card",
    name: "V\xED \u0111\u1EF1ng th\u1EBB Mini C\u1ED1m",
    category: "Accessories",
    style: "card-holder",
    price: 32e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "10 x 7 x 0,8 cm",
    colours: ["Green", "Yellow", "Beige"],
    highlights: ["M\xE0u s\u1EAFc t\u01B0\u01A1i m\xE1t nh\u01B0 c\u1ED1m l\xE0ng V\xF2ng"],
  },
  {
    slug: "lumi-wide-strap",
    name: "D\xE2y \u0111eo t\xFAi b\u1EA3n r\u1ED9ng Lumi",
    category: "Accessories",
    style: "strap",
    price: 59e4,
    material: "Da b\xF2 th\u1EADt",
    dimensions: "D\xE0i 80\u2013125 cm, b\u1EA3n r\u1ED9ng 4 cm",
    colours: ["Black", "Brown", "Beige"],
    highlights: ["Bi\u1EBFn chi\u1EBFc t\xFAi quen thu\u1ED9c th\xE0nh phong c\xE1ch m\u1EDBi"],
  },
  {
    slug: "sac-mau-strap",
    name: "D\xE2y \u0111eo t\xFAi S\u1EAFc M\xE0u",
    category: "Accessories",
    style: "strap",
    price: 35e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "D\xE0i 75\u2013120 cm, b\u1EA3n r\u1ED9ng 3,8 cm",
    colours: ["Red", "Blue", "Yellow"],
    highlights: ["S\u1ECDc vi\u1EC1n t\u01B0\u01A1ng ph\u1EA3n n\u1ED5i b\u1EADt"],
  },
  {
    slug: "pastel-strap",
    name: "D\xE2y \u0111eo t\xFAi Pastel",
    category: "Accessories",
    style: "strap",
    price: 32e4,
    material: "Da PU cao c\u1EA5p",
    dimensions: "D\xE0i 75\u2013120 cm, b\u1EA3n r\u1ED9ng 3,8 cm",
    colours: ["Pink", "Green", "White"],
    highlights: ["Gam m\xE0u pastel nh\u1EB9 nh\xE0ng, d\u1EC5 ph\u1ED1i v\u1EDBi t\xFAi tr\u01A1n"],
  },
];
var VIEWS_BY_POSITION = [
  ["front", "angle", "detail", "studio"],
  ["front", "angle", "detail"],
  ["front", "angle"],
];
var DAY_MS = 24 * 60 * 60 * 1e3;
function colourHex(name) {
  const colour = COLOURS.find((c) => c.en === name);
  if (!colour) throw new Error(`Unknown colour ${name}`);
  return colour.hex;
}
function promotionFor(spec, index2, now) {
  if (!spec.promotion) return null;
  const at = (days) => new Date(now.getTime() + days * DAY_MS).toISOString();
  if (spec.promotion.status === "active") {
    return {
      discount: spec.promotion.discount,
      startDate: at(-(2 + (index2 % 5))),
      endDate: at(7 + (index2 % 4) * 7),
    };
  }
  const end = -(30 + (index2 % 4) * 8);
  return { discount: spec.promotion.discount, startDate: at(end - 14), endDate: at(end) };
}
function arrivalRank(index2) {
  const perCategory = SPECS.length / 4;
  const category = Math.floor(index2 / perCategory);
  const withinCategory = index2 % perCategory;
  return withinCategory * 4 + category;
}
function demoProductInputs(now) {
  return SPECS.map((spec, index2) => {
    const styleBullets = STYLE_BULLETS[spec.style];
    const description = [...spec.highlights, ...rotate(styleBullets, index2).slice(0, 2)];
    const input = {
      name: spec.name,
      price: spec.price,
      category: spec.category,
      description,
      dimensions: spec.dimensions,
      material: spec.material,
      careInstructions: CARE[spec.material],
      promotion: promotionFor(spec, index2, now),
      variations: spec.colours.map((colourName2, colourIndex) => {
        const hex = colourHex(colourName2);
        const views = VIEWS_BY_POSITION[Math.min(colourIndex, VIEWS_BY_POSITION.length - 1)] ?? ["front"];
        return { color: hex, images: views.map((view) => demoImageBase(spec.style, hex, view)) };
      }),
    };
    const createdAt2 = new Date(now.getTime() - (6 + arrivalRank(index2) * 11) * 60 * 60 * 1e3);
    return { slug: spec.slug, createdAt: createdAt2, input };
  });
}
function rotate(items, by) {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

// src/logging.ts
function loggerOptions(config, terminal = process.stdout.isTTY === true) {
  if (!terminal) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: "pino-pretty",
      options: { colorize: true, singleLine: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    },
  };
}
function listeningUrl(host, port) {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

// src/modules/backup/backup.ts
import { constants, createWriteStream } from "node:fs";
import {
  access,
  copyFile,
  cp,
  mkdir as mkdir5,
  readdir,
  readFile as readFile5,
  rename as rename3,
  rm as rm2,
  stat,
  writeFile as writeFile4,
} from "node:fs/promises";
import { join as join11, resolve as resolve2 } from "node:path";
import { Readable as Readable2 } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PGlite as PGlite2 } from "@electric-sql/pglite";
import { pg_trgm as pg_trgm2 } from "@electric-sql/pglite/contrib/pg_trgm";

var BACKUP_MANIFEST = "backup.json";
var DATABASE_ARCHIVE = "database.tar.gz";
function embeddedClient(db) {
  const client = db.$client;
  return client instanceof PGlite2 ? client : null;
}
function backupName(now) {
  const digits = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `shop-${digits}`;
}
async function writeBackup({ client, dataDir, targetDir, now = /* @__PURE__ */ new Date() }) {
  const finalPath = resolve2(targetDir, backupName(now));
  const partialPath = `${finalPath}.partial`;
  await mkdir5(resolve2(targetDir), { recursive: true });
  await rm2(partialPath, { recursive: true, force: true });
  await mkdir5(partialPath);
  try {
    await client.query("checkpoint");
    const imageStarted = performance.now();
    const image = await client.dumpDataDir("none");
    const imageMs = performance.now() - imageStarted;
    await pipeline(
      Readable2.from([Buffer.from(await image.arrayBuffer())]),
      createGzip(),
      createWriteStream(join11(partialPath, DATABASE_ARCHIVE)),
    );
    const { size: databaseBytes } = await stat(join11(partialPath, DATABASE_ARCHIVE));
    const uploads = join11(dataDir, "uploads");
    let uploadedFiles = 0;
    if (await exists(uploads)) {
      await cp(uploads, join11(partialPath, "uploads"), { recursive: true });
      uploadedFiles = await countFiles(join11(partialPath, "uploads"));
    }
    if (await exists(join11(dataDir, "jwt-secret"))) {
      await copyFile(join11(dataDir, "jwt-secret"), join11(partialPath, "jwt-secret"));
    }
    const manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: "pglite",
      databaseBytes,
      uploadedFiles,
    };
    await writeFile4(
      join11(partialPath, BACKUP_MANIFEST),
      `${JSON.stringify(manifest, null, 2)}
`,
    );
    await rename3(partialPath, finalPath);
    return { path: finalPath, manifest, imageMs };
  } catch (error) {
    await rm2(partialPath, { recursive: true, force: true });
    throw error;
  }
}
async function exists(path) {
  try {
    await access(path, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}
async function countFiles(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += 1;
  }
  return total;
}

// src/modules/backup/backup-socket.ts
import { chmod, rm as rm3 } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import { createInterface } from "node:readline";

var BACKUP_SOCKET = "backup.sock";
async function listenForBackups({ socketPath, backup }) {
  await rm3(socketPath, { force: true });
  let running = Promise.resolve();
  const server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.once("line", (line) => {
      lines.close();
      const answer = (body) =>
        socket.end(`${JSON.stringify(body)}
`);
      let targetDir;
      try {
        targetDir = JSON.parse(line).targetDir;
      } catch {
        targetDir = void 0;
      }
      if (typeof targetDir !== "string" || targetDir === "") {
        answer({ ok: false, message: 'expected {"targetDir": "\u2026"}' });
        return;
      }
      const next = running.then(() => backup(targetDir));
      running = next.catch(() => void 0);
      next.then(
        (path) => answer({ ok: true, path }),
        (error) => answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
    });
    socket.on("error", () => {});
  });
  await new Promise((resolve3, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve3();
    });
  });
  await chmod(socketPath, 384);
  return {
    async close() {
      await new Promise((resolve3) => server.close(() => resolve3()));
      await running;
      await rm3(socketPath, { force: true });
    },
  };
}

// src/modules/users/administrator.ts
async function ensureAdministrator({ db, email, password, hashPassword: hashPassword2 }) {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    try {
      await insertUser(db, { email, passwordHash: await hashPassword2(password), role: "admin" });
      return "created";
    } catch (error) {
      if (!isUniqueViolation2(error)) throw error;
      const created = await findUserByEmail(db, email);
      if (!created) throw error;
      if (created.role === "admin") return "unchanged";
      await setUserRole(db, created.id, "admin");
      return "promoted";
    }
  }
  if (existing.role === "admin") return "unchanged";
  await setUserRole(db, existing.id, "admin");
  return "promoted";
}
function isUniqueViolation2(error) {
  for (let current = error; current; current = current.cause) {
    if (current.code === "23505") return true;
  }
  return false;
}

// src/start-failure.ts
import { createServer as createServer2 } from "node:net";

var StartFailure = class extends Error {
  constructor(step, cause) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.step = step;
    this.cause = cause;
    this.name = "StartFailure";
  }
  step;
  cause;
};
async function startStep(step, work) {
  try {
    return await work();
  } catch (error) {
    throw new StartFailure(step, error);
  }
}
function errorCode(error) {
  const code = error?.code;
  return typeof code === "string" ? code : void 0;
}
function databaseHost(url) {
  if (!url) return "the database";
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}`;
  } catch {
    return "the database";
  }
}
function explainStartFailure(error, config) {
  const step = error instanceof StartFailure ? error.step : void 0;
  const cause = error instanceof StartFailure ? error.cause : error;
  const code = errorCode(cause);
  const message = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0]?.trim() ?? "";
  if (step === "listen" || code === "EADDRINUSE") {
    if (code === "EADDRINUSE") return `Port ${config.port} is in use: set PORT to a free port.`;
    if (code === "EACCES")
      return `Port ${config.port} needs administrator rights: set PORT to 1024 or above.`;
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
      return `HOST ${config.host} is not an address of this machine: set HOST to 0.0.0.0 or 127.0.0.1.`;
    }
    return `Could not listen on ${config.host}:${config.port} (${message}): check PORT and HOST.`;
  }
  if (step === "database" && config.databaseUrl) {
    const where = databaseHost(config.databaseUrl);
    if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "ETIMEDOUT" || code === "EAI_AGAIN") {
      return `Cannot reach PostgreSQL at ${where} (${code}): check DATABASE_URL and that the server runs.`;
    }
    if (code === "28P01" || code === "28000") {
      return `PostgreSQL at ${where} refused the login: check the user and password in DATABASE_URL.`;
    }
    if (code === "3D000") return `${message} on ${where}: create it, or fix the name in DATABASE_URL.`;
    return `The database at ${where} failed at start (${message}): check DATABASE_URL.`;
  }
  if (step === "database" || step === "data_dir") {
    if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
      return `Cannot write to DATA_DIR ${config.dataDir}: set DATA_DIR to a folder this user may write.`;
    }
    return `The embedded database in ${config.dataDir} failed at start (${message}): check DATA_DIR, or restore a backup (docs/deploy.md).`;
  }
  return `The shop could not start: ${message}`;
}
function probePort(port, host) {
  return new Promise((resolve3, reject) => {
    const probe = createServer2();
    probe.once("error", reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve3()));
  });
}

// src/server.ts
var SHUTDOWN_GRACE_MS = 1e4;
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const loaded = config;
  await start(config).catch((error) => {
    console.error(explainStartFailure(error, loaded));
    process.exit(1);
  });
}
async function start(config) {
  await startStep("listen", () => probePort(config.port, config.host));
  const database = await startStep("database", async () => {
    const opened = await openDatabase(databaseLocation(config));
    await opened.migrate();
    return opened;
  });
  await startStep("data_dir", () => resolveJwtSecret(config));
  const media = createMediaStorage(config);
  const shutdown = createShutdownState();
  const app = await buildApp({
    config,
    db: database.db,
    media,
    logger: loggerOptions(config),
    shutdown,
  });
  if (config.seedDemo) {
    const now = /* @__PURE__ */ new Date();
    const result = await seedDemoCatalogue({
      db: database.db,
      storage: media.storage,
      now,
      catalogue: demoProductInputs(now),
      assetsDir: DEMO_ASSETS_DIR,
    });
    app.log.info({ result }, result.seeded ? "demo catalogue seeded" : "demo catalogue not seeded");
  }
  if (config.admin) {
    const outcome = await ensureAdministrator({ db: database.db, ...config.admin, hashPassword });
    app.log.info({ email: config.admin.email, outcome }, "administrator from ADMIN_EMAIL");
  }
  let backups = null;
  let closing = false;
  async function shutDown(signal) {
    if (closing) return;
    closing = true;
    shutdown.beginShutdown();
    if (config.shutdownDelayMs > 0 && signal === "SIGTERM") {
      app.log.info({ signal, delayMs: config.shutdownDelayMs }, "shutting down: readiness now answers 503");
      await new Promise((resolve3) => setTimeout(resolve3, config.shutdownDelayMs));
    }
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await backups?.close();
    await database.close();
    process.exit(0);
  }
  process.once("SIGTERM", (signal) => void shutDown(signal));
  process.once("SIGINT", (signal) => void shutDown(signal));
  await startStep("listen", () => app.listen({ port: config.port, host: config.host }));
  const url = listeningUrl(config.host, config.port);
  app.log.info({ url, database: database.kind, publicUrl: config.publicUrl }, `shop server ready at ${url}`);
  const pglite = embeddedClient(database.db);
  if (pglite) {
    const socketPath = join12(config.dataDir, BACKUP_SOCKET);
    backups = await listenForBackups({
      socketPath,
      backup: async (targetDir) => {
        const { path, manifest } = await writeBackup({ client: pglite, dataDir: config.dataDir, targetDir });
        app.log.info({ path, ...manifest }, "backup written");
        return path;
      },
    }).catch((error) => {
      app.log.warn({ err: error, socketPath }, "backups over the local socket are unavailable");
      return null;
    });
  }
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
//# sourceMappingURL=server.js.map
