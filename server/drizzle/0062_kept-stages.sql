ALTER TABLE "applications" ADD COLUMN "furthest_stage_id" uuid;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD COLUMN "stay_hours" double precision;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_furthest_stage_id_process_stages_id_fk" FOREIGN KEY ("furthest_stage_id") REFERENCES "public"."process_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_furthest_stage_idx" ON "applications" USING btree ("furthest_stage_id") WHERE "applications"."furthest_stage_id" IS NOT NULL;--> statement-breakpoint
-- The stage history the reports read (decision 059), kept by its writes from now on, computed once
-- for the moves already made: each move's stay in the stage it left, and each application's
-- furthest stage when a move took it further than where it is.
UPDATE "kanban_log" k SET "stay_hours" = s.hours
  FROM (SELECT m.id, date_part('epoch', m.created_at - coalesce(lag(m.created_at) OVER (
                 PARTITION BY m.application_id ORDER BY m.created_at, m.id), a.created_at)) / 3600 AS hours
          FROM "kanban_log" m JOIN "applications" a ON a.id = m.application_id
         WHERE m.action = 'move' AND m.undone_at IS NULL) s
 WHERE k.id = s.id;--> statement-breakpoint
UPDATE "applications" a SET "furthest_stage_id" = f.stage_id
  FROM (SELECT DISTINCT ON (k.application_id) k.application_id, s.id AS stage_id, s.position
          FROM "kanban_log" k
          CROSS JOIN LATERAL (VALUES (k.from_stage_id), (k.to_stage_id)) AS v(stage_id)
          JOIN "process_stages" s ON s.id = v.stage_id
         WHERE k.action = 'move' AND k.undone_at IS NULL
         ORDER BY k.application_id, s.position DESC) f,
       "process_stages" now_at
 WHERE a.id = f.application_id AND now_at.id = a.stage_id AND f.position > now_at.position;
