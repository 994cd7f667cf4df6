import { DEFAULT_SHOP_INFO, PASSWORD_MIN_LENGTH } from "@shop/shared";

/**
 * Every environment variable the server reads, with its default and meaning. The README's table is
 * written from this list (environment-table.ts), and a test checks that the schema in config.ts
 * reads nothing that is not in it.
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
    name: "DATABASE_POOL_SIZE",
    default: "2 × cores + 1",
    description: "Connections each instance keeps to PostgreSQL at most (with DATABASE_URL).",
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
      "Behind a reverse proxy: the number of proxy hops (nginx alone: 1), or their addresses (comma-separated), so rate limits see each shopper's address from X-Forwarded-For. Too trusting (true, or more hops than there are proxies) lets anyone pick their address with a forged X-Forwarded-For and escape every per-address limit (orders, sign-in, order lookup); too few (false behind a proxy) puts every shopper on the proxy's address, so one busy client trips the limits for all. See docs/deploy.md.",
  },
  {
    name: "ORDER_RATE_LIMIT",
    default: "20",
    description: "Orders one client address may place per minute (POST /api/orders); more get 429.",
  },
  {
    name: "ORDER_LOOKUP_RATE_LIMIT",
    default: "10",
    description:
      "Guest order lookups (GET /api/orders/lookup, order code and phone) one client address may make per minute; more get 429.",
  },
  {
    name: "REDIS_URL",
    default: "(unset)",
    description: "redis://… to share rate limits between instances; unset = in-process limits.",
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
      "On SIGTERM, seconds to keep serving while /api/health/ready answers 503, so a load balancer's health checks move traffic away; then requests in flight finish and new ones get 503 before the listener closes.",
  },
  {
    name: "WEBHOOKS_ALLOW_PRIVATE_TARGETS",
    default: "false",
    description:
      "Let outgoing webhooks reach this machine and private networks (127.0.0.1, 10.x, 192.168.x…), for a receiver beside the shop in development and tests. Off, such a URL is refused when registered and when delivered, so an endpoint cannot make the server call into its own network (SSRF). Never on in production.",
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
    name: "SHOP_OWNER_NAME",
    default: "(unset)",
    description:
      "The seller's legal name (company or household business) in the footer, as Decree 52/2013/NĐ-CP (amended by 85/2021) asks.",
  },
  { name: "SHOP_ADDRESS", default: "(unset)", description: "The seller's registered address in the footer." },
  {
    name: "SHOP_REGISTRATION_NUMBER",
    default: "(unset)",
    description: "Business registration number (mã số doanh nghiệp) in the footer.",
  },
  {
    name: "SHOP_REGISTRATION_PLACE",
    default: "(unset)",
    description: "Who issued the business registration, e.g. Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh.",
  },
  {
    name: "SHOP_REGISTRATION_DATE",
    default: "(unset)",
    description: "Date the business registration was issued, YYYY-MM-DD.",
  },
  {
    name: "SHOP_MOIT_URL",
    default: "(unset)",
    description:
      "The shop's record on the Ministry of Industry and Trade portal (online.gov.vn); set = the footer shows the notified badge linking to it.",
  },
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
    name: "VNPAY_TMN_CODE",
    default: "(unset)",
    description:
      "VNPay merchant code (Terminal ID) from VNPay's merchant portal; with VNPAY_HASH_SECRET it switches VNPay on at checkout.",
  },
  {
    name: "VNPAY_HASH_SECRET",
    default: "(unset)",
    description:
      "VNPay secret key (vnp_HashSecret) signing payment URLs and checking IPN calls (HMAC-SHA512).",
  },
  {
    name: "VNPAY_URL",
    default: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
    description: "VNPay's payment page; the live one is https://pay.vnpay.vn/vpcpay.html.",
  },
  {
    name: "VNPAY_API_URL",
    default: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
    description:
      "VNPay's merchant API, where refunds are asked for; the live one is given by VNPay with the merchant contract.",
  },
  {
    name: "MOMO_PARTNER_CODE",
    default: "(unset)",
    description:
      "MoMo partner code from the MoMo business portal; with MOMO_ACCESS_KEY and MOMO_SECRET_KEY it switches MoMo on at checkout.",
  },
  { name: "MOMO_ACCESS_KEY", default: "(unset)", description: "MoMo access key (business portal)." },
  {
    name: "MOMO_SECRET_KEY",
    default: "(unset)",
    description: "MoMo secret key signing requests and checking IPN calls (HMAC-SHA256).",
  },
  {
    name: "MOMO_ENDPOINT",
    default: "https://test-payment.momo.vn",
    description: "MoMo's API origin; the live one is https://payment.momo.vn.",
  },
  {
    name: "BANK_BIN",
    default: "(unset)",
    description:
      "The shop bank's 6-digit NAPAS BIN (e.g. 970436 Vietcombank); with BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME it switches bank transfer by VietQR on.",
  },
  { name: "BANK_ACCOUNT_NUMBER", default: "(unset)", description: "The shop's bank account number." },
  {
    name: "BANK_ACCOUNT_NAME",
    default: "(unset)",
    description: "The account holder's name as the bank shows it (upper case, no accents).",
  },
  {
    name: "SEPAY_API_KEY",
    default: "(unset)",
    description:
      "The API key set on the shop's SePay webhook (Authorization: Apikey …); with bank transfer on, transfers naming an order and its exact total mark it paid at POST /api/payments/sepay/webhook.",
  },
  {
    name: "PAYMENT_TTL_MINUTES",
    default: "15",
    description: "Minutes a VNPay or MoMo order waits for its payment before it is cancelled.",
  },
  {
    name: "RETURN_DAYS",
    default: "7",
    description:
      "Days after delivery a buyer may ask for a return; a return because the shop's information was wrong may always be asked for within 30 days (Consumer Protection Law 19/2023).",
  },
  {
    name: "GHN_TOKEN",
    default: "(unset)",
    description:
      "GHN (Giao Hàng Nhanh) API token from its shop portal; with GHN_SHOP_ID it offers GHN at checkout where its address data reaches.",
  },
  {
    name: "GHN_SHOP_ID",
    default: "(unset)",
    description: "The GHN shop id (ShopId header) parcels are booked under.",
  },
  {
    name: "GHN_API_URL",
    default: "https://dev-online-gateway.ghn.vn",
    description: "GHN's API origin (the sandbox by default); the live one is https://online-gateway.ghn.vn.",
  },
  {
    name: "GHTK_TOKEN",
    default: "(unset)",
    description:
      "GHTK (Giao Hàng Tiết Kiệm) API token; with GHTK_CLIENT_SOURCE it offers GHTK at checkout where its address data reaches.",
  },
  {
    name: "GHTK_CLIENT_SOURCE",
    default: "(unset)",
    description: "The partner code GHTK gives (X-Client-Source header).",
  },
  {
    name: "GHTK_API_URL",
    default: "https://services.giaohangtietkiem.vn",
    description: "GHTK's API origin; set GHTK's staging host to test with a staging account.",
  },
  {
    name: "SHIPPING_WEBHOOK_SECRET",
    default: "(unset)",
    description:
      "Secret (≥ 16 letters, digits, - or _) in the carriers' callback URLs (GHN: in the path, GHTK: ?hash=); unset = callbacks are refused.",
  },
  {
    name: "SHIPPING_DEFAULT_WEIGHT_GRAMS",
    default: "500",
    description: "Weight used for a product that has none when quoting and booking carriers, in grams.",
  },
  {
    name: "SHIPPING_CARRIER_UNITS_FILE",
    default: "(the shipped file)",
    description:
      "A carrier-units JSON (as npm run shipping:units writes it) to use instead of the one shipped with the server: which 2025 wards GHN and GHTK can be sent to.",
  },
  {
    name: "SEED_DEMO",
    default: "true",
    description: "Fill an empty, never-seeded database with the demo catalogue at start (true/false).",
  },
  {
    name: "RECORD_RETENTION_YEARS",
    default: "10",
    description:
      "Years an archived order is kept, counted from the end of the calendar year it was placed in, before the retention job purges it (at least 10, the Accounting Law's period; docs/decisions/052-the-buyers-contract-and-records.md). Orders are never deleted by hand.",
  },
  {
    name: "WEB_DIST_DIR",
    default: "apps/web/dist",
    description: "The built web app served for every page path (found from the server package).",
  },
] as const;

export type EnvironmentVariableName = (typeof ENVIRONMENT_VARIABLES)[number]["name"];
