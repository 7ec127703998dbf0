ALTER TABLE "super_admin_profiles" ALTER COLUMN "access_profile_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "super_admin_profiles" ALTER COLUMN "access_profile_id" DROP NOT NULL;