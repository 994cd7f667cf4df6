-- Staff roles beside member and admin (packages/shared/src/staff-permissions.ts).
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'staff_orders', 'staff_catalogue', 'admin'));