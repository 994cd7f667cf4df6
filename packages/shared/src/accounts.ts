import { orderStatusSchema } from "./admin";
import { productSchema } from "./catalogue";
import { orderAmountsSchema, orderLineSchema, paymentStatusSchema } from "./checkout";
import { PASSWORD_MIN_LENGTH } from "./constants";
import { emailSchema } from "./email";
import { orderEventSchema } from "./order-timeline";
import { privacyNoticeVersionSchema } from "./privacy-notice-schema";
import { shipmentTrackingSchema } from "./shipments";
import { USER_ROLES } from "./staff-permissions";
import { z } from "./zod";

/**
 * The accounts contract (docs/decisions/007-identity-of-our-own.md), used by the server to validate and
 * serialise and by the web app's forms. Messages are the i18n keys of docs/product.md, so a 400 names the key
 * the web app shows.
 */

/** argon2 hashes any length, but a megabyte password would cost the server; 200 is plenty. */
export const PASSWORD_MAX_LENGTH = 200;

/** A new password: at least PASSWORD_MIN_LENGTH characters (no trimming: spaces are characters). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "register.error_password_too_short")
  .max(PASSWORD_MAX_LENGTH, "register.error_password_too_short");

/** A password being checked: any non-empty text within the size cap (old accounts may be shorter). */
export const givenPasswordSchema = z.string().min(1, "account.error_empty_fields").max(PASSWORD_MAX_LENGTH);

/**
 * POST /api/register. Strict: any other field (a `role`, say) is refused with 400, so a client can
 * never choose its own rights (mass assignment).
 */
export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  /** The interface language, so the verification mail speaks it; vi when absent. */
  language: z.enum(["vi", "en", "kr", "jp"]).optional(),
  /** The privacy notice's version the form showed; the account's consent is recorded under it (modules/privacy). */
  privacyNoticeVersion: privacyNoticeVersionSchema.optional(),
  /** The separate, unticked opt-in to marketing mail. */
  marketingOptIn: z.boolean().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/login: no length rule here, so a short old password gets the same answer as a wrong one. */
export const loginSchema = z.strictObject({ email: emailSchema, password: givenPasswordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshTokenSchema = z.strictObject({ refreshToken: z.string().min(1).max(200) });

export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  /** The interface language, so the mail speaks it; vi when absent. */
  language: z.enum(["vi", "en", "kr", "jp"]).optional(),
});

export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});

export const changePasswordSchema = z.strictObject({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});

/** The web app's register form: the API body plus the confirmation, which must match. */
export const registerFormSchema = z
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    // Its own words: a new account has no "new" password to set against an old one.
    message: "register.error_password_mismatch",
    path: ["confirmPassword"],
  });

/** The account page's form: all three required, new and confirm match. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, "account.error_empty_fields"),
    newPassword: z.string().min(1, "account.error_empty_fields"),
    confirmPassword: z.string().min(1, "account.error_empty_fields"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "account.error_password_mismatch",
    path: ["confirmPassword"],
  })
  .pipe(
    z.object({
      currentPassword: z.string(),
      newPassword: newPasswordSchema,
      confirmPassword: z.string(),
    }),
  );

export const accountUserSchema = z.object({
  id: z.uuid(),
  uid: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  /** False for accounts made through Google or Facebook only (no password to change yet). */
  hasPassword: z.boolean(),
  /** True once the address was proved (the mailed link, or a provider-verified social sign-in). */
  emailVerified: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** What register, login, refresh and the social sign-in exchange answer. */
export const sessionSchema = z.object({
  accessToken: z.string(),
  /** When the access token expires (ISO 8601): the web app refreshes TOKEN_REFRESH_MARGIN_SECONDS before. */
  accessTokenExpiresAt: z.string(),
  refreshToken: z.string(),
  user: accountUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** POST /api/auth/exchange: the one-time code the social sign-in callback put in the URL fragment. */
export const oauthExchangeSchema = z.strictObject({ code: z.string().min(1).max(200) });

export const favouriteParamsSchema = z.object({ productId: z.uuid() });
export const favouriteListSchema = z.object({ items: z.array(productSchema) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export const customerOrderSchema = orderAmountsSchema.extend({
  id: z.uuid(),
  orderId: z.string(),
  paymentMethod: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  address: z.string(),
  createdAt: z.string(),
  items: z.array(orderLineSchema),
  timeline: z.array(orderEventSchema),
  /** The parcel's carrier, tracking code and link once booked (shipments.ts). */
  shipment: shipmentTrackingSchema.nullable().optional(),
  /** The sale terms it was placed under (sale-terms.ts), null on older orders. */
  termsVersion: z.string().nullable(),
  language: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListSchema = z.object({ items: z.array(customerOrderSchema) });

/** POST /api/verify-email: the token from the link mailed at registration. */
export const verifyEmailSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const verifyEmailResultSchema = z.object({ emailVerified: z.literal(true) });

/** POST /api/verify-email/resend (signed in): a fresh link, in the interface language. */
export const verifyEmailResendSchema = z.strictObject({
  language: z.enum(["vi", "en", "kr", "jp"]).optional(),
});
