/**
 * The privacy notice's versions, apart from the rest of privacy.ts so the order and registration
 * schemas (checkout.ts, accounts.ts) can name them without an import cycle. No schema here: the
 * checkout's consent box reads the version in force on its first load without Zod
 * (privacy-notice-schema.ts holds the field's schema).
 */

/**
 * Every privacy notice the shop has shown, oldest first; the last is the one in force. A new
 * version is added here (and its text in the web app's `privacy` texts), never edited in place:
 * the consents already recorded name the version their person read.
 */
export const PRIVACY_NOTICE_VERSIONS = ["2026-01-01"] as const;
export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];
export const PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = "2026-01-01";

export function isKnownNoticeVersion(version: string): version is PrivacyNoticeVersion {
  return (PRIVACY_NOTICE_VERSIONS as readonly string[]).includes(version);
}
