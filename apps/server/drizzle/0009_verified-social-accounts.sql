-- Accounts that existed before e-mail verification: those made or linked through Google or
-- Facebook had their address verified by the provider (the shop never linked an unverified one),
-- and administrators were made by ADMIN_EMAIL or by another administrator. Password-only members
-- stay unverified: they prove their address with a link before guest orders join them.
UPDATE "users" SET "email_verified_at" = "created_at"
WHERE "email_verified_at" IS NULL
  AND ("google_subject" IS NOT NULL OR "facebook_subject" IS NOT NULL OR "role" = 'admin');
