import { hasPermission, PRODUCT_CSV_HEADER, type StaffRole, USER_ROLES } from "@shop/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, HTTPMethods, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { type RegisteredRoute, registeredRoutes } from "../plugins/route-access";
import {
  forgedToken,
  insertOrder,
  multipartBody,
  type SignedIn,
  signIn,
  testImage,
} from "../test/admin-fixtures";
import { decodeClaims, mintAccessToken } from "../test/auth-helpers";
import { createTestApp, productInput, type TestApp } from "../test/test-app";
import { TEST_DATABASE_KINDS } from "../test/test-database";
import { claimTransfer, recordVerdict } from "./payments/incoming-transfers.repository";
import { insertReturn, setReturnStatus } from "./returns/returns.repository";
import { insertReview } from "./reviews/reviews.repository";
import { createCarrierUnits } from "./shipping/carrier-units";
import carrierUnitsFixture from "./shipping/carrier-units.fixture.json" with { type: "json" };
import { createGhtkCarrier } from "./shipping/ghtk";
import { type GhtkMock, startGhtkMock } from "./shipping/ghtk.mock-server";
import { insertUser } from "./users/users.repository";
import { insertEndpoint } from "./webhooks/webhooks.repository";

/**
 * Who may call what, checked on the routes the app actually registered (plugins/route-access.ts):
 * every route declared `staff` answers 401 to no, a forged, an expired or a malformed token, and
 * to each role 403 when the role lacks the route's permission (packages/shared's ROLE_PERMISSIONS)
 * and something else when it has it, with the shop's error shape; every `customer` route answers
 * 401 to a stranger. Each registered staff route has a successful case below, called by the
 * narrowest role allowed to, so a new one cannot slip past unnoticed.
 */

interface Caller {
  who: string;
  status: 401 | 403;
  headers: () => Record<string, string>;
}

/** A registered route as a request: every path parameter a well-formed id that names nothing. */
function requestFor(route: RegisteredRoute): InjectOptions {
  const url = route.url
    .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000")
    .replace(/\*$/, "anything");
  return { method: route.method as InjectOptions["method"], url };
}

/**
 * The callers each route failed to refuse, as readable lines ("GET /api/x, no token: 200"); empty
 * when every route refuses every caller with the expected status and error shape.
 */
async function refusalFailures(
  app: FastifyInstance,
  routes: RegisteredRoute[],
  callers: Caller[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    for (const caller of callers) {
      const response = await app.inject({ ...requestFor(route), headers: caller.headers() });
      const name = `${route.method} ${route.url}, ${caller.who}`;
      if (response.statusCode !== caller.status) {
        failures.push(`${name}: ${response.statusCode}`);
        continue;
      }
      if (route.method === "HEAD") continue; // a HEAD answer has no body to check
      const error = (response.json() as { error?: { code?: unknown; message?: unknown } }).error;
      const code = caller.status === 401 ? "unauthorized" : "forbidden";
      if (error?.code !== code || typeof error.message !== "string") {
        failures.push(`${name}: body ${response.body}`);
      }
    }
  }
  return failures;
}

/** The requests of `routes` that a role with the permission was refused anyway (401 or 403). */
async function wronglyRefused(
  app: FastifyInstance,
  routes: RegisteredRoute[],
  headers: Record<string, string>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const response = await app.inject({ ...requestFor(route), headers });
    if (response.statusCode === 401 || response.statusCode === 403) {
      failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
  }
  return failures;
}

/** The narrowest staff role allowed `route`: what a success case is called by. */
function narrowestRole(route: RegisteredRoute | undefined): StaffRole {
  const permission = route?.permission;
  const role = (["staff_catalogue", "staff_orders"] as const).find(
    (candidate) => permission !== undefined && hasPermission(candidate, permission),
  );
  return role ?? "admin";
}

