import type { Language } from "@shop/shared";

/** The SDK version the original widget initialises (docs/product.md, "Messenger chat"). */
export const MESSENGER_SDK_VERSION = "v17.0";
/** How often the widget looks for `window.FB` until the SDK has arrived. */
export const MESSENGER_POLL_MS = 500;
export const MESSENGER_SDK_SCRIPT_ID = "facebook-jssdk";

/**
 * Where the signed-in session lives (features/auth/session-store.ts: localStorage `auth`, a JSON
 * object with the access token, docs/decisions/007-identity-of-our-own.md). The chat only needs to know whether
 * one exists, so it reads that much itself instead of loading the session store.
 */
export const SESSION_STORAGE_KEY = "auth";

/** The part of the Facebook SDK the widget uses. */
export interface FacebookSdk {
  init(options: { xfbml: boolean; version: string }): void;
  XFBML: { parse(element?: Element): void };
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/** The SDK's locale for each interface language, so the chat speaks the shopper's language. */
const SDK_LOCALES: Record<Language, string> = { vi: "vi_VN", en: "en_US", kr: "ko_KR", jp: "ja_JP" };

export function messengerSdkUrl(language: Language): string {
  return `https://connect.facebook.net/${SDK_LOCALES[language]}/sdk/xfbml.customerchat.js`;
}

/** True when a signed-in session left its access token in local storage. */
export function hasStoredAccessToken(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SESSION_STORAGE_KEY) ?? "null");
    const token =
      parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>).accessToken : null;
    return typeof token === "string" && token !== "";
  } catch {
    // Storage blocked (private mode, a sandboxed frame) or unreadable: nobody is signed in here.
    return false;
  }
}

interface StartOptions {
  language: Language;
  win?: Window;
  doc?: Document;
}

/**
 * Adds the SDK's script once, then polls every 500 ms until `window.FB` is there and initialises
 * it with version v17.0, which renders the chat plugin's markup. Returns a function that stops the
 * polling (the script, once added, stays: the SDK cannot be unloaded).
 */
export function startMessengerSdk({ language, win = window, doc = document }: StartOptions): () => void {
  if (!doc.getElementById(MESSENGER_SDK_SCRIPT_ID)) {
    const script = doc.createElement("script");
    script.id = MESSENGER_SDK_SCRIPT_ID;
    script.src = messengerSdkUrl(language);
    script.async = true;
    script.defer = true;
    script.crossOrigin = "anonymous";
    doc.body.append(script);
  }
  const initialise = (): boolean => {
    const sdk = win.FB;
    if (!sdk) return false;
    sdk.init({ xfbml: true, version: MESSENGER_SDK_VERSION });
    sdk.XFBML.parse();
    return true;
  };
  if (initialise()) return () => {};
  const timer = win.setInterval(() => {
    if (initialise()) win.clearInterval(timer);
  }, MESSENGER_POLL_MS);
  return () => win.clearInterval(timer);
}
