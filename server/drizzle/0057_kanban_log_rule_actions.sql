ALTER TABLE "kanban_log" DROP CONSTRAINT "kanban_log_action_check";--> statement-breakpoint
ALTER TABLE "kanban_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD CONSTRAINT "kanban_log_action_check" CHECK ("kanban_log"."action" IN ('move', 'undo', 'rule'));