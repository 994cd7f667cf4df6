import {
  type ConsentOverview,
  type DataRequestConfirmed,
  type DataRequestKind,
  type DeleteAccountInput,
  type Language,
  PRIVACY_NOTICE_VERSION,
} from "@shop/shared";
import { authFetch, getAccessToken } from "../../entities/session/session-store";
import { ApiError, apiFetch, apiUrl } from "../../lib/api-client";

/** The personal-data calls (modules/privacy on the server; docs/decisions/051-personal-data.md). */

export function fetchConsents(): Promise<ConsentOverview> {
  return authFetch<ConsentOverview>("/me/consents");
}

export function saveMarketing(marketing: boolean): Promise<ConsentOverview> {
  return authFetch<ConsentOverview>("/me/consents/marketing", {
    method: "PUT",
    body: { marketing, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  });
}

export function deleteAccount(body: DeleteAccountInput): Promise<{ deleted: true; ordersKept: number }> {
  return authFetch("/me", { method: "DELETE", body });
}

/** GET /api/me/data as a file the browser saves (the answer is a download, not a page). */
export async function downloadMyData(): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(apiUrl("/me/data"), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, "internal_error", response.statusText);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "my-data.json";
  saveFile(await response.blob(), name);
}

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function requestAsGuest(body: {
  email: string;
  kind: DataRequestKind;
  language: Language;
}): Promise<void> {
  return apiFetch<void>("/data-requests", { method: "POST", body });
}

export function confirmRequest(token: string): Promise<DataRequestConfirmed> {
  return apiFetch<DataRequestConfirmed>("/data-requests/confirm", { method: "POST", body: { token } });
}
