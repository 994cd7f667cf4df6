import { z } from "./zod";

/**
 * The notice's version a form showed (privacy-notice.ts): a string the server checks against the
 * known versions.
 */
export const privacyNoticeVersionSchema = z.string().trim().min(1).max(40);
