-- Fragments of process titles (`key` search, ILIKE '%…%') use a trigram index; drizzle-kit cannot declare gin_trgm_ops.
CREATE INDEX IF NOT EXISTS "selective_processes_title_trgm_idx" ON "selective_processes" USING gin ("title" gin_trgm_ops);
