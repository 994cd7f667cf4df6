import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { i18n, initI18n } from "../lib/i18n";

/**
 * Shared test setup: i18n loaded once (Vietnamese before each test, whatever jsdom's navigator
 * says), a clean DOM and storage after each test, and an unexpected console.error fails the test
 * (a test that expects one replaces the spy with its own `vi.spyOn(console, "error")`).
 */

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

const consoleErrors: string[] = [];

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  await i18n.changeLanguage("vi");
  consoleErrors.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(" "));
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the language cookie the detector caches
  document.cookie = "i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).join("\n");
    throw new Error(`Unexpected console.error:\n${messages}`);
  }
});

afterAll(() => {
  vi.restoreAllMocks();
});
