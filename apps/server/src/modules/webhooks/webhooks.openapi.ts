import {
  REFUND_METHODS,
  REFUND_STATUSES,
  RETURN_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from "@shop/shared";

/**
 * The outgoing webhooks in the OpenAPI 3.1 document's `webhooks` (the requests the shop sends to
 * the owner's endpoints), so an integrator reads them beside the API
 * (docs/decisions/058-webhooks-and-honest-numbers.md; how to verify: docs/webhooks.md).
 */
/** A refund as `refund.created` and a refunded return's `return.updated` carry it. */
const REFUND = {
  type: "object",
  required: ["id", "amount", "method", "status"],
  properties: {
    id: { type: "string", format: "uuid" },
    amount: { type: "integer", description: "Whole đồng." },
    method: { type: "string", enum: [...REFUND_METHODS] },
    // A refund that failed is never told: only money that went (or is on its way) back.
    status: { type: "string", enum: REFUND_STATUSES.filter((status) => status !== "failed") },
    reference: { type: ["string", "null"] },
  },
} as const;

const DATA: Record<WebhookEvent, { summary: string; data: object }> = {
  "order.created": {
    summary: "An order was placed (its lines, amounts in đồng, the buyer's contact and address).",
    data: {
      type: "object",
      required: ["id", "orderId", "status", "paymentStatus", "paymentMethod", "total", "items", "customer"],
      properties: {
        id: { type: "string", format: "uuid" },
        orderId: { type: "string", description: "The order's code, ORDER + milliseconds." },
        status: { type: "string" },
        paymentStatus: { type: "string" },
        paymentMethod: { type: "string" },
        subtotal: { type: "integer" },
        discount: { type: "integer" },
        shippingFee: { type: "integer" },
        total: { type: "integer" },
        voucherCode: { type: ["string", "null"] },
        language: { type: "string" },
        customer: { type: "object" },
        items: { type: "array", items: { type: "object" } },
        createdAt: { type: "string", format: "date-time" },
      },
    },
  },
  "order.status_changed": {
    summary: "An order moved in its lifecycle (pending → confirmed → shipping → delivered, or cancelled).",
    data: {
      type: "object",
      required: ["id", "orderId", "from", "to", "by", "at"],
      properties: {
        id: { type: "string", format: "uuid" },
        orderId: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        by: { type: "string", description: "customer, shop or system (the order timeline's actor)" },
        at: { type: "string", format: "date-time" },
      },
    },
  },
  "order.paid": {
    summary: "An order's money arrived (a gateway, a bank transfer, cash collected, or marked by staff).",
    data: {
      type: "object",
      required: ["id", "orderId", "paymentMethod", "total", "from", "by", "at"],
      properties: {
        id: { type: "string", format: "uuid" },
        orderId: { type: "string" },
        paymentMethod: { type: "string" },
        total: { type: "integer" },
        from: { type: "string" },
        by: { type: "string" },
        at: { type: "string", format: "date-time" },
      },
    },
  },
  "return.updated": {
    summary:
      "A return moved: asked for by the buyer, approved, rejected, its parcel received, refunded or exchanged.",
    data: {
      type: "object",
      required: ["id", "orderId", "from", "to", "by", "at"],
      properties: {
        id: { type: "string", format: "uuid", description: "The return's id." },
        orderId: { type: "string" },
        from: { type: ["string", "null"], description: "null when the buyer asked for the return." },
        to: { type: "string", enum: [...RETURN_STATUSES] },
        by: { type: "string", enum: ["customer", "shop"] },
        at: { type: "string", format: "date-time" },
        refund: { ...REFUND, description: "With `to: refunded`: the refund." },
        exchangeOrderId: { type: "string", description: "With `to: exchanged`: the new order's code." },
      },
    },
  },
  "refund.created": {
    summary:
      "Money went back to a buyer (through VNPay or MoMo, or recorded by hand), with or without a return.",
    data: {
      type: "object",
      required: [...REFUND.required, "orderId", "returnId", "at"],
      properties: {
        ...REFUND.properties,
        orderId: { type: "string" },
        returnId: { type: ["string", "null"], format: "uuid" },
        at: { type: "string", format: "date-time" },
      },
    },
  },
  "stock.changed": {
    summary:
      "A product colour's stock changed (an order, a cancellation, a received return, the owner's edit or import): its stock now.",
    data: {
      type: "object",
      required: ["productId", "color", "stock", "at"],
      properties: {
        productId: { type: "string", format: "uuid" },
        color: { type: "string", description: "The colour as the product names it (#rrggbb)." },
        stock: { type: "integer", minimum: 0 },
        at: { type: "string", format: "date-time" },
      },
    },
  },
};

const HEADERS = [
  ["X-Shop-Event", "The event's type, as `type` in the body."],
  ["X-Shop-Event-Id", "The event's id, as `id` in the body: the same on every retry; drop a repeat."],
  ["X-Shop-Timestamp", "Unix seconds when this attempt was signed."],
  [
    "X-Shop-Signature",
    '`t=<X-Shop-Timestamp>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the endpoint\'s secret>`.',
  ],
] as const;

export function outgoingWebhooksDocument(): Record<string, object> {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: DATA[event].summary,
          description:
            "Sent to every active endpoint subscribed to the event. Answer 2xx within 10 s; anything " +
            "else is retried with back-off (30 s doubling, at most an hour apart, 10 attempts), then the " +
            "endpoint is marked failing in the back office.",
          parameters: HEADERS.map(([name, description]) => ({
            name,
            in: "header",
            required: true,
            description,
            schema: { type: "string" },
          })),
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "type", "createdAt", "data"],
                  properties: {
                    id: { type: "string", format: "uuid" },
                    type: { const: event },
                    createdAt: { type: "string", format: "date-time" },
                    data: DATA[event].data,
                  },
                },
              },
            },
          },
          responses: { "200": { description: "Received (any 2xx)." } },
        },
      },
    ]),
  );
}
