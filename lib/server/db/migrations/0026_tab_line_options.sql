ALTER TABLE "tab_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Lines of rounds already on a tab take their order line's option labels: both were written from the same rows, in the same order.
UPDATE "tab_lines" SET "options" = "copied"."labels"
FROM (
  SELECT "tab"."id", COALESCE((SELECT jsonb_agg("option"->>'label') FROM jsonb_array_elements("ordered"."options") AS "option"), '[]'::jsonb) AS "labels"
  FROM (SELECT "id", "instance_id", "order_id", row_number() OVER (PARTITION BY "instance_id", "order_id" ORDER BY "id") AS "n" FROM "tab_lines" WHERE "order_id" IS NOT NULL) AS "tab"
  JOIN (SELECT "instance_id", "order_id", "options", row_number() OVER (PARTITION BY "instance_id", "order_id" ORDER BY "id") AS "n" FROM "order_lines") AS "ordered"
    ON "ordered"."instance_id" = "tab"."instance_id" AND "ordered"."order_id" = "tab"."order_id" AND "ordered"."n" = "tab"."n"
) AS "copied"
WHERE "tab_lines"."id" = "copied"."id";
