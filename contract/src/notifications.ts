import { z } from 'zod';
import { defineOperations } from './operation';

/** Events the server raises for the bell; read state stays in the browser (spec section 3). */
export const NOTIFICATION_TYPES = [
  'company_pending',
  'deliveries_failing',
  'new_subscription',
  'process_closing',
  'applications_idle',
  'import_finished',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The spec's notification: id, message, time, link (read is the browser's). The id is stable for
 * one event, so a notification read once stays read; it changes when the event grows.
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  time: z.string(),
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsAnswerSchema = z.object({ rows: z.array(notificationSchema) });
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

export const notificationOperations = defineOperations({
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    summary: 'Os avisos do sino: eventos ainda não resolvidos',
    tag: 'notifications',
    permission: 'conta',
    responses: { 200: notificationsAnswerSchema },
  },
});
