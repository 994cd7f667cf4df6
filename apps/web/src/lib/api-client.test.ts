import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, apiUrl } from "./api-client";

function answer(status: number, body?: unknown): void {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("apiUrl", () => {
  it("prefixes /api and leaves out empty query values", () => {
    expect(apiUrl("/products", { q: "túi", page: 2, category: undefined, sort: "" })).toBe(
      "/api/products?q=t%C3%BAi&page=2",
    );
  });
});

describe("apiFetch", () => {
  it("resolves with the parsed JSON", async () => {
    answer(200, { items: [], total: 0 });
    await expect(apiFetch("/products")).resolves.toEqual({ items: [], total: 0 });
  });

  it("sends JSON bodies and the bearer token", async () => {
    answer(201, { ok: true });
    await apiFetch("/orders", { method: "POST", body: { a: 1 }, token: "abc" });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/api/orders");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", Authorization: "Bearer abc" });
  });

  it("throws an ApiError carrying the server's code, message and fields", async () => {
    answer(400, {
      error: { code: "validation_failed", message: "bad", fields: { phone: "checkout.error_phone" } },
    });
    const error = await apiFetch("/orders", { method: "POST", body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "bad",
      fields: { phone: "checkout.error_phone" },
    });
  });

  it("derives a code from the status when the body is not the error shape", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html>", { status: 502 }));
    await expect(apiFetch("/products")).rejects.toMatchObject({ status: 502, code: "internal_error" });
  });

  it("turns a failed connection into a network_error", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiFetch("/products")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("resolves undefined for 204", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch("/me/favourites/x", { method: "DELETE" })).resolves.toBeUndefined();
  });
});
