import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DEFAULT_SHOP_INFO } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { resolveJwtSecret } from "./config-jwt-secret";
import { ENVIRONMENT_VARIABLES } from "./config-variables";
import { DEFAULT_WEB_DIST_DIR } from "./paths";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("runs with nothing set: embedded database, demo seed, default shop info", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(resolve("./data"));
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.logLevel).toBe("info");
    expect(config.jwtSecret).toBeNull();
    expect(config.admin).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.shop).toEqual(DEFAULT_SHOP_INFO);
    expect(config.webDistDir).toBe(DEFAULT_WEB_DIST_DIR);
    expect(config.mailFrom).toBe(`"${DEFAULT_SHOP_INFO.name}" <${DEFAULT_SHOP_INFO.supportEmail}>`);
  });

  it("keeps twice the cores plus one connections to PostgreSQL unless told otherwise", () => {
    expect(loadConfig({}).databasePoolSize).toBe(2 * availableParallelism() + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: "12" }).databasePoolSize).toBe(12);
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash from a given one", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://lumibags.vn/" }).publicUrl).toBe("https://lumibags.vn");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", SEED_DEMO: "" }).port).toBe(3000);
  });

  it("reads the shop's contact details and the sign-in providers", () => {
    const config = loadConfig({
      SHOP_NAME: "Túi Xinh",
      SHOP_HOTLINE: "0901 234 567",
      MESSENGER_PAGE_ID: "12345",
      ZALO_URL: "https://zalo.me/0901234567",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(config.shop).toMatchObject({
      name: "Túi Xinh",
      hotline: "0901 234 567",
      messengerPageId: "12345",
      zaloUrl: "https://zalo.me/0901234567",
      googleEnabled: true,
      facebookEnabled: false,
    });
    expect(config.google).toEqual({ clientId: "id", clientSecret: "secret" });
  });

  it("reads the seller's legal details for the footer", () => {
    const config = loadConfig({
      SHOP_OWNER_NAME: "Công ty TNHH Lumi Bags",
      SHOP_ADDRESS: "12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh",
      SHOP_REGISTRATION_NUMBER: "0312345678",
      SHOP_REGISTRATION_PLACE: "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh",
      SHOP_REGISTRATION_DATE: "2024-03-12",
      SHOP_MOIT_URL: "http://online.gov.vn/Home/WebDetails/12345",
    });
    expect(config.shop.legal).toEqual({
      ownerName: "Công ty TNHH Lumi Bags",
      address: "12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh",
      registrationNumber: "0312345678",
      registrationPlace: "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh",
      registrationDate: "2024-03-12",
      moitRegistrationUrl: "http://online.gov.vn/Home/WebDetails/12345",
    });
  });

  it("reads the administrator and SEED_DEMO=false", () => {
    const config = loadConfig({
      ADMIN_EMAIL: "chu@shop.vn",
      ADMIN_PASSWORD: "mat-khau-dai",
      SEED_DEMO: "false",
    });
    expect(config.admin).toEqual({ email: "chu@shop.vn", password: "mat-khau-dai" });
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/shop" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "lumibags.vn" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ DATABASE_URL: "postgres://localhost/shop" }, "JWT_SECRET"],
    [{ ADMIN_EMAIL: "chu@shop.vn" }, "ADMIN_PASSWORD"],
    [{ ADMIN_PASSWORD: "mat-khau-dai" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "mat-khau-dai" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "chu@shop.vn", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL"],
    [{ REDIS_URL: "http://cache" }, "REDIS_URL"],
    [{ S3_BUCKET: "media" }, "S3_ACCESS_KEY_ID"],
    [{ S3_ENDPOINT: "not a url" }, "S3_ENDPOINT"],
    [{ SHOP_SUPPORT_EMAIL: "support" }, "SHOP_SUPPORT_EMAIL"],
    [{ SHOP_FACEBOOK_URL: "facebook" }, "SHOP_FACEBOOK_URL"],
    [{ MESSENGER_PAGE_ID: "my-page" }, "MESSENGER_PAGE_ID"],
    [{ ZALO_URL: "zalo" }, "ZALO_URL"],
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_SECRET"],
    [{ FACEBOOK_CLIENT_SECRET: "secret" }, "FACEBOOK_CLIENT_ID"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ DATABASE_POOL_SIZE: "many" }, "DATABASE_POOL_SIZE"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ SHOP_REGISTRATION_DATE: "12/03/2024" }, "SHOP_REGISTRATION_DATE"],
    [{ SHOP_MOIT_URL: "online.gov.vn" }, "SHOP_MOIT_URL"],
  ])("refuses %j, naming %s", (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.some((problem) => problem.startsWith(`${variable}: `))).toBe(true);
  });

  it("names every bad variable at once in the error message", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "y" })).toThrow(/PORT: .*\n.*LOG_LEVEL: /s);
  });

  it("documents every variable it reads", () => {
    const documented = ENVIRONMENT_VARIABLES.map((variable) => variable.name);
    expect(new Set(documented).size).toBe(documented.length);
    for (const variable of ENVIRONMENT_VARIABLES) expect(variable.description.length).toBeGreaterThan(10);
  });
});

