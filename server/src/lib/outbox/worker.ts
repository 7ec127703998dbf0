import type { Channel } from '@hub/contract/messages';
import { renderHtmlTemplate, renderTemplate, type TemplateValues } from '@hub/contract/message-templates';
import type { Database } from '../../db/client';
import { drainLoop, keepLeases } from '../claimed-work';
import type { MailAttachment, MailCalendar, WhatsAppTemplate } from '../../db/schema/index';
import { escapeHtml } from '../html';
import type { Channels, OutboundDelivery, SendOutcome } from './channels';

export type OutboxOptions = {
  batchSize: number;
  maxAttempts: number;
  backoffSeconds: number;
  leaseSeconds: number;
  pollMs: number;
  /** How many deliveries of one batch are in flight at once. */
  concurrency?: number;
};

export type OutboxWorker = {
  /** Claims one batch of due deliveries and sends them; answers how many were claimed. */
  runOnce: () => Promise<number>;
  /** Drains the outbox in the background until stop(). */
  start: () => void;
  /** Stops polling and waits for the batch in flight, for a graceful shutdown. */
  stop: () => Promise<void>;
};

const MAX_BACKOFF_SECONDS = 6 * 60 * 60;

/** Exponential backoff: base, 2×base, 4×base… capped at six hours. */
export const backoffSeconds = (attempt: number, baseSeconds: number): number =>
  Math.min(MAX_BACKOFF_SECONDS, baseSeconds * 2 ** Math.max(0, attempt - 1));

type ClaimedRow = {
  id: string;
  channel: Channel;
  attempts: number;
  idempotency_key: string;
  mail_id: string | null;
  template: string;
  subject: string;
  body: string;
  text_body: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The recipient's values of the message's fields, when it has them. */
  fields: TemplateValues | null;
  calendar: MailCalendar | null;
  whatsapp_template: WhatsAppTemplate | null;
  attachment: MailAttachment | null;
};

/**
 * Claims due rows in one short statement: pending rows whose time has come, and 'sending' rows
 * whose lease ran out (their worker died). SKIP LOCKED lets every instance claim at once without
 * two of them taking the same row. A row with a provider acknowledgement is never claimed again.
 * `attempts` is bumped by the claim and doubles as the lease's fencing token.
 */
const CLAIM_SQL = `
  WITH claimed AS (
    UPDATE deliveries d
       SET status = 'sending', attempts = d.attempts + 1,
           lease_until = now() + make_interval(secs => $2), updated_at = now()
     WHERE d.id IN (
       SELECT id FROM deliveries
        WHERE provider_id IS NULL
          AND ((status = 'pending' AND next_attempt_at <= now())
            OR (status = 'sending' AND lease_until < now()))
        ORDER BY next_attempt_at
        LIMIT $1
        FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.channel, d.attempts, d.idempotency_key, d.message_id, d.recipient_id, d.mail_id, d.to_address)
  SELECT c.id, c.channel, c.attempts, c.idempotency_key::text AS idempotency_key, c.mail_id,
         coalesce(p.template, 'message') AS template,
         coalesce(m.subject, p.subject) AS subject, coalesce(m.body, p.html) AS body,
         coalesce(m.text_body, p.text_body) AS text_body,
         coalesce(r.name, p.to_name) AS name, coalesce(r.email, p.to_email) AS email,
         coalesce(r.phone, CASE WHEN c.mail_id IS NOT NULL AND c.channel = 'whatsapp' THEN c.to_address END) AS phone,
         r.fields, p.calendar, p.whatsapp_template, p.attachment
    FROM claimed c
    LEFT JOIN messages m ON m.id = c.message_id
    LEFT JOIN message_recipients r ON r.id = c.recipient_id
    LEFT JOIN mails p ON p.id = c.mail_id`;

/** Every completion is fenced on the claim's attempt number: a worker whose lease was taken over writes nothing. */
const FENCE = `WHERE id = $1 AND status = 'sending' AND attempts = $2`;

/**
 * A platform mail's content is erased once its deliveries are final: its password link is a
 * credential. One still to send (the WhatsApp beside an e-mail) keeps it until it is final too.
 */
const ERASE_MAIL = `UPDATE mails SET html = '', text_body = '', calendar = NULL, whatsapp_template = NULL, attachment = NULL
  WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM deliveries WHERE mail_id = $1 AND status IN ('pending', 'sending'))`;

/**
 * A message's content as this recipient receives it: its fields filled with the recipient's
 * values (escaped in the HTML, and in its text only: never in a link). Rendered at send time, so an edit of a pending message applies.
 */
