ALTER TABLE "product_suppliers" ADD COLUMN "file_stock" integer;--> statement-breakpoint
-- What the file said before this column existed is unknown: today's stock stands in for it. A row nothing
-- was sold from keeps its stock at the next re-import; a sold one is set to the file's value once more.
UPDATE "product_suppliers" SET "file_stock" = "stock";
