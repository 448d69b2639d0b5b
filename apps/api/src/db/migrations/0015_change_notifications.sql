-- hand-written: the database announces its own changes, so every API process drops what it cached
-- from them, whatever path made the change (decision 028; db/change-channels.ts reads them).
-- NOTIFY is sent when the transaction commits, and not at all when it rolls back.
--
-- 'booking_changes' carries 'day:YYYY-MM-DD' (that day's free slots may have changed),
-- 'account:{user id}' (that account's bookings or their payments changed), or 'all' (hours, time
-- off, doctors, treatments or services changed, so any day's answer and any list may have).
CREATE FUNCTION "notify_booking_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('booking_changes', 'day:' || OLD."appointment_date");
    IF OLD."user_id" IS NOT NULL THEN
      PERFORM pg_notify('booking_changes', 'account:' || OLD."user_id");
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('booking_changes', 'day:' || NEW."appointment_date");
    IF NEW."user_id" IS NOT NULL THEN
      PERFORM pg_notify('booking_changes', 'account:' || NEW."user_id");
    END IF;
  END IF;
  -- The booking's process waits for this, sent after the announcements above: once it is back,
  -- they have reached that process (lib/change-barrier.ts).
  IF coalesce(current_setting('sustho.barrier', true), '') <> '' THEN
    PERFORM pg_notify('change_barrier', current_setting('sustho.barrier', true));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_payment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "owner" text;
BEGIN
  SELECT "user_id" INTO "owner" FROM "bookings"
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."booking_id" ELSE NEW."booking_id" END);
  IF "owner" IS NOT NULL THEN
    PERFORM pg_notify('booking_changes', 'account:' || "owner");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booking_changes', 'all');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_notify" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_notify_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_notify" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "notify_payment_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_notify_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "doctor_hours_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctor_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "doctor_time_off_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctor_time_off"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "doctors_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "appointment_options_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointment_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "services_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "payment_holds_notify" AFTER INSERT OR UPDATE OR DELETE ON "payment_holds"
  FOR EACH ROW EXECUTE FUNCTION "notify_payment_changed"();--> statement-breakpoint
CREATE TRIGGER "payment_holds_notify_truncate" AFTER TRUNCATE ON "payment_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
-- A waitlist entry's offer holds a slot (the day's free slots change) and its patient's list shows
-- it. No barrier here: a booking's own trigger sends that, after the booking's announcements.
CREATE FUNCTION "notify_waitlist_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('booking_changes', 'day:' || OLD."appointment_date");
    PERFORM pg_notify('booking_changes', 'account:' || OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('booking_changes', 'day:' || NEW."appointment_date");
    PERFORM pg_notify('booking_changes', 'account:' || NEW."user_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_notify" AFTER INSERT OR UPDATE OR DELETE ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION "notify_waitlist_changed"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_notify_truncate" AFTER TRUNCATE ON "waitlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
-- 'sign_in_changes' carries 'session:{id}' (a session ended or changed) or 'user:{id}' (an account
-- changed or went): the token check's cache drops what it held for them.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_in_changes', 'session:' || OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_in_changes', 'user:' || OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_sign_ins_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_in_changes', 'all');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_notify" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sign_ins_cleared"();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sign_ins_cleared"();
--> statement-breakpoint
-- hand-written: whether a doctor's slot is held for a patient other than "patient" (an offer of an
-- overlapping slot that day; modules/waitlist/repository.ts: heldForAnotherSql). A PL/pgSQL
-- function runs its query with the holds committed when it is called, not when its statement
-- began: the one-statement booking calls it once the doctor's row is held, so an offer committed
-- while the booking waited for that row is seen, as a transaction's next statement would see it.
CREATE FUNCTION "slot_held_for_another"(
  "held_doctor" uuid, "held_day" date, "held_start" time, "held_end" time, "patient" text
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM "waitlist_entries"
    WHERE "waitlist_entries"."state" = 'offered'
      AND "waitlist_entries"."user_id" <> "patient"
      AND "waitlist_entries"."doctor_id" = "held_doctor"
      AND "waitlist_entries"."appointment_date" = "held_day"
      AND "waitlist_entries"."slot_start" < "held_end"
      AND "waitlist_entries"."slot_end" > "held_start");
END $$;