interface Fixtures {
  productIds: string[];
  memberUids: string[];
  orderIds: string[];
  /** The order code of an unpaid bank transfer order. */
  bankTransferOrderId: string;
  /** A bank transfer SePay reported that waits for the owner. */
  unmatchedTransferId: string;
  /** The id of a member's account, for the customer page. */
  customerId: string;
  /** A confirmed order in a ward the carriers' fixture units know, booked with GHTK's mock. */
  shippableOrderId: string;
  /** A buyer's review waiting for staff. */
  reviewId: string;
  /** Two webhook endpoints: one changed and read, one removed (modules/webhooks). */
  webhookEndpointIds: string[];
  image: Buffer;
  /** Returns of delivered, paid orders, one per step staff take (modules/returns). */
  returnIds: { toApprove: string; toReject: string; toReceive: string; toRefund: string; toExchange: string };
  /** The uuid of a delivered, paid order refunded without a return. */
  paidOrderId: string;
}

interface Endpoint {
  /** The registered route, "METHOD /url" as Fastify has it. */
  route: string;
  ok: number;
  request: (fixtures: Fixtures) => InjectOptions;
}

const ENDPOINTS: Endpoint[] = [
  {
    route: "POST /api/products",
    ok: 201,
    request: () => ({ method: "POST", url: "/api/products", payload: productInput({ name: "Túi mới" }) }),
  },
  {
    route: "PUT /api/products/:id",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/products/${f.productIds[0]}`,
      payload: { ...productInput({ name: "Túi một", price: 990_000 }), version: 1 },
    }),
  },
  {
    route: "DELETE /api/products/:id",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/products/${f.productIds[1]}` }),
  },
  {
    route: "POST /api/media",
    ok: 201,
    request: (f) => {
      const { payload, headers } = multipartBody(
        { productId: "new", color: "#d32f2f", kind: "cover" },
        { name: "bag.png", type: "image/png", bytes: f.image },
      );
      return { method: "POST", url: "/api/media", payload, headers };
    },
  },
  { route: "GET /api/users", ok: 200, request: () => ({ method: "GET", url: "/api/users" }) },
  {
    route: "DELETE /api/users/:uid",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/users/${f.memberUids[0]}` }),
  },
  {
    route: "PUT /api/users/:uid/password",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/users/${f.memberUids[1]}/password`,
      payload: { password: "mat-khau-moi-123" },
    }),
  },
  {
    route: "POST /api/set-admin",
    ok: 200,
    request: (f) => ({ method: "POST", url: "/api/set-admin", payload: { uid: f.memberUids[2] } }),
  },
  {
    route: "POST /api/set-role",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: "/api/set-role",
      payload: { uid: f.memberUids[3], role: "member" },
    }),
  },
  {
    route: "GET /api/orders",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/orders?status=pending&page=1" }),
  },
  {
    route: "PUT /api/orders/:id/status",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/orders/${f.orderIds[0]}/status`,
      payload: { status: "delivered" },
    }),
  },
  {
    route: "PUT /api/orders/:id/payment-status",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/orders/${f.orderIds[0]}/payment-status`,
      payload: { paymentStatus: "paid" },
    }),
  },
  {
    route: "GET /api/orders/:id/timeline",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/orders/${f.orderIds[0]}/timeline` }),
  },
  {
    route: "DELETE /api/orders/:id",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/orders/${f.orderIds[1]}` }),
  },
  {
    route: "DELETE /api/orders",
    ok: 200,
    request: () => ({ method: "DELETE", url: "/api/orders?status=delivered" }),
  },
  {
    route: "PUT /api/settings/shipping",
    ok: 200,
    request: () => ({
      method: "PUT",
      url: "/api/settings/shipping",
      payload: { flatFee: 30_000, freeFrom: 1_000_000 },
    }),
  },
  {
    route: "GET /api/admin/settings/shipping",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/settings/shipping" }),
  },
  {
    route: "GET /api/admin/webhooks",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/webhooks" }),
  },
  {
    route: "POST /api/admin/webhooks",
    ok: 201,
    request: () => ({
      method: "POST",
      url: "/api/admin/webhooks",
      payload: { url: "https://erp.example.vn/hooks", events: ["order.paid"] },
    }),
  },
  {
    route: "PUT /api/admin/webhooks/:id",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/admin/webhooks/${f.webhookEndpointIds[0]}`,
      payload: {
        url: "https://hooks.example.vn/shop2",
        events: ["order.created"],
        description: "",
        active: false,
      },
    }),
  },
  {
    route: "DELETE /api/admin/webhooks/:id",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/admin/webhooks/${f.webhookEndpointIds[1]}` }),
  },
  {
    route: "GET /api/admin/webhooks/:id/deliveries",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/webhooks/${f.webhookEndpointIds[0]}/deliveries` }),
  },
  {
    route: "GET /api/admin/settings/staff-security",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/settings/staff-security" }),
  },
  {
    route: "PUT /api/admin/settings/staff-security",
    ok: 200,
    request: () => ({
      method: "PUT",
      url: "/api/admin/settings/staff-security",
      payload: { requireTwoFactor: false },
    }),
  },
  {
    route: "GET /api/payments/notifications",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/payments/notifications" }),
  },
  {
    route: "POST /api/payments/orders/:orderId/paid",
    ok: 200,
    request: (f) => ({ method: "POST", url: `/api/payments/orders/${f.bankTransferOrderId}/paid` }),
  },
  {
    route: "GET /api/admin/payments/transfers",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/payments/transfers?status=unmatched" }),
  },
  {
    route: "POST /api/admin/payments/transfers/:id/settle",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: `/api/admin/payments/transfers/${f.unmatchedTransferId}/settle`,
      payload: { note: "sent back" },
    }),
  },
  {
    route: "GET /api/orders/:id",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/orders/${f.orderIds[2]}` }),
  },
  {
    route: "GET /api/orders.csv",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/orders.csv?q=0912" }),
  },
  {
    route: "GET /api/orders.xlsx",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/orders.xlsx?q=0912" }),
  },
  {
    route: "GET /api/admin/products",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/products?stock=low" }),
  },
  {
    route: "GET /api/products.csv",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/products.csv" }),
  },
  {
    route: "GET /api/products.xlsx",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/products.xlsx" }),
  },
  {
    route: "POST /api/products/import",
    ok: 200,
    request: () => ({
      method: "POST",
      url: "/api/products/import?dryRun=true",
      headers: { "content-type": "text/csv" },
      payload: `${PRODUCT_CSV_HEADER.join(",")}\n,,Túi nhập,Handbag,100000,,,,,,,,\n`,
    }),
  },
  {
    route: "GET /api/admin/stats",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/stats?from=2026-11-01&to=2026-11-24" }),
  },
  {
    route: "GET /api/audit-log",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/audit-log?entity=product" }),
  },
  {
    route: "GET /api/admin/customers",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/customers?q=a" }),
  },
  {
    route: "GET /api/admin/customers/:id",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/customers/${f.customerId}` }),
  },
  {
    route: "GET /api/admin/customers/:id/consents",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/customers/${f.customerId}/consents` }),
  },
  {
    route: "GET /api/admin/data-requests",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/data-requests?status=all" }),
  },
  {
    route: "GET /api/admin/returns",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/returns?status=requested" }),
  },
  {
    route: "GET /api/admin/returns/:id",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/returns/${f.returnIds.toApprove}` }),
  },
  {
    route: "POST /api/admin/returns/:id/approve",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: `/api/admin/returns/${f.returnIds.toApprove}/approve`,
      payload: { message: "Send it back" },
    }),
  },
  {
    route: "POST /api/admin/returns/:id/reject",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: `/api/admin/returns/${f.returnIds.toReject}/reject`,
      payload: { message: "Worn" },
    }),
  },
  {
    route: "POST /api/admin/returns/:id/receive",
    ok: 200,
    request: (f) => ({ method: "POST", url: `/api/admin/returns/${f.returnIds.toReceive}/receive` }),
  },
  {
    route: "POST /api/admin/returns/:id/exchange",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: `/api/admin/returns/${f.returnIds.toExchange}/exchange`,
      payload: { lines: [{ productId: f.productIds[0], color: "#d32f2f" }] },
    }),
  },
  {
    route: "POST /api/admin/returns/:id/refund",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: `/api/admin/returns/${f.returnIds.toRefund}/refund`,
      payload: { method: "manual", reference: "VCB 0001" },
    }),
  },
  {
    route: "GET /api/admin/orders/:id/refunds",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/orders/${f.paidOrderId}/refunds` }),
  },
  {
    route: "POST /api/admin/orders/:id/refunds",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: `/api/admin/orders/${f.paidOrderId}/refunds`,
      payload: { method: "manual", amount: 10_000, reference: "VCB 0002" },
    }),
  },
  {
    route: "POST /api/vouchers",
    ok: 201,
    request: () => ({
      method: "POST",
      url: "/api/vouchers",
      payload: { code: "ACCESS1", percentOff: 10, amountOff: null },
    }),
  },
  { route: "GET /api/vouchers", ok: 200, request: () => ({ method: "GET", url: "/api/vouchers" }) },
  {
    route: "GET /api/vouchers/:code",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/vouchers/ACCESS1" }),
  },
  {
    route: "PUT /api/vouchers/:code",
    ok: 200,
    request: () => ({
      method: "PUT",
      url: "/api/vouchers/ACCESS1",
      payload: { code: "ACCESS1", percentOff: 15, amountOff: null, paused: true },
    }),
  },
  {
    route: "DELETE /api/vouchers/:code",
    ok: 204,
    request: () => ({ method: "DELETE", url: "/api/vouchers/ACCESS1" }),
  },
  {
    route: "GET /api/admin/shipments/carriers",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/shipments/carriers" }),
  },
  {
    route: "GET /api/admin/orders/:id/shipment",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/orders/${f.shippableOrderId}/shipment` }),
  },
  // Books the order with GHTK's mock; the label case below prints that parcel's label.
  {
    route: "POST /api/admin/shipments",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: "/api/admin/shipments",
      payload: { orderIds: [f.shippableOrderId], carrier: "ghtk" },
    }),
  },
  {
    route: "GET /api/admin/orders/:id/label",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/orders/${f.shippableOrderId}/label` }),
  },
  {
    route: "GET /api/admin/orders/:id/packing-slip",
    ok: 200,
    request: (f) => ({ method: "GET", url: `/api/admin/orders/${f.shippableOrderId}/packing-slip?lang=en` }),
  },
  {
    route: "GET /api/admin/cod-reconciliation",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/cod-reconciliation?from=2026-11-01&to=2026-11-24" }),
  },
  {
    route: "GET /api/admin/cod-reconciliation.csv",
    ok: 200,
    request: () => ({
      method: "GET",
      url: "/api/admin/cod-reconciliation.csv?from=2026-11-01&to=2026-11-24",
    }),
  },
  {
    route: "GET /api/admin/cod-reconciliation.xlsx",
    ok: 200,
    request: () => ({
      method: "GET",
      url: "/api/admin/cod-reconciliation.xlsx?from=2026-11-01&to=2026-11-24",
    }),
  },
  {
    route: "GET /api/admin/reviews",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/admin/reviews?status=pending" }),
  },
  {
    route: "PATCH /api/admin/reviews/:id",
    ok: 200,
    request: (f) => ({
      method: "PATCH",
      url: `/api/admin/reviews/${f.reviewId}`,
      payload: { status: "approved", reply: "Cảm ơn chị!" },
    }),
  },
];

