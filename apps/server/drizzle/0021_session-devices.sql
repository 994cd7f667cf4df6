-- The browser of each session, for the account's list of sessions; older sessions show none.
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;