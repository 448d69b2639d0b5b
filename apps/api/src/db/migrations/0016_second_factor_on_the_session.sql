ALTER TABLE "sessions" ADD COLUMN "second_factor_verified_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: turning two-factor sign-in on ends every session of the account (decision 030),
-- whatever path turns it on, so a session the password alone started (on this device or another)
-- cannot keep staff access once a code is asked. better-auth starts the session of the device that
-- confirmed the first code right after this update, with its second factor recorded. Sessions from
-- before this migration have none recorded: staff with two-factor sign-in sign in once more.
CREATE FUNCTION "end_sessions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sessions" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_two_factor_on_ends_sessions" AFTER UPDATE OF "two_factor_enabled" ON "users"
  FOR EACH ROW WHEN (NEW."two_factor_enabled" AND NOT OLD."two_factor_enabled")
  EXECUTE FUNCTION "end_sessions_of_user"();
