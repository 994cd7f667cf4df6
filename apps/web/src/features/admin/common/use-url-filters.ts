import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A section's filters and page kept in the URL's search params, so that a filtered list can be
 * bookmarked, shared and reached again with Back. Setting a filter goes back to page 1.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Partial<
    Record<Key, string>
  >;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const refine = useCallback(
    (patch: Partial<Record<Key, string | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as Array<[Key, string | undefined]>) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete("page");
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (to: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (to <= 1) next.delete("page");
        else next.set("page", String(to));
        return next;
      }),
    [setParams],
  );
  return { values, page, refine, setPage };
}
