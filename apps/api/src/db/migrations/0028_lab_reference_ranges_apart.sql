-- A value's reference ranges for one sex (or for everyone) never share an age (decision 049), so a
-- patient's range is never a guess between two. btree_gist (migration 0006) lets `=` share the
-- GiST index with the age ranges' overlap.
ALTER TABLE "lab_reference_ranges" ADD CONSTRAINT "lab_reference_ranges_apart" EXCLUDE USING gist (
  "value_id" WITH =,
  (coalesce("sex", 'everyone')) WITH =,
  int4range("min_age_years", "max_age_years") WITH &&
);