describe.each(TEST_DATABASE_KINDS)("who may call what, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let staff: Record<StaffRole, SignedIn>;
  let refused: Caller[];
  const staffRoutes = () => registeredRoutes(t.app).filter((route) => route.access === "staff");
  const fixtures: Fixtures = {
    productIds: [],
    memberUids: [],
    orderIds: [],
    bankTransferOrderId: "",
    unmatchedTransferId: "",
    customerId: "",
    shippableOrderId: "",
    reviewId: "",
    webhookEndpointIds: [],
    image: Buffer.alloc(0),
    returnIds: { toApprove: "", toReject: "", toReceive: "", toRefund: "", toExchange: "" },
    paidOrderId: "",
  };
  let ghtk: GhtkMock;

  beforeAll(async () => {
    ghtk = await startGhtkMock();
    t = await createTestApp(kind, {
      shipping: {
        carriers: [
          createGhtkCarrier(
            { token: ghtk.token, clientSource: ghtk.clientSource, apiUrl: ghtk.url },
            createCarrierUnits(carrierUnitsFixture),
            { webhookSecret: null },
          ),
        ],
        pickup: async () => ({
          name: "Lumi Bags",
          phone: "0901234567",
          street: "12 Lê Lợi",
          provinceCode: 79,
          wardCode: 26743,
        }),
      },
    });
    admin = await signIn(t, { role: "admin" });
    member = await signIn(t, { role: "member" });
    staff = {
      admin,
      staff_orders: await signIn(t, { role: "staff_orders" }),
      staff_catalogue: await signIn(t, { role: "staff_catalogue" }),
    };
    refused = await strangers(t, admin);
    refused.push({ who: "a member's token", status: 403, headers: () => member.headers });
    for (const name of ["Túi một", "Túi hai"]) {
      fixtures.productIds.push((await t.products.createProduct(productInput({ name }))).id);
    }
    for (const [index, role] of (["member", "member", "member", "admin"] as const).entries()) {
      fixtures.memberUids.push(
        (await insertUser(t.db, { email: `user${index}@example.vn`, passwordHash: null, role })).uid,
      );
    }
    fixtures.orderIds.push(
      (await insertOrder(t.db)).id,
      (await insertOrder(t.db)).id,
      (await insertOrder(t.db)).id,
    );
    fixtures.bankTransferOrderId = (await insertOrder(t.db, { paymentMethod: "bank_transfer" })).orderId;
    const transfer = await claimTransfer(t.db, {
      sepayId: "1",
      amount: 10_000,
      transferType: "in",
      content: "no code",
      gateway: "Vietcombank",
      accountNumber: "0011001234567",
      transactionDate: "2026-11-24 10:00:00",
      payload: {},
    });
    if (!transfer) throw new Error("the transfer fixture was not stored");
    await recordVerdict(t.db, transfer.id, { status: "unmatched", reason: "no_order_code", orderId: null });
    fixtures.unmatchedTransferId = transfer.id;
    fixtures.image = await testImage("png", 400, 300);
    fixtures.customerId = member.user.id;
    fixtures.shippableOrderId = (
      await insertOrder(t.db, {
        status: "confirmed",
        division: {
          provinceCode: 1,
          provinceName: "Thành phố Hà Nội",
          wardCode: 70,
          wardName: "Phường Hoàn Kiếm",
        },
      })
    ).id;
    const review = await insertReview(t.db, {
      productId: fixtures.productIds[0] ?? "",
      userId: member.user.id,
      rating: 5,
      body: "Túi đẹp",
      photos: [],
      authorName: "Mai",
      orderCode: "ORDER1764000000000",
    });
    fixtures.reviewId = review.id;
    // Paid orders, each with a return waiting at the step its route takes. Not `delivered`: the
    // case of DELETE /api/orders removes delivered orders (and their returns) before these run.
    const paidOrder = async () => {
      const order = await insertOrder(t.db, { status: "shipping" });
      await t.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
      return order;
    };
    const returnAt = async (status: "requested" | "approved" | "received") => {
      const order = await paidOrder();
      const id = await insertReturn(t.db, {
        orderId: order.id,
        orderCode: order.orderId,
        reason: "damaged",
        note: "",
        lines: [
          {
            productId: fixtures.productIds[0] ?? "",
            name: "Túi một",
            color: "#d32f2f",
            unitPrice: 10_000,
            quantity: 1,
          },
        ],
        photos: [],
        now: new Date(),
      });
      if (status !== "requested") await setReturnStatus(t.db, id, { status, now: new Date() });
      return id;
    };
    fixtures.returnIds = {
      toApprove: await returnAt("requested"),
      toReject: await returnAt("requested"),
      toReceive: await returnAt("approved"),
      toRefund: await returnAt("received"),
      toExchange: await returnAt("received"),
    };
    fixtures.paidOrderId = (await paidOrder()).id;
    for (const description of ["kept", "removed"]) {
      fixtures.webhookEndpointIds.push(
        (
          await insertEndpoint(t.db, {
            url: "https://hooks.example.vn/shop",
            events: ["order.created"],
            description,
            secret: "whsec_fixture",
          })
        ).id,
      );
    }
  });
  afterAll(async () => {
    await t?.close();
    await ghtk?.close();
  });

  it("refuses strangers (401) and members (403) on every staff route the app registered", async () => {
    const routes = staffRoutes();
    expect(routes.map((route) => route.method)).toContain("DELETE");
    expect(await refusalFailures(t.app, routes, refused)).toEqual([]);
  });

  it("declares a permission on every staff route", () => {
    expect(staffRoutes().filter((route) => route.permission === undefined)).toEqual([]);
  });

  for (const role of USER_ROLES.filter((candidate) => candidate !== "member")) {
    it(`answers ${role} 403 on every staff route its role lacks, and lets it through the others`, async () => {
      const routes = staffRoutes();
      const forbidden = routes.filter((route) => !route.permission || !hasPermission(role, route.permission));
      const allowed = routes.filter((route) => route.permission && hasPermission(role, route.permission));
      const caller = staff[role as StaffRole];
      expect(
        await refusalFailures(t.app, forbidden, [
          { who: `a ${role} token`, status: 403, headers: () => caller.headers },
        ]),
      ).toEqual([]);
      expect(await wronglyRefused(t.app, allowed, caller.headers)).toEqual([]);
    });
  }

  it("refuses a staff_catalogue token on every order route (403), and lets it run the product routes", async () => {
    const routes = staffRoutes();
    const orderRoutes = routes.filter((route) => /^\/api\/(orders|payments)\b/.test(route.url));
    expect(orderRoutes.length).toBeGreaterThanOrEqual(8);
    const catalogue = staff.staff_catalogue;
    expect(
      await refusalFailures(t.app, orderRoutes, [
        { who: "a staff_catalogue token", status: 403, headers: () => catalogue.headers },
      ]),
    ).toEqual([]);
    // Its successes are the product cases below: each is called by the narrowest role allowed.
    const productCases = ENDPOINTS.filter((endpoint) =>
      /\/api\/(products|admin\/products|media)/.test(endpoint.route),
    );
    expect(productCases.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of productCases) {
      const route = routes.find((candidate) => `${candidate.method} ${candidate.url}` === endpoint.route);
      expect(narrowestRole(route), endpoint.route).toBe("staff_catalogue");
    }
  });

  it("refuses strangers (401) on every customer route the app registered", async () => {
    const customerRoutes = registeredRoutes(t.app).filter((route) => route.access === "customer");
    expect(customerRoutes.map((route) => `${route.method} ${route.url}`)).toContain("GET /api/me/orders");
    const strangersOnly = refused.filter((caller) => caller.status === 401);
    expect(await refusalFailures(t.app, customerRoutes, strangersOnly)).toEqual([]);
  });

  it("has a successful case below for every registered staff route", () => {
    const registered = staffRoutes()
      .filter((route) => route.method !== "HEAD")
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(ENDPOINTS.map((endpoint) => endpoint.route))).toEqual(new Set(registered));
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.route}: answers ${endpoint.ok} to the narrowest role allowed`, async () => {
      const route = staffRoutes().find(
        (candidate) => `${candidate.method} ${candidate.url}` === endpoint.route,
      );
      const caller = staff[narrowestRole(route)];
      const request = endpoint.request(fixtures);
      const response = await t.app.inject({
        ...request,
        headers: { ...(request.headers as Record<string, string> | undefined), ...caller.headers },
      });
      expect(response.statusCode, response.body).toBe(endpoint.ok);
    });
  }

  it("refuses a stranger before looking at the body: a bad body without a token is still a 401", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/products", payload: { name: "" } });
    expect(response.statusCode).toBe(401);
  });

  it("changed nothing for the refused callers: the product deleted by the administrator was the only one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/products?limit=100" });
    const names = (response.json().items as Array<{ name: string }>).map((product) => product.name).sort();
    expect(names).toEqual(["Túi mới", "Túi một"].sort());
  });
});

describe("an administrator route that forgets the guard", () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("is caught: declared staff but registered outside the guarded scope, it answers strangers", async () => {
    t = await createTestApp("pglite");
    const admin = await signIn(t, { role: "admin" });
    const member = await signIn(t, { role: "member" });
    // Beside the real routes, on the root instance instead of modules/admin-routes.ts.
    t.app.delete("/api/planted/:id", { config: { access: "staff", permission: "orders" } }, async () => ({
      deleted: true,
    }));

    const planted = registeredRoutes(t.app).filter((route) => route.url === "/api/planted/:id");
    expect(planted).toEqual([
      { method: "DELETE", url: "/api/planted/:id", access: "staff", permission: "orders" },
    ]);
    const callers = [
      ...(await strangers(t, admin)),
      { who: "a member's token", status: 403 as const, headers: () => member.headers },
    ];
    const failures = await refusalFailures(t.app, planted, callers);
    expect(failures).toEqual([
      "DELETE /api/planted/:id, no token: 200",
      "DELETE /api/planted/:id, a forged token: 200",
      "DELETE /api/planted/:id, an expired token: 200",
      "DELETE /api/planted/:id, a malformed token: 200",
      "DELETE /api/planted/:id, a member's token: 200",
    ]);
  });
});

describe("a route that declares no access", () => {
  it("stops the app from starting, naming the route", async () => {
    const t = await createTestApp("pglite");
    const method: HTTPMethods = "GET";
    t.app.route({ method, url: "/api/undeclared", handler: async () => ({ ok: true }) });
    await expect(t.app.ready()).rejects.toThrow("GET /api/undeclared");
    await t.close();
  });

  it("stops the app from starting when a staff route names no permission", async () => {
    const t = await createTestApp("pglite");
    t.app.get("/api/no-permission", { config: { access: "staff" } }, async () => ({ ok: true }));
    await expect(t.app.ready()).rejects.toThrow("GET /api/no-permission");
    await t.close();
  });
});

/** No token, a forged one, an expired one for a live session, and a malformed one: all 401. */
async function strangers(t: TestApp, admin: SignedIn): Promise<Caller[]> {
  const forged = await forgedToken(t, admin.user.id);
  const expired = await mintAccessToken(t, {
    userId: admin.user.id,
    sessionId: String(decodeClaims(admin.token).sid),
    expiresInSeconds: -60,
  });
  return [
    { who: "no token", status: 401, headers: () => ({}) },
    { who: "a forged token", status: 401, headers: () => ({ authorization: `Bearer ${forged}` }) },
    { who: "an expired token", status: 401, headers: () => ({ authorization: `Bearer ${expired}` }) },
    { who: "a malformed token", status: 401, headers: () => ({ authorization: "Bearer not.a.jwt" }) },
  ];
}