const personalised = (row: ClaimedRow): Pick<OutboundDelivery, 'subject' | 'html' | 'text'> => {
  const values = row.fields;
  if (!values) return { subject: row.subject, html: row.body, text: row.text_body };
  const escaped = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, escapeHtml(String(value))]));
  return {
    subject: renderTemplate(row.subject, values),
    html: renderHtmlTemplate(row.body, escaped),
    text: renderTemplate(row.text_body, values),
  };
};

const mapLimit = async <T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await run(item);
    }
  });
  await Promise.all(lanes);
};

export const createOutboxWorker = ({
  database,
  channels,
  options,
  onError = () => undefined,
  afterBatch,
}: {
  database: Database;
  channels: Channels;
  options: OutboxOptions;
  onError?: (error: unknown) => void;
  /** Runs after each drain (e.g. refreshing precomputed figures); failures go to onError. */
  afterBatch?: () => Promise<void>;
}): OutboxWorker => {
  const { query } = database;

  const recordFailure = async (row: ClaimedRow, outcome: Extract<SendOutcome, { kind: 'retry' | 'failed' }>) => {
    const final = outcome.kind === 'failed' || row.attempts >= options.maxAttempts;
    const updated = final
      ? await query(
          `UPDATE deliveries SET status = 'failed', last_error = $3, lease_until = NULL, updated_at = now() ${FENCE} RETURNING id`,
          [row.id, row.attempts, outcome.error],
        )
      : await query(
          `UPDATE deliveries SET status = 'pending', last_error = $3, lease_until = NULL, updated_at = now(),
                  next_attempt_at = now() + make_interval(secs => $4) ${FENCE} RETURNING id`,
          [row.id, row.attempts, outcome.error, backoffSeconds(row.attempts, options.backoffSeconds)],
        );
    if (updated.length === 0) return;
    if (final && row.mail_id) await query(ERASE_MAIL, [row.mail_id]);
    await query(`INSERT INTO delivery_attempts (delivery_id, channel, attempt, outcome, code, error) VALUES ($1, $2, $3, $4, $5, $6)`, [
      row.id,
      row.channel,
      row.attempts,
      final ? 'failed' : 'retry',
      outcome.code ?? null,
      outcome.error,
    ]);
  };

  const complete = async (row: ClaimedRow, outcome: SendOutcome) => {
    switch (outcome.kind) {
      case 'sent': {
        const updated = await query(
          `UPDATE deliveries SET status = 'sent', provider_id = $3, sent_at = now(), last_error = NULL, lease_until = NULL, updated_at = now() ${FENCE} RETURNING id`,
          [row.id, row.attempts, outcome.providerId],
        );
        if (updated.length > 0 && row.mail_id) await query(ERASE_MAIL, [row.mail_id]);
        return;
      }
      case 'not_configured':
        await query(`UPDATE deliveries SET status = 'not_configured', last_error = $3, lease_until = NULL, updated_at = now() ${FENCE}`, [
          row.id,
          row.attempts,
          outcome.error,
        ]);
        return;
      case 'retry':
      case 'failed':
        await recordFailure(row, outcome);
    }
  };

  const deliver = async (row: ClaimedRow) => {
    const delivery: OutboundDelivery = {
      id: row.id,
      channel: row.channel,
      idempotencyKey: row.idempotency_key,
      attempt: row.attempts,
      template: row.template,
      ...personalised(row),
      calendar: row.calendar,
      whatsappTemplate: row.whatsapp_template,
      attachment: row.attachment,
      to: { name: row.name, email: row.email, phone: row.phone },
    };
    let outcome: SendOutcome;
    try {
      const sender = channels[row.channel];
      outcome = sender ? await sender(delivery) : { kind: 'failed', error: `Canal desconhecido: ${String(row.channel)}` };
    } catch (error) {
      outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    await complete(row, outcome);
  };

  const runOnce = async (): Promise<number> => {
    const rows = await query<ClaimedRow>(CLAIM_SQL, [options.batchSize, options.leaseSeconds]);
    const held = new Map(rows.map((row) => [row.id, row.attempts]));
    const release = keepLeases(query, { table: 'deliveries', status: 'sending', leaseSeconds: options.leaseSeconds }, held, onError);
    try {
      await mapLimit(rows, options.concurrency ?? 4, async (row) => {
        await deliver(row);
        held.delete(row.id);
      });
    } finally {
      release();
    }
    return rows.length;
  };

  return {
    runOnce,
    ...drainLoop({ runOnce, batchSize: options.batchSize, pollMs: options.pollMs, onError, afterBatch }),
  };
};
