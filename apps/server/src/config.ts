import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import {
  DEFAULT_SHOP_INFO,
  PASSWORD_MIN_LENGTH,
  PAYMENT_TTL_MINUTES_DEFAULT,
  type PaymentMethod,
  RECORD_RETENTION_YEARS_DEFAULT,
  RECORD_RETENTION_YEARS_MIN,
  RETURN_DAYS_DEFAULT,
  type ShopInfo,
} from "@shop/shared";
import { z } from "zod";
import type { EnvironmentVariableName } from "./config-variables";
import { DEFAULT_WEB_DIST_DIR } from "./paths";

/** Long enough that a guessed bearer token for /metrics is out of reach. */
const METRICS_TOKEN_MIN_LENGTH = 16;

export type Environment = Partial<Record<string, string | undefined>>;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const JWT_SECRET_MIN_LENGTH = 32;

/** Docker and .env files often say `FOO=` for "unset": an empty value counts as absent. */
const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().optional(),
);

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}

const httpUrl = z
  .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * Connections per instance when DATABASE_POOL_SIZE is not set: twice the cores, plus one. More
 * statements at once than the machine can run only queue inside PostgreSQL, holding their row
 * locks longer (docs/decisions/035-products-read-together.md measured 5 against 10 on two cores).
 */
export function defaultDatabasePoolSize(): number {
  return 2 * availableParallelism() + 1;
}

