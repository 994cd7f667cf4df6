import { describe, expect, it } from "vitest";
import { deviceNameOf } from "./device-name";

describe("a signed-in device's name", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36",
      { browser: "Chrome", system: "Android" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", system: "iOS" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/128.0.0 Chrome/122.0.0.0 Safari/537.36",
      { browser: "Cốc Cốc", system: "Windows" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox", system: "macOS" },
    ],
  ])("reads %s", (userAgent, name) => expect(deviceNameOf(userAgent)).toEqual(name));

  it("does not guess a device it cannot read", () => {
    expect(deviceNameOf("curl/8.5.0")).toBeNull();
    expect(deviceNameOf("")).toBeNull();
  });
});
