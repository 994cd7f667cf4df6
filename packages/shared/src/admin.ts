import { hexColourSchema } from "./catalogue";
import {
  orderAmountsSchema,
  orderLineSchema,
  paymentStatusSchema,
  storedCustomerInfoSchema,
} from "./checkout";
import { ORDER_STATUSES, PAGE_LIMIT_MAX, PASSWORD_MIN_LENGTH } from "./constants";
import { USER_ROLES } from "./staff-permissions";
import { z } from "./zod";

/**
 * Contracts of the administrator's calls. The server validates with
 * them and the admin screens type their data with them.
 */

/** One row of GET /api/users. Never the password hash: the response schema leaves it out. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  uid: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A user's public uid (users.repository newUid: 12 URL-safe characters); anything else is a 400. */
export const userUidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a user uid");
export const userUidParamsSchema = z.object({ uid: userUidSchema });

export const setUserPasswordSchema = z
  .object({ password: z.string().min(PASSWORD_MIN_LENGTH).max(200) })
  .strict();
export const setAdminSchema = z.object({ uid: userUidSchema }).strict();
export const setRoleSchema = z.object({ uid: userUidSchema, role: z.enum(USER_ROLES) }).strict();

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Orders per admin page by default: enough to scan, few enough that thousands stay quick. */
export const ADMIN_ORDERS_PAGE_LIMIT = 20;

export const adminOrderListQuerySchema = z
  .object({
    status: orderStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(ADMIN_ORDERS_PAGE_LIMIT),
  })
  .strict();
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = orderAmountsSchema.extend({
  id: z.uuid(),
  orderId: z.string(),
  paymentMethod: z.string(),
  customerInfo: storedCustomerInfoSchema,
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  createdAt: z.string(),
  items: z.array(orderLineSchema),
  /**
   * When the owner archived it (the spec's "delete delivered orders" archives: the records are
   * kept for RECORD_RETENTION_YEARS, sale-terms.ts); null while it is in the working list.
   */
  archivedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid() });
export const setOrderStatusSchema = z.object({ status: orderStatusSchema }).strict();
/** DELETE /api/orders?status=delivered: only delivered orders may be archived in bulk (never deleted). */
export const deleteOrdersQuerySchema = z.object({ status: z.literal("delivered") }).strict();

/** Uploads (POST /api/media): at most 10 MB, judged by content, never by name or declared type. */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_KINDS = ["cover", "additional"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The text fields next to the file; `productId` is a product's id, or "new" while creating one. */
export const mediaUploadFieldsSchema = z
  .object({
    productId: z.union([z.literal("new"), z.uuid()]),
    color: hexColourSchema,
    kind: z.enum(MEDIA_KINDS),
  })
  .strict();
export type MediaUploadFields = z.infer<typeof mediaUploadFieldsSchema>;

export const mediaUploadResultSchema = z.object({ url: z.string() });
