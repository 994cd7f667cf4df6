import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DEFAULT_SHOP_INFO, PASSWORD_MIN_LENGTH, type ShopInfo } from "@shop/shared";
import { z } from "zod";
import { DEFAULT_WEB_DIST_DIR } from "./paths";

/**
 * Every environment variable the server reads, with its default and meaning. The README's table is
 * written from this list, and a test checks that the schema below reads nothing that is not in it.
 */
export const ENVIRONMENT_VARIABLES = [
  { name: "PORT", default: "3000", description: "TCP port the HTTP server listens on." },
  { name: "HOST", default: "0.0.0.0", description: "Interface to listen on (127.0.0.1 for local only)." },
  {
    name: "DATA_DIR",
    default: "./data",
    description:
      "Folder for the embedded database (pglite/), uploads/, outbox/ and the generated jwt-secret.",
  },
  {
    name: "DATABASE_URL",
    default: "(unset)",
    description: "postgres://… to use a PostgreSQL server; unset = embedded PGlite under DATA_DIR/pglite.",
  },
  {
    name: "PUBLIC_URL",
    default: "http://localhost:PORT",
    description: "The shop's public origin, used in sitemap.xml, e-mail links and OAuth callbacks.",
  },
  { name: "LOG_LEVEL", default: "info", description: "fatal, error, warn, info, debug, trace or silent." },
  {
    name: "JWT_SECRET",
    default: "(generated)",
    description:
      "Secret (≥ 32 characters) signing access tokens. Unset: generated once into DATA_DIR/jwt-secret. Required with DATABASE_URL.",
  },
  {
    name: "ADMIN_EMAIL",
    default: "(unset)",
    description: "With ADMIN_PASSWORD: this account is created, or promoted, as administrator at start.",
  },
  {
    name: "ADMIN_PASSWORD",
    default: "(unset)",
    description: `Password for a newly created ADMIN_EMAIL account (≥ ${PASSWORD_MIN_LENGTH} characters).`,
  },
  {
    name: "SMTP_URL",
    default: "(unset)",
    description: "smtp(s)://user:pass@host:port for outgoing mail; unset = .eml files in DATA_DIR/outbox.",
  },
  { name: "MAIL_FROM", default: '"SHOP_NAME" <SHOP_SUPPORT_EMAIL>', description: "Sender of every e-mail." },
  {
    name: "TRUST_PROXY",
    default: "false",
    description:
      "Behind a reverse proxy: true, the number of proxy hops, or their addresses (comma-separated), so rate limits see each shopper's address from X-Forwarded-For.",
  },
  {
    name: "ORDER_RATE_LIMIT",
    default: "20",
    description: "Orders one client address may place per minute (POST /api/orders); more get 429.",
  },
  {
    name: "REDIS_URL",
    default: "(unset)",
    description: "redis://… to share rate limits between instances; unset = in-process limits.",
  },
  {
    name: "S3_ENDPOINT",
    default: "(unset)",
    description:
      "S3-compatible endpoint URL (MinIO, R2…), used with path-style addressing; unset with S3_BUCKET = AWS.",
  },
  {
    name: "S3_BUCKET",
    default: "(unset)",
    description:
      "Bucket for media; set it (with the keys) to store media in S3 instead of DATA_DIR/uploads. It may stay private: the server streams it at /media/.",
  },
  { name: "S3_REGION", default: "us-east-1", description: "Region of the S3 bucket." },
  {
    name: "S3_ACCESS_KEY_ID",
    default: "(unset)",
    description: "S3 access key id (required with S3_BUCKET).",
  },
  {
    name: "S3_SECRET_ACCESS_KEY",
    default: "(unset)",
    description: "S3 secret access key (required with S3_BUCKET).",
  },
  {
    name: "SHOP_NAME",
    default: DEFAULT_SHOP_INFO.name,
    description: "Shop name shown in the footer and mail.",
  },
  {
    name: "SHOP_HOTLINE",
    default: DEFAULT_SHOP_INFO.hotline,
    description: "Hotline in the footer and warranty page.",
  },
  {
    name: "SHOP_SUPPORT_EMAIL",
    default: DEFAULT_SHOP_INFO.supportEmail,
    description: "Support e-mail in the footer and warranty page.",
  },
  { name: "SHOP_FACEBOOK_URL", default: DEFAULT_SHOP_INFO.facebookUrl, description: "Footer Facebook link." },
  {
    name: "SHOP_INSTAGRAM_URL",
    default: DEFAULT_SHOP_INFO.instagramUrl,
    description: "Footer Instagram link.",
  },
  {
    name: "MESSENGER_URL",
    default: DEFAULT_SHOP_INFO.messengerUrl,
    description: "The floating chat link (m.me/…).",
  },
  {
    name: "MESSENGER_PAGE_ID",
    default: "(unset)",
    description: "Facebook page id; set it to load the (legacy) Messenger chat widget.",
  },
  { name: "ZALO_URL", default: "(unset)", description: "A Zalo chat link shown next to Messenger when set." },
  {
    name: "GOOGLE_CLIENT_ID",
    default: "(unset)",
    description: "Google sign-in client id (with the secret).",
  },
  { name: "GOOGLE_CLIENT_SECRET", default: "(unset)", description: "Google sign-in client secret." },
  {
    name: "FACEBOOK_CLIENT_ID",
    default: "(unset)",
    description: "Facebook sign-in app id (with the secret).",
  },
  { name: "FACEBOOK_CLIENT_SECRET", default: "(unset)", description: "Facebook sign-in app secret." },
  {
    name: "GOOGLE_ISSUER_URL",
    default: "https://accounts.google.com",
    description: "OpenID Connect issuer for Google sign-in (its /.well-known/openid-configuration is read).",
  },
  {
    name: "FACEBOOK_AUTHORIZATION_URL",
    default: "https://www.facebook.com/v19.0/dialog/oauth",
    description: "Facebook login dialog (OAuth 2.0 authorization endpoint).",
  },
  {
    name: "FACEBOOK_TOKEN_URL",
    default: "https://graph.facebook.com/v19.0/oauth/access_token",
    description: "Facebook OAuth 2.0 token endpoint.",
  },
  {
    name: "FACEBOOK_USERINFO_URL",
    default: "https://graph.facebook.com/v19.0/me?fields=id,email",
    description: "Facebook profile endpoint answering the account's id and e-mail.",
  },
  {
    name: "SEED_DEMO",
    default: "true",
    description: "Fill an empty, never-seeded database with the demo catalogue at start (true/false).",
  },
  {
    name: "METRICS_TOKEN",
    default: "(unset)",
    description:
      "Bearer token (≥ 16 characters) for GET /metrics (Prometheus); unset = /metrics answers 404.",
  },
  {
    name: "SHUTDOWN_DELAY_SECONDS",
    default: "0",
    description:
      "On SIGTERM, seconds to keep serving while /api/health/ready answers 503, so a load balancer's health checks move traffic away before the listener closes.",
  },
  {
    name: "WEB_DIST_DIR",
    default: "apps/web/dist",
    description: "The built web app served for every page path (found from the server package).",
  },
] as const;