const environmentSchema = z
  .object({
    PORT: optional(z.coerce.number({ message: "must be a number" }).int().min(1).max(65_535)),
    HOST: optionalText,
    DATA_DIR: optionalText,
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// or postgresql:// URL" }),
    ),
    DATABASE_POOL_SIZE: optional(z.coerce.number({ message: "must be a number" }).int().min(1).max(100)),
    PUBLIC_URL: optional(httpUrl),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` })),
    JWT_SECRET: optional(
      z.string().min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`),
    ),
    ADMIN_EMAIL: optional(z.email({ message: "must be an e-mail address" })),
    ADMIN_PASSWORD: optional(
      z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
    ),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: optionalText,
    TRUST_PROXY: optional(
      z
        .string()
        .trim()
        .regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, "must be true, false, a hop count or proxy addresses")
        .transform((value): boolean | number | string =>
          value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
        ),
    ),
    ORDER_RATE_LIMIT: optional(z.coerce.number({ message: "must be a number" }).int().min(1).max(1_000_000)),
    ORDER_LOOKUP_RATE_LIMIT: optional(
      z.coerce.number({ message: "must be a number" }).int().min(1).max(1_000_000),
    ),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, message: "must be a redis:// or rediss:// URL" })),
    S3_ENDPOINT: optional(httpUrl),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    SHOP_NAME: optionalText,
    SHOP_HOTLINE: optionalText,
    SHOP_SUPPORT_EMAIL: optional(z.email({ message: "must be an e-mail address" })),
    SHOP_FACEBOOK_URL: optional(httpUrl),
    SHOP_INSTAGRAM_URL: optional(httpUrl),
    MESSENGER_URL: optional(httpUrl),
    MESSENGER_PAGE_ID: optional(z.string().regex(/^\d+$/, "must be the page's numeric id")),
    ZALO_URL: optional(httpUrl),
    SHOP_OWNER_NAME: optionalText,
    SHOP_ADDRESS: optionalText,
    SHOP_REGISTRATION_NUMBER: optionalText,
    SHOP_REGISTRATION_PLACE: optionalText,
    SHOP_REGISTRATION_DATE: optional(z.iso.date({ message: "must be a date as YYYY-MM-DD" })),
    SHOP_MOIT_URL: optional(httpUrl),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER_URL: optional(httpUrl),
    FACEBOOK_AUTHORIZATION_URL: optional(httpUrl),
    FACEBOOK_TOKEN_URL: optional(httpUrl),
    FACEBOOK_USERINFO_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    VNPAY_TMN_CODE: optionalText,
    VNPAY_HASH_SECRET: optionalText,
    VNPAY_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    VNPAY_API_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    MOMO_PARTNER_CODE: optionalText,
    MOMO_ACCESS_KEY: optionalText,
    MOMO_SECRET_KEY: optionalText,
    MOMO_ENDPOINT: optional(httpUrl),
    BANK_BIN: optional(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, "must be the bank's 6-digit NAPAS BIN"),
    ),
    BANK_ACCOUNT_NUMBER: optional(
      z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z]{1,19}$/, "must be 1-19 letters or digits"),
    ),
    BANK_ACCOUNT_NAME: optionalText,
    SEPAY_API_KEY: optional(z.string().trim().min(16, "must be at least 16 characters")),
    PAYMENT_TTL_MINUTES: optional(z.coerce.number({ message: "must be a number" }).int().min(1).max(1440)),
    RETURN_DAYS: optional(z.coerce.number({ message: "must be a number of days" }).int().min(1).max(365)),
    GHN_TOKEN: optionalText,
    GHN_SHOP_ID: optional(z.coerce.number({ message: "must be GHN's numeric shop id" }).int().positive()),
    GHN_API_URL: optional(httpUrl),
    GHTK_TOKEN: optionalText,
    GHTK_CLIENT_SOURCE: optionalText,
    GHTK_API_URL: optional(httpUrl),
    SHIPPING_WEBHOOK_SECRET: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{16,}$/, "must be at least 16 letters, digits, - or _ (it goes into a URL)"),
    ),
    SHIPPING_DEFAULT_WEIGHT_GRAMS: optional(
      z.coerce.number({ message: "must be a number" }).int().min(1).max(50_000),
    ),
    SHIPPING_CARRIER_UNITS_FILE: optionalText,
    SEED_DEMO: optional(booleanFlag),
    RECORD_RETENTION_YEARS: optional(
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number of years")
        .min(
          RECORD_RETENTION_YEARS_MIN,
          `must be at least ${RECORD_RETENTION_YEARS_MIN}: the Accounting Law keeps accounting records 10 years`,
        )
        .max(100),
    ),
    METRICS_TOKEN: optional(
      z
        .string()
        .trim()
        .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`),
    ),
    SHUTDOWN_DELAY_SECONDS: optional(z.coerce.number({ message: "must be a number" }).min(0).max(300)),
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: optional(booleanFlag),
    WEB_DIST_DIR: optionalText,
  } satisfies Record<EnvironmentVariableName, z.ZodType>)
  .superRefine((env, ctx) => {
    const requireTogether = (names: EnvironmentVariableName[], why: string) => {
      const present = names.filter((name) => env[name] !== undefined);
      if (present.length === 0 || present.length === names.length) return;
      for (const name of names) {
        if (env[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: why });
      }
    };
    requireTogether(["ADMIN_EMAIL", "ADMIN_PASSWORD"], "ADMIN_EMAIL and ADMIN_PASSWORD go together");
    requireTogether(
      ["VNPAY_TMN_CODE", "VNPAY_HASH_SECRET"],
      "VNPay needs both the merchant code and the secret",
    );
    requireTogether(
      ["MOMO_PARTNER_CODE", "MOMO_ACCESS_KEY", "MOMO_SECRET_KEY"],
      "MoMo needs the partner code, the access key and the secret key",
    );
    requireTogether(
      ["BANK_BIN", "BANK_ACCOUNT_NUMBER", "BANK_ACCOUNT_NAME"],
      "Bank transfer needs the bank's BIN, the account number and the account name",
    );
    requireTogether(["GHN_TOKEN", "GHN_SHOP_ID"], "GHN needs both the token and the shop id");
    requireTogether(["GHTK_TOKEN", "GHTK_CLIENT_SOURCE"], "GHTK needs both the token and the partner code");
    // SePay confirms transfers to the shop's account: without one there is nothing to confirm.
    if (env.SEPAY_API_KEY !== undefined && env.BANK_ACCOUNT_NUMBER === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["SEPAY_API_KEY"],
        message: "needs bank transfer set up (BANK_BIN, BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NAME)",
      });
    }
    requireTogether(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"], "Google sign-in needs both id and secret");
    requireTogether(
      ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
      "Facebook sign-in needs both id and secret",
    );
    const s3Used = (["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).some(
      (name) => env[name] !== undefined,
    );
    if (s3Used) {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when S3 storage is configured",
          });
        }
      }
    }
    // Several instances can share one PostgreSQL server; a secret generated per instance would make
    // each refuse the others' tokens, so with DATABASE_URL the secret must be given.
    if (env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when DATABASE_URL is set" });
    }
  });

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each instance keeps to PostgreSQL at most (`defaultDatabasePoolSize`). */
  databasePoolSize: number;
  /** Origin without a trailing slash, e.g. `https://lumibags.vn`. */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Null: use (or create) DATA_DIR/jwt-secret, see `resolveJwtSecret`. */
  jwtSecret: string | null;
  admin: { email: string; password: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Orders per minute per client address. */
  orderRateLimit: number;
  /** Guest order lookups (GET /api/orders/lookup) one client address may make per minute. */
  orderLookupRateLimit: number;
  /** Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For). */
  trustProxy: boolean | number | string;
  s3: {
    endpoint: string | null;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
  shop: ShopInfo;
  google: OAuthClient | null;
  facebook: OAuthClient | null;
  /** Where the social sign-ins go: the real providers by default, a mock provider in tests. */
  oauthEndpoints: {
    googleIssuer: string;
    facebookAuthorization: string;
    facebookToken: string;
    facebookUserinfo: string;
  };
  /** Carriers (modules/shipping); each null when not configured, so not offered. */
  shipping: ShippingConfig;
  /** Online payments (modules/payments); each null when not configured, so not offered. */
  payments: PaymentsConfig;
  /** Days after delivery a return may be asked for (modules/returns; 30 for wrong information). */
  returnDays: number;
  seedDemo: boolean;
  /** Absolute. */
  webDistDir: string;
  /** Bearer token guarding GET /metrics; null = no /metrics at all. */
  metricsToken: string | null;
  /** How long SIGTERM keeps serving with readiness at 503 before the listener closes. */
  shutdownDelayMs: number;
  /** Years archived orders are kept before the retention job purges them (modules/retention). */
  recordRetentionYears: number;
  /** Outgoing webhooks may reach loopback and private addresses (development, tests; modules/webhooks). */
  webhooksAllowPrivateTargets: boolean;
}

export interface ShippingConfig {
  ghn: { token: string; shopId: number; apiUrl: string } | null;
  ghtk: { token: string; clientSource: string; apiUrl: string } | null;
  /** The secret the carriers' callback URLs carry; null = every callback is refused. */
  webhookSecret: string | null;
  /** Grams for a product without a weight. */
  defaultWeightGrams: number;
  /** Absolute path of a carrier-units file replacing the shipped one; null = the shipped one. */
  unitsFile: string | null;
}

export const GHN_SANDBOX_URL = "https://dev-online-gateway.ghn.vn";
export const GHTK_API_URL_DEFAULT = "https://services.giaohangtietkiem.vn";
export const SHIPPING_DEFAULT_WEIGHT_GRAMS = 500;

export interface PaymentsConfig {
  /** `apiUrl`: VNPay's merchant API (refunds), `…/merchant_webapi/api/transaction`. */
  vnpay: { tmnCode: string; hashSecret: string; url: string; apiUrl: string } | null;
  momo: { partnerCode: string; accessKey: string; secretKey: string; endpoint: string } | null;
  bankTransfer: { bankBin: string; accountNumber: string; accountName: string } | null;
  /** SEPAY_API_KEY: SePay's webhook confirms bank transfers (null: the owner marks them by hand). */
  sepayApiKey: string | null;
  /** How long a VNPay or MoMo order waits for its money before it is cancelled. */
  ttlMinutes: number;
}

/** Cash on delivery always; an online method when its variables are all set. */
export function enabledPaymentMethods(payments: PaymentsConfig): PaymentMethod[] {
  const methods: PaymentMethod[] = ["cod"];
  if (payments.vnpay) methods.push("vnpay");
  if (payments.momo) methods.push("momo");
  if (payments.bankTransfer) methods.push("bank_transfer");
  return methods;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Parses the environment once. Pure apart from resolving relative paths against the working
 * directory, so tests pass a plain object. Throws a ConfigError naming every bad variable.
 */
export function loadConfig(env: Environment): Config {
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
  const port = e.PORT ?? 3000;
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET) : null;
  const facebook =
    e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
      ? pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET)
      : null;
  const payments: PaymentsConfig = {
    vnpay:
      e.VNPAY_TMN_CODE && e.VNPAY_HASH_SECRET
        ? {
            tmnCode: e.VNPAY_TMN_CODE,
            hashSecret: e.VNPAY_HASH_SECRET,
            url: e.VNPAY_URL ?? "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
            apiUrl: e.VNPAY_API_URL ?? "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
          }
        : null,
    momo:
      e.MOMO_PARTNER_CODE && e.MOMO_ACCESS_KEY && e.MOMO_SECRET_KEY
        ? {
            partnerCode: e.MOMO_PARTNER_CODE,
            accessKey: e.MOMO_ACCESS_KEY,
            secretKey: e.MOMO_SECRET_KEY,
            endpoint: e.MOMO_ENDPOINT ?? "https://test-payment.momo.vn",
          }
        : null,
    bankTransfer:
      e.BANK_BIN && e.BANK_ACCOUNT_NUMBER && e.BANK_ACCOUNT_NAME
        ? { bankBin: e.BANK_BIN, accountNumber: e.BANK_ACCOUNT_NUMBER, accountName: e.BANK_ACCOUNT_NAME }
        : null,
    sepayApiKey: e.SEPAY_API_KEY ?? null,
    ttlMinutes: e.PAYMENT_TTL_MINUTES ?? PAYMENT_TTL_MINUTES_DEFAULT,
  };
  const shipping: ShippingConfig = {
    ghn:
      e.GHN_TOKEN && e.GHN_SHOP_ID
        ? { token: e.GHN_TOKEN, shopId: e.GHN_SHOP_ID, apiUrl: e.GHN_API_URL ?? GHN_SANDBOX_URL }
        : null,
    ghtk:
      e.GHTK_TOKEN && e.GHTK_CLIENT_SOURCE
        ? {
            token: e.GHTK_TOKEN,
            clientSource: e.GHTK_CLIENT_SOURCE,
            apiUrl: e.GHTK_API_URL ?? GHTK_API_URL_DEFAULT,
          }
        : null,
    webhookSecret: e.SHIPPING_WEBHOOK_SECRET ?? null,
    defaultWeightGrams: e.SHIPPING_DEFAULT_WEIGHT_GRAMS ?? SHIPPING_DEFAULT_WEIGHT_GRAMS,
    unitsFile: e.SHIPPING_CARRIER_UNITS_FILE ? resolve(e.SHIPPING_CARRIER_UNITS_FILE) : null,
  };
  const shop: ShopInfo = {
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
    legal: {
      ownerName: e.SHOP_OWNER_NAME ?? null,
      address: e.SHOP_ADDRESS ?? null,
      registrationNumber: e.SHOP_REGISTRATION_NUMBER ?? null,
      registrationPlace: e.SHOP_REGISTRATION_PLACE ?? null,
      registrationDate: e.SHOP_REGISTRATION_DATE ?? null,
      moitRegistrationUrl: e.SHOP_MOIT_URL ?? null,
    },
    paymentMethods: enabledPaymentMethods(payments),
    returnDays: e.RETURN_DAYS ?? RETURN_DAYS_DEFAULT,
  };
  return {
    port,
    host: e.HOST ?? "0.0.0.0",
    dataDir: resolve(e.DATA_DIR ?? "./data"),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultDatabasePoolSize(),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: e.LOG_LEVEL ?? "info",
    jwtSecret: e.JWT_SECRET ?? null,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `"${shop.name}" <${shop.supportEmail}>`,
    redisUrl: e.REDIS_URL ?? null,
    orderRateLimit: e.ORDER_RATE_LIMIT ?? 20,
    orderLookupRateLimit: e.ORDER_LOOKUP_RATE_LIMIT ?? 10,
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
    payments,
    returnDays: shop.returnDays,
    shipping,
    seedDemo: e.SEED_DEMO ?? true,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDelayMs: Math.round((e.SHUTDOWN_DELAY_SECONDS ?? 0) * 1000),
    recordRetentionYears: e.RECORD_RETENTION_YEARS ?? RECORD_RETENTION_YEARS_DEFAULT,
    webhooksAllowPrivateTargets: e.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? false,
  };
}

function pair(clientId: string, clientSecret: string): OAuthClient {
  return { clientId, clientSecret };
}
