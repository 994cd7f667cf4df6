import Bowser from "bowser";

/** A session's browser and system as a person names them ("Chrome", "Android"), or null. */
export interface DeviceName {
  browser: string;
  system: string;
}

/**
 * What a signed-in device is, read from the User-Agent its sign-in sent: Bowser's reading, and
 * Cốc Cốc (Viet Nam's own browser, which Bowser reads as the Chrome it is built on). Null when
 * either part is unknown: the account page then shows the text as sent.
 */
export function deviceNameOf(userAgent: string): DeviceName | null {
  if (userAgent.trim() === "") return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = /\bcoc_coc_browser\//i.test(userAgent) ? "Cốc Cốc" : browser.name;
  if (!name || !os.name) return null;
  return { browser: name, system: os.name };
}
