-- Member search also matches homeland and interests (app/lib/search-text.ts): rebuild every member's
-- searchText from the stored fields. skills and interests are JSON arrays of text: their brackets,
-- quotes and commas become spaces. %, _ and \ become the private-use characters searchKey() uses.
-- (lower() folds ASCII only here; a member's next profile save stores the full Unicode fold.)
UPDATE "User" SET "searchText" = replace(replace(replace(lower(
  "firstName" || ' ' || "lastName" || ' ' || coalesce("countryOfOrigin", '') || ' ' || coalesce("currentLocation", '') || ' ' ||
  replace(replace(replace(replace("skills", '[', ''), ']', ''), '"', ''), ',', ' ') || ' ' ||
  replace(replace(replace(replace("interests", '[', ''), ']', ''), '"', ''), ',', ' ')
), '%', char(57344)), '_', char(57345)), '\', char(57346));
