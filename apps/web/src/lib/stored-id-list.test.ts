import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createStoredIdList, useStoredIds } from "./stored-id-list";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const C = "33333333-3333-4333-8333-333333333333";

afterEach(() => localStorage.clear());

describe("createStoredIdList", () => {
  it("keeps the newest first, without repeats, and at most its maximum", () => {
    const list = createStoredIdList("test-ids", 2);
    list.add(A);
    list.add(B);
    list.add(A);
    expect(list.read()).toEqual([A, B]);
    list.add(C);
    expect(list.read()).toEqual([C, A]);
    expect(JSON.parse(localStorage.getItem("test-ids") ?? "")).toEqual([C, A]);
  });

  it("ignores what is not a product id, in storage or when added", () => {
    localStorage.setItem("test-ids", JSON.stringify([A, "<script>", 42, A, B]));
    const list = createStoredIdList("test-ids", 5);
    expect(list.read()).toEqual([A, B]);
    list.add("../admin");
    expect(list.read()).toEqual([A, B]);
    localStorage.setItem("test-ids", "{broken");
    expect(list.read()).toEqual([]);
  });

  it("removes ids and tells the views that show the list", () => {
    const list = createStoredIdList("test-ids", 5);
    list.add(A);
    list.add(B);
    const { result } = renderHook(() => useStoredIds(list));
    expect(result.current).toEqual([B, A]);
    act(() => list.remove([B]));
    expect(result.current).toEqual([A]);
    expect(list.has(B)).toBe(false);
  });
});
