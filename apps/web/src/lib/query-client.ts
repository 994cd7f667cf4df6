import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** A 4xx answer will not change on a retry; a network failure or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Ask even while the browser says it is offline: the service worker may answer from what
        // it kept (apps/web/service-worker.js); the default would leave the query paused.
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
