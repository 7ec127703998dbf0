ALTER TABLE "applications" ADD COLUMN "stage_entered_at" timestamp with time zone;--> statement-breakpoint
-- When each application entered the stage it is in (decision 060), kept by the stage history's
-- writes from now on, computed once for the moves already made: its last move or undo.
UPDATE "applications" a SET "stage_entered_at" = m.entered_at
  FROM (SELECT k.application_id, max(k.created_at) AS entered_at
          FROM "kanban_log" k WHERE k.action <> 'rule' GROUP BY k.application_id) m
 WHERE a.id = m.application_id;