describe("resolveJwtSecret", () => {
  it("generates a secret once, keeps it private in DATA_DIR and reuses it", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "shop-config-"));
    try {
      const first = await resolveJwtSecret({ jwtSecret: null, dataDir: join(dataDir, "nested") });
      const second = await resolveJwtSecret({ jwtSecret: null, dataDir: join(dataDir, "nested") });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect((await readFile(join(dataDir, "nested", "jwt-secret"), "utf8")).trim()).toBe(first);
      expect((await stat(join(dataDir, "nested", "jwt-secret"))).mode & 0o077).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("prefers JWT_SECRET", async () => {
    const secret = "x".repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, dataDir: "/nonexistent" })).toBe(secret);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default, so X-Forwarded-For cannot fake a shopper's address", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it("reads true, a hop count or proxy addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).trustProxy).toBe("10.0.0.1, 10.0.0.0/8");
  });

  it("names the variable when the value makes no sense", () => {
    expect(problemsOf({ TRUST_PROXY: "sometimes" }).join(" ")).toContain("TRUST_PROXY");
  });
});

describe("carriers", () => {
  it("offers no carrier, refuses every callback and weighs a product without weight at 500 g by default", () => {
    expect(loadConfig({}).shipping).toEqual({
      ghn: null,
      ghtk: null,
      webhookSecret: null,
      defaultWeightGrams: 500,
      unitsFile: null,
    });
  });

  it("configures GHN on its sandbox and GHTK on its live host once their variables are set", () => {
    const shipping = loadConfig({
      GHN_TOKEN: "ghn-token",
      GHN_SHOP_ID: "885",
      GHTK_TOKEN: "ghtk-token",
      GHTK_CLIENT_SOURCE: "S308157",
      SHIPPING_WEBHOOK_SECRET: "a-secret-in-the-url_123",
      SHIPPING_DEFAULT_WEIGHT_GRAMS: "650",
      SHIPPING_CARRIER_UNITS_FILE: "/srv/shop/carrier-units.json",
    }).shipping;
    expect(shipping).toEqual({
      ghn: { token: "ghn-token", shopId: 885, apiUrl: "https://dev-online-gateway.ghn.vn" },
      ghtk: { token: "ghtk-token", clientSource: "S308157", apiUrl: "https://services.giaohangtietkiem.vn" },
      webhookSecret: "a-secret-in-the-url_123",
      defaultWeightGrams: 650,
      unitsFile: "/srv/shop/carrier-units.json",
    });
  });

  it("takes the live GHN host and a GHTK staging host when given", () => {
    const shipping = loadConfig({
      GHN_TOKEN: "t",
      GHN_SHOP_ID: "1",
      GHN_API_URL: "https://online-gateway.ghn.vn/",
      GHTK_TOKEN: "t",
      GHTK_CLIENT_SOURCE: "S1",
      GHTK_API_URL: "https://services-staging.ghtklab.com",
    }).shipping;
    expect(shipping.ghn?.apiUrl).toBe("https://online-gateway.ghn.vn");
    expect(shipping.ghtk?.apiUrl).toBe("https://services-staging.ghtklab.com");
  });

  it("names the missing half of a carrier's credentials", () => {
    expect(problemsOf({ GHN_TOKEN: "t" })).toEqual(["GHN_SHOP_ID: GHN needs both the token and the shop id"]);
    expect(problemsOf({ GHTK_CLIENT_SOURCE: "S1" })).toEqual([
      "GHTK_TOKEN: GHTK needs both the token and the partner code",
    ]);
  });

  it("refuses a shop id that is not a number, a short or URL-unsafe secret and an impossible weight", () => {
    const problems = problemsOf({
      GHN_TOKEN: "t",
      GHN_SHOP_ID: "shop",
      SHIPPING_WEBHOOK_SECRET: "short",
      SHIPPING_DEFAULT_WEIGHT_GRAMS: "0",
    }).join("\n");
    expect(problems).toContain("GHN_SHOP_ID");
    expect(problems).toContain("SHIPPING_WEBHOOK_SECRET");
    expect(problems).toContain("SHIPPING_DEFAULT_WEIGHT_GRAMS");
    expect(problemsOf({ SHIPPING_WEBHOOK_SECRET: "has a space and/slash" }).join(" ")).toContain(
      "SHIPPING_WEBHOOK_SECRET",
    );
  });
});

describe("returns", () => {
  it("gives 7 days after delivery by default, RETURN_DAYS otherwise, and names a bad value", () => {
    expect(loadConfig({}).returnDays).toBe(7);
    expect(loadConfig({ RETURN_DAYS: "14" }).returnDays).toBe(14);
    expect(() => loadConfig({ RETURN_DAYS: "0" })).toThrow(/RETURN_DAYS/);
    expect(() => loadConfig({ RETURN_DAYS: "a week" })).toThrow(/RETURN_DAYS/);
  });
});
