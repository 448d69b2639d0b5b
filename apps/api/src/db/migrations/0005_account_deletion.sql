ALTER TABLE "bookings" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Accounts deleted before this migration were removed outright, and their bookings kept the
-- patient's details: remove those now, as deleting an account does from here on (decision 010).
UPDATE "bookings" SET "patient_name" = 'Deleted patient', "email" = NULL, "phone" = NULL WHERE "user_id" IS NULL;--> statement-breakpoint
-- The admin CLI named its target by e-mail: name the account by its id, or say it is gone.
UPDATE "audit_log" SET "target_id" = coalesce((SELECT "id" FROM "users" WHERE "users"."email" = "audit_log"."target_id"), 'deleted account') WHERE "target_type" = 'user' AND "target_id" LIKE '%@%';--> statement-breakpoint
UPDATE "audit_log" SET "actor_email" = NULL WHERE "actor_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "audit_log"."actor_id");--> statement-breakpoint
UPDATE "audit_log" SET "details" = "details" - 'email' WHERE "target_type" = 'user' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "audit_log"."target_id");