export type EnvironmentVariableName = (typeof ENVIRONMENT_VARIABLES)[number]["name"];
export type Environment = Partial<Record<string, string | undefined>>;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const JWT_SECRET_MIN_LENGTH = 32;
const METRICS_TOKEN_MIN_LENGTH = 16;

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

const environmentSchema = z
  .object({
    PORT: optional(z.coerce.number({ message: "must be a number" }).int().min(1).max(65_535)),
    HOST: optionalText,
    DATA_DIR: optionalText,
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// or postgresql:// URL" }),
    ),
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
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER_URL: optional(httpUrl),
    FACEBOOK_AUTHORIZATION_URL: optional(httpUrl),
    FACEBOOK_TOKEN_URL: optional(httpUrl),
    FACEBOOK_USERINFO_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    SEED_DEMO: optional(booleanFlag),
    METRICS_TOKEN: optional(
      z
        .string()
        .trim()
        .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`),
    ),
    SHUTDOWN_DELAY_SECONDS: optional(z.coerce.number({ message: "must be a number" }).min(0).max(300)),
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
  seedDemo: boolean;
  /** Absolute. */
  webDistDir: string;
  /** Bearer token guarding GET /metrics; null = no /metrics at all. */
  metricsToken: string | null;
  /** How long SIGTERM keeps serving with readiness at 503 before the listener closes. */
  shutdownDelayMs: number;
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
    shutdownDelayMs: Math.round((e.SHUTDOWN_DELAY_SECONDS ?? 0) * 1000),
  };
}

function pair(clientId: string, clientSecret: string): OAuthClient {
  return { clientId, clientSecret };
}

/**
 * The secret signing access tokens: JWT_SECRET when given, otherwise one generated at the first
 * start and kept in DATA_DIR/jwt-secret (readable by the owner only), so tokens survive a restart.
 */
export async function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, "jwt-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
