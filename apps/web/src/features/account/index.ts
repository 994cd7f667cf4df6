/** The account's public entry: its page, a lazy chunk of its own. */
export const accountPages = {
  account: async () => (await import("./account-page")).AccountPage,
};

/** The owner's "require two-factor for all staff" switch, for the back office's staff section. */
export { RequireTwoFactorSwitch } from "./require-two-factor-switch";
