import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { MessengerChat } from "./messenger-chat";
import {
  type FacebookSdk,
  hasStoredAccessToken,
  MESSENGER_POLL_MS,
  messengerSdkUrl,
  SESSION_STORAGE_KEY,
  startMessengerSdk,
} from "./messenger-sdk";

function fakeSdk(): FacebookSdk & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    init: (options) => calls.push(`init ${options.version} xfbml=${options.xfbml}`),
    XFBML: { parse: () => calls.push("parse") },
  };
}

function renderChat() {
  const router = createMemoryRouter([{ path: "/", element: <MessengerChat pageId="1234567890" /> }]);
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});

afterEach(() => {
  vi.useRealTimers();
  delete window.FB;
  document.getElementById("facebook-jssdk")?.remove();
});

describe("startMessengerSdk", () => {
  it("adds the SDK script once, in the shopper's language", () => {
    const stop = startMessengerSdk({ language: "kr" });
    const again = startMessengerSdk({ language: "kr" });
    const scripts = document.querySelectorAll<HTMLScriptElement>("script#facebook-jssdk");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://connect.facebook.net/ko_KR/sdk/xfbml.customerchat.js");
    stop();
    again();
  });

  it("polls every 500 ms until the SDK is there, then initialises version v17.0 once", () => {
    const sdk = fakeSdk();
    const stop = startMessengerSdk({ language: "vi" });
    vi.advanceTimersByTime(MESSENGER_POLL_MS * 3);
    expect(sdk.calls).toEqual([]);
    window.FB = sdk;
    vi.advanceTimersByTime(MESSENGER_POLL_MS - 1);
    expect(sdk.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sdk.calls).toEqual(["init v17.0 xfbml=true", "parse"]);
    vi.advanceTimersByTime(MESSENGER_POLL_MS * 4);
    expect(sdk.calls).toHaveLength(2);
    stop();
  });

  it("stops polling when the widget goes away", () => {
    const stop = startMessengerSdk({ language: "vi" });
    stop();
    const sdk = fakeSdk();
    window.FB = sdk;
    vi.advanceTimersByTime(MESSENGER_POLL_MS * 2);
    expect(sdk.calls).toEqual([]);
  });

  it("maps every interface language to the SDK's locale", () => {
    expect(messengerSdkUrl("vi")).toContain("/vi_VN/");
    expect(messengerSdkUrl("en")).toContain("/en_US/");
    expect(messengerSdkUrl("jp")).toContain("/ja_JP/");
  });
});

describe("hasStoredAccessToken", () => {
  it("is true only when a session left its access token", () => {
    expect(hasStoredAccessToken()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: "" }));
    expect(hasStoredAccessToken()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, "{broken");
    expect(hasStoredAccessToken()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: "a.b.c" }));
    expect(hasStoredAccessToken()).toBe(true);
  });

  it("is false when storage cannot be read", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    } as unknown as Storage;
    expect(hasStoredAccessToken(blocked)).toBe(false);
  });
});

describe("MessengerChat", () => {
  it("greets guests and asks them to log in", async () => {
    renderChat();
    const chat = await screen.findByTestId("messenger-chat");
    expect(chat.className).toBe("fb-customerchat");
    expect(chat.getAttribute("page_id")).toBe("1234567890");
    expect(chat.getAttribute("logged_in_greeting")).toBe(i18n.t("chat.greeting_logged_in"));
    expect(chat.getAttribute("logged_out_greeting")).toBe(i18n.t("chat.greeting_logged_out"));
    expect(chat.getAttribute("greeting_dialog_display")).toBe("show");
    expect(screen.getByRole("link", { name: i18n.t("chat.login_prompt") }).getAttribute("href")).toBe(
      "/login",
    );
    expect(document.getElementById("fb-root")).not.toBeNull();
  });

  it("does not ask a signed-in customer to log in", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: "a.b.c" }));
    renderChat();
    const chat = await screen.findByTestId("messenger-chat");
    expect(chat.getAttribute("greeting_dialog_display")).toBe("hide");
    expect(screen.queryByRole("link", { name: i18n.t("chat.login_prompt") })).toBeNull();
  });

  it("lets a guest close the log-in prompt for the rest of the visit", async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const { unmount } = renderChat();
    await user.click(await screen.findByRole("button", { name: i18n.t("common.close") }));
    expect(screen.queryByRole("link", { name: i18n.t("chat.login_prompt") })).toBeNull();
    unmount();
    renderChat();
    await screen.findByTestId("messenger-chat");
    expect(screen.queryByRole("link", { name: i18n.t("chat.login_prompt") })).toBeNull();
  });

  it("initialises the SDK once it has arrived", async () => {
    renderChat();
    await screen.findByTestId("messenger-chat");
    const sdk = fakeSdk();
    window.FB = sdk;
    act(() => {
      vi.advanceTimersByTime(MESSENGER_POLL_MS);
    });
    expect(sdk.calls).toEqual(["init v17.0 xfbml=true", "parse"]);
  });
});
