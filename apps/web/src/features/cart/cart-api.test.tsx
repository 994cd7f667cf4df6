import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { apiFetch } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { useCartProducts } from "./cart-api";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const id = "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61";
const names: Record<string, string> = { vi: "Túi xách da bò", en: "Cowhide handbag" };

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (_path, request) => {
    const lang = String(request?.query?.lang ?? "vi");
    return { items: [{ id, name: names[lang] ?? names.vi }], total: 1, page: 1, limit: 1 };
  });
});

function wrapper({ children }: { children: ReactNode }) {
  return <Providers queryClient={createQueryClient()}>{children}</Providers>;
}

describe("the cart's products", () => {
  it("come in the shopper's language, and again in the new one when the language changes", async () => {
    await i18n.changeLanguage("en");
    const { result } = renderHook(() => useCartProducts([id, id]), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe("Cowhide handbag"));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(
      "/products",
      expect.objectContaining({ query: { ids: id, limit: 1, lang: "en" } }),
    );

    await act(() => i18n.changeLanguage("vi"));
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe("Túi xách da bò"));
    expect(api).toHaveBeenLastCalledWith(
      "/products",
      expect.objectContaining({ query: expect.objectContaining({ lang: "vi" }) }),
    );
  });
});
