import { orderStatusSchema } from "./admin";
import { paymentStatusSchema } from "./checkout";
import { PAGE_LIMIT_MAX } from "./constants";
import { z } from "./zod";

/**
 * The back office's customers (GET /api/admin/customers, GET /api/admin/customers/:id): accounts
 * with what they bought. Accounts hold no name or phone, so both come from the customer's latest
 * order; orders belong to a customer by e-mail, as the account's own order list has them.
 */

export const CUSTOMERS_PAGE_LIMIT = 20;

export const customerSearchSchema = z
  .object({
    /** Part of a name, e-mail or phone number. */
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(CUSTOMERS_PAGE_LIMIT),
  })
  .strict();
export type CustomerSearch = z.infer<typeof customerSearchSchema>;

export const customerSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** Every order with the account's e-mail. */
  orders: z.number().int(),
  /** What those orders came to, cancelled ones left out, in đồng. */
  spent: z.number().int(),
  lastOrderAt: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerPageSchema = z.object({
  items: z.array(customerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerIdParamsSchema = z.object({ id: z.uuid() });

export const customerOrderRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  total: z.number().int(),
  paymentMethod: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  createdAt: z.string(),
});
export type CustomerOrderRow = z.infer<typeof customerOrderRowSchema>;

/** One delivery address as the customer typed it, with how often and when it was last used. */
export const customerAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  wardName: z.string().nullable(),
  provinceName: z.string().nullable(),
  orders: z.number().int(),
  lastUsedAt: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerDetailSchema = z.object({
  customer: customerSummarySchema,
  orders: z.array(customerOrderRowSchema),
  addresses: z.array(customerAddressSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
