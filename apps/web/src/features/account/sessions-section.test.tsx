import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { fetchSessions } from "./security-api";
import { SessionsSection } from "./sessions-section";

vi.mock("./security-api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./security-api")>()),
  fetchSessions: vi.fn(),
}));
const sessionsAsked = vi.mocked(fetchSessions);

function wrapper({ children }: { children: ReactNode }) {
  return <Providers queryClient={createQueryClient()}>{children}</Providers>;
}

/** The texts a shopper is shown (not those kept invisible to hold a place). */
function shownTexts(): string[] {
  return [...document.querySelectorAll("p, li, button, span")]
    .filter((element) => !element.closest('[aria-hidden="true"]'))
    .map((element) => element.textContent ?? "");
}

afterEach(() => sessionsAsked.mockReset());

describe("the devices signed in to the account", () => {
  it("says nothing about other devices before the server has answered", async () => {
    sessionsAsked.mockReturnValue(new Promise(() => {}));
    render(<SessionsSection />, { wrapper });
    expect((await screen.findByRole("status")).textContent).toContain(i18n.t("common.loading"));
    expect(shownTexts()).not.toContain(i18n.t("security.sessions_alone"));
  });

  it("lists this device and another, with the way to sign the other out, once answered", async () => {
    sessionsAsked.mockResolvedValue([
      {
        id: "5c1f6a0e-1d2b-4c3d-8e4f-5a6b7c8d9e0f",
        userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
        createdAt: "2026-11-30T02:00:00.000Z",
        lastUsedAt: "2026-12-01T02:00:00.000Z",
        current: true,
      },
      {
        id: "6d2a7b1f-2e3c-4d4e-9f5a-6b7c8d9e0f1a",
        userAgent: null,
        createdAt: "2026-11-29T02:00:00.000Z",
        lastUsedAt: "2026-11-29T03:00:00.000Z",
        current: false,
      },
    ]);
    render(<SessionsSection />, { wrapper });
    const signOutOthers = await screen.findByRole("button", {
      name: i18n.t("security.sessions_sign_out_others"),
    });
    expect(signOutOthers.hasAttribute("disabled")).toBe(false);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(shownTexts()).not.toContain(i18n.t("security.sessions_alone"));
  });
});
