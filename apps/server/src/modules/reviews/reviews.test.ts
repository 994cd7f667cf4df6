import { readdir } from "node:fs/promises";
import { join } from "node:path";
import {
  type AdminReviewPage,
  type ApiErrorBody,
  type MyReviewState,
  type Product,
  productPageSchema,
  productSchema,
  reviewPageSchema,
} from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, type SignedIn, signIn, testImage } from "../../test/admin-fixtures";
import { testClientAddress } from "../../test/auth-helpers";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/** A review's form: its text fields and any number of photos. */
function reviewBody(
  fields: Record<string, string>,
  photos: Array<{ name: string; type: string; bytes: Buffer }>,
): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody(
    fields,
    photos.map((photo) => ({ field: "photos", ...photo })),
  );
}

describe.each(TEST_DATABASE_KINDS)("reviews from verified buyers on %s", (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let catalogueStaff: SignedIn;
  let ordersStaff: SignedIn;
  let buyer: SignedIn;
  let unverifiedBuyer: SignedIn;
  let waitingBuyer: SignedIn;
  let stranger: SignedIn;
  let bag: Product;
  let otherBag: Product;
  let png: Buffer;

  /** A guest order with `email` for `productId`, moved to `status` by the owner. */
  async function orderFor(email: string, productId: string, status: "delivered" | "pending") {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      remoteAddress: testClientAddress(),
      payload: {
        paymentMethod: "cod",
        customerInfo: { ...CHECKOUT_CUSTOMER, email },
        items: [{ productId, color: "#d32f2f", quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    if (status === "delivered") {
      const moved = await t.app.inject({
        method: "PUT",
        url: `/api/orders/${placed.json<{ id: string }>().id}/status`,
        headers: owner.headers,
        payload: { status: "delivered" },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }

  function submit(
    who: SignedIn | null,
    productId: string,
    fields: Record<string, string>,
    photos: Buffer[] = [],
  ) {
    const { payload, headers } = reviewBody(
      fields,
      photos.map((bytes, index) => ({ name: `photo-${index}.png`, type: "image/png", bytes })),
    );
    return t.app.inject({
      method: "POST",
      url: `/api/products/${productId}/reviews`,
      payload,
      headers: { ...headers, ...(who ? who.headers : {}) },
    });
  }

  async function adminReviews(): Promise<AdminReviewPage> {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/reviews", headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return response.json<AdminReviewPage>();
  }

  async function reviewPhotoFiles(): Promise<string[]> {
    try {
      return await readdir(join(t.dataDir, "uploads", "reviews"), { recursive: true });
    } catch {
      return [];
    }
  }

  async function productAnswer(id: string): Promise<Product> {
    return productSchema.parse((await t.app.inject({ method: "GET", url: `/api/products/${id}` })).json());
  }

  beforeAll(async () => {
    // The read side's cache on, as in production: the rating must reach cached answers by its event.
    t = await createTestApp(kind, { cacheTtlMs: 60_000 });
    owner = await signIn(t, { role: "admin" });
    catalogueStaff = await signIn(t, { role: "staff_catalogue" });
    ordersStaff = await signIn(t, { role: "staff_orders" });
    const verified = new Date();
    buyer = await signIn(t, { email: "mai@example.vn", emailVerifiedAt: verified });
    unverifiedBuyer = await signIn(t, { email: "lan@example.vn" });
    waitingBuyer = await signIn(t, { email: "hoa@example.vn", emailVerifiedAt: verified });
    stranger = await signIn(t, { email: "khach@example.vn", emailVerifiedAt: verified });
    bag = await t.products.createProduct(productInput({ name: "Túi Mây" }));
    otherBag = await t.products.createProduct(productInput({ name: "Ví Sen" }));
    await orderFor("Mai@Example.vn", bag.id, "delivered");
    await orderFor("lan@example.vn", bag.id, "delivered");
    await orderFor("hoa@example.vn", bag.id, "pending");
    png = await testImage("png", 800, 600);
  });
  afterAll(() => t?.close());

  it("refuses everyone who did not receive the product, and stores nothing", async () => {
    const expectRefused = async (
      response: Awaited<ReturnType<typeof submit>>,
      status: number,
      code: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<ApiErrorBody>().error.code).toBe(code);
    };
    await expectRefused(await submit(null, bag.id, { rating: "5", body: "Đẹp" }), 401, "unauthorized");
    // Never ordered it; ordered it but it is not delivered yet; ordered another product.
    await expectRefused(
      await submit(stranger, bag.id, { rating: "5", body: "Đẹp" }, [png]),
      403,
      "review_not_buyer",
    );
    await expectRefused(
      await submit(waitingBuyer, bag.id, { rating: "5", body: "Đẹp" }),
      403,
      "review_not_buyer",
    );
    await expectRefused(
      await submit(buyer, otherBag.id, { rating: "5", body: "Đẹp" }),
      403,
      "review_not_buyer",
    );
    // Delivered to the address, but the account never proved it owns the address.
    await expectRefused(
      await submit(unverifiedBuyer, bag.id, { rating: "5", body: "Đẹp" }),
      403,
      "review_not_buyer",
    );
    await expectRefused(
      await submit(buyer, "00000000-0000-4000-8000-000000000000", { rating: "5", body: "Đẹp" }),
      404,
      "product_not_found",
    );
    expect((await adminReviews()).total).toBe(0);
    expect(await reviewPhotoFiles()).toEqual([]);
  });

  it("refuses a bad review from a buyer with the field at fault, and stores nothing", async () => {
    const six = await submit(buyer, bag.id, { rating: "6", body: "Quá đẹp" });
    expect(six.statusCode).toBe(400);
    expect(six.json<ApiErrorBody>().error.fields).toEqual({ rating: "reviews.error_rating" });
    const empty = await submit(buyer, bag.id, { rating: "4", body: "   " });
    expect(empty.json<ApiErrorBody>().error.fields).toEqual({ body: "reviews.error_body" });

    const notAnImage = await submit(buyer, bag.id, { rating: "5", body: "Đẹp" }, [
      png,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    ]);
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json<ApiErrorBody>().error.code).toBe("unsupported_media_type");
    // A file that starts like a PNG but is not one is judged by its decoder too (media/image-content.ts).
    const fakePng = Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]);
    expect((await submit(buyer, bag.id, { rating: "5", body: "Đẹp" }, [fakePng])).statusCode).toBe(415);

    const fourPhotos = await submit(buyer, bag.id, { rating: "5", body: "Đẹp" }, [png, png, png, png]);
    expect(fourPhotos.statusCode).toBe(400);
    expect(fourPhotos.json<ApiErrorBody>().error.fields).toEqual({ photos: "reviews.error_photos_max" });

    expect((await adminReviews()).total).toBe(0);
    // The good photo sent beside the bad one was not stored either.
    expect(await reviewPhotoFiles()).toEqual([]);
  });

  it("takes a buyer's review with a photo, shows it only once approved, with the shop's answer and the rating everywhere", async () => {
    // Cached before the review: the answers the approval must change.
    expect((await productAnswer(bag.id)).rating).toEqual({ average: 0, count: 0 });
    const listBefore = productPageSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/products" })).json(),
    );
    expect(listBefore.items.find((item) => item.id === bag.id)?.rating).toEqual({ average: 0, count: 0 });

    const mineBefore = await t.app.inject({
      method: "GET",
      url: `/api/products/${bag.id}/reviews/mine`,
      headers: buyer.headers,
    });
    expect(mineBefore.json<MyReviewState>()).toEqual({ canReview: true, review: null });

    const created = await submit(buyer, bag.id, { rating: "4", body: "Da mềm, đúng màu như ảnh." }, [png]);
    expect(created.statusCode, created.body).toBe(201);
    const review = created.json<{ id: string; photos: string[]; authorName: string; status: string }>();
    expect(review.status).toBe("pending");
    expect(review.authorName).toBe("Mai");
    expect(review.photos).toHaveLength(1);
    expect(review.photos[0]).toMatch(/^\/media\/reviews\/.+-960\.webp$/);
    const photo = await t.app.inject({ method: "GET", url: review.photos[0] ?? "" });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");

    // Waiting for staff: not on the product page, not in the rating.
    const waiting = reviewPageSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/products/${bag.id}/reviews` })).json(),
    );
    expect(waiting.items).toEqual([]);
    expect(waiting.rating).toEqual({ average: 0, count: 0 });

    // A second review of the same product is refused.
    const again = await submit(buyer, bag.id, { rating: "5", body: "Lần nữa" });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.code).toBe("review_exists");
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/products/${bag.id}/reviews/mine`,
      headers: buyer.headers,
    });
    expect(mine.json<MyReviewState>()).toEqual({
      canReview: false,
      review: { id: review.id, rating: 4, status: "pending" },
    });

    // Staff keeping the orders do not moderate reviews; the catalogue's staff do.
    const forbidden = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/reviews/${review.id}`,
      headers: ordersStaff.headers,
      payload: { status: "approved" },
    });
    expect(forbidden.statusCode).toBe(403);
    const approved = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/reviews/${review.id}`,
      headers: catalogueStaff.headers,
      payload: { status: "approved", reply: "Cảm ơn chị Mai đã tin chọn Lumi!" },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const shown = reviewPageSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/products/${bag.id}/reviews` })).json(),
    );
    expect(shown.rating).toEqual({ average: 4, count: 1 });
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({
      rating: 4,
      body: "Da mềm, đúng màu như ảnh.",
      authorName: "Mai",
      verifiedPurchase: true,
      reply: "Cảm ơn chị Mai đã tin chọn Lumi!",
      photos: review.photos,
    });
    // The cached product and list answers were dropped by the change event, not by waiting.
    expect((await productAnswer(bag.id)).rating).toEqual({ average: 4, count: 1 });
    const listAfter = productPageSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/products" })).json(),
    );
    expect(listAfter.items.find((item) => item.id === bag.id)?.rating).toEqual({ average: 4, count: 1 });
    // The rating is not an edit: the administrator's open form still saves.
    expect((await productAnswer(bag.id)).version).toBe(bag.version);

    // Hidden again: gone from the page and from the rating.
    const hidden = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/reviews/${review.id}`,
      headers: catalogueStaff.headers,
      payload: { status: "hidden" },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await productAnswer(bag.id)).rating).toEqual({ average: 0, count: 0 });
    const afterHiding = reviewPageSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/products/${bag.id}/reviews` })).json(),
    );
    expect(afterHiding.items).toEqual([]);
  });

  it("refuses a moderation that names no review or asks for nothing", async () => {
    const unknown = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/reviews/00000000-0000-4000-8000-000000000000",
      headers: owner.headers,
      payload: { status: "approved" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.code).toBe("review_not_found");
    const empty = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/reviews/00000000-0000-4000-8000-000000000000",
      headers: owner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});
