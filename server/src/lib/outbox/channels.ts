import type { Channel } from '@hub/contract/messages';
import type { MailAttachment, MailCalendar, WhatsAppTemplate } from '../../db/schema/index';

/** What the worker hands a channel: one delivery with the content and address it needs. */
export type OutboundDelivery = {
  id: string;
  channel: Channel;
  /** Stable across retries: the mail's Message-ID, the WhatsApp request's opaque data. */
  idempotencyKey: string;
  attempt: number;
  /** The kind of mail (the email log's 'Tipo'): 'message' for a message, the platform mail's own otherwise. */
  template: string;
  subject: string;
  html: string;
  text: string;
  /** A platform mail's calendar invitation (text/calendar part), if it carries one. */
  calendar: MailCalendar | null;
  /** A platform mail's attached file, if it carries one. */
  attachment: MailAttachment | null;
  /** The approved template a platform mail's WhatsApp delivery sends, if it names one. */
  whatsappTemplate: WhatsAppTemplate | null;
  to: { name: string; email: string | null; phone: string | null };
};

/**
 * retry: a temporary failure (SMTP 4xx, network, HTTP 429/5xx), tried again after a backoff.
 * failed: a permanent one (SMTP 5xx, HTTP 4xx, no address), never tried again.
 */
export type SendOutcome =
  | { kind: 'sent'; providerId: string }
  | { kind: 'retry'; error: string; code?: string }
  | { kind: 'failed'; error: string; code?: string }
  | { kind: 'not_configured'; error: string };

export type ChannelSender = (delivery: OutboundDelivery) => Promise<SendOutcome>;
export type Channels = Record<Channel, ChannelSender>;

/** In-app messages are stored with the message itself: writing them is delivering them. */
export const inAppSender: ChannelSender = async (delivery) => ({ kind: 'sent', providerId: `in-app:${delivery.idempotencyKey}` });
