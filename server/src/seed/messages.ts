import { and, asc, eq, sql } from 'drizzle-orm';
import { USER_TYPES } from '@hub/contract/auth';
import type { AudienceBody, Channel } from '@hub/contract/messages';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { messageLabelLinks, messageLabels, messages, users } from '../db/schema/index';
import { htmlToText, sanitizeRichText } from '../lib/html';
import { recipientAddress, recipientSource } from '../modules/messages/recipients';
import type { DemoSeeder } from './seeder';

const DAY = 86_400_000;

type DemoMessage = AudienceBody & {
  subject: string;
  body: string;
  channels: Channel[];
  daysAgo: number;
  flags?: { isImportant?: boolean; isFavorite?: boolean; isDeleted?: boolean };
  label?: string;
};

const MESSAGES: DemoMessage[] = [
  {
    typeUser: 1,
    audience: { kind: 'filtered', filters: { uf: 'SP' } },
    subject: 'Feira de carreiras do conselho em São Paulo',
    body: '<p>Olá! A <b>Feira de carreiras</b> acontece no dia 12, das 9h às 18h, na sede regional.</p><p>Traga seu currículo atualizado.</p>',
    channels: ['email', 'in_app'],
    daysAgo: 21,
    flags: { isImportant: true },
    label: 'Eventos',
  },
  {
    typeUser: 2,
    audience: { kind: 'all' },
    subject: 'Novos planos para empresas parceiras',
    body: '<p>Prezada empresa,</p><p>Os planos <b>Profissional</b> e <b>Institucional</b> agora incluem entrevista em vídeo.</p>',
    channels: ['email'],
    daysAgo: 14,
    flags: { isFavorite: true },
  },
  {
    typeUser: 2,
    audience: { kind: 'filtered', filters: { status: 'pending' } },
    subject: 'Complete o cadastro da sua empresa',
    body: '<p>Faltam poucos dados para aprovarmos o cadastro da sua empresa no hub.</p>',
    channels: ['email', 'whatsapp'],
    daysAgo: 9,
  },
  {
    typeUser: 1,
    audience: { kind: 'filtered', filters: { registrationStatus: 'irregular' } },
    subject: 'Regularize seu registro no conselho',
    body: '<p>Seu registro consta como <b>irregular</b>. Regularize-o para participar dos processos seletivos.</p>',
    channels: ['email', 'whatsapp', 'in_app'],
    daysAgo: 5,
    flags: { isImportant: true },
  },
  {
    typeUser: 1,
    audience: { kind: 'filtered', filters: { area: 'technology' } },
    subject: 'Webinar: carreira em tecnologia da informação',
    body: '<p>Inscreva-se no webinar de quinta-feira sobre carreira em TI.</p>',
    channels: ['email', 'in_app'],
    daysAgo: 2,
    label: 'Eventos',
  },
  {
    typeUser: 1,
    audience: { kind: 'filtered', filters: { uf: 'RJ' } },
    subject: 'Rascunho antigo enviado por engano',
    body: '<p>Desconsidere esta mensagem.</p>',
    channels: ['in_app'],
    daysAgo: 30,
    flags: { isDeleted: true },
  },
];

/** One in twenty emails of the demo bounced, so the error logs have something to show. */
const FAILED_EMAIL = sql`(hashtext(r.id::text) % 20) = 0`;
const BOUNCE = '550 5.1.1 Caixa postal inexistente';

/**
 * Messages already delivered (sent, a few bounced, WhatsApp not configured), authored by the first
 * administrator: nothing is left pending, so the worker never mails the demo's made-up addresses.
 */
export const messagesSeeder: DemoSeeder = {
  name: 'mensagens',
  run: async (db: Db) => {
    const [existing] = await db.select({ id: messages.id }).from(messages).limit(1);
    if (existing) return;
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.typeUser, USER_TYPES.superAdmin), eq(users.status, 'active')))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (!author) return;
    const [label] = await db
      .insert(messageLabels)
      .values({ name: 'Eventos', color: '#00A76F' })
      .onConflictDoNothing()
      .returning({ id: messageLabels.id });

    for (const demo of MESSAGES) {
      const at = new Date(Date.now() - demo.daysAgo * DAY);
      const body = sanitizeRichText(demo.body);
      const [message] = await db
        .insert(messages)
        .values({
          authorId: author.id,
          typeUser: demo.typeUser,
          subject: demo.subject,
          body,
          textBody: htmlToText(body),
          channels: demo.channels,
          audience: demo.audience,
          ...demo.flags,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: messages.id });
      if (!message) continue;
      const source = recipientSource(demo, null);
      const recipients = await rowsOf<{ id: string }>(
        db,
        sql`INSERT INTO message_recipients (message_id, type_user, recipient_id, name, email, phone, channels, created_at)
            SELECT ${message.id}::uuid, ${demo.typeUser}::smallint, ${source.columns}, ${at}::timestamptz
              FROM ${source.from} WHERE ${source.where}
            RETURNING id`,
      );
      if (recipients.length === 0) {
        await db.delete(messages).where(eq(messages.id, message.id));
        continue;
      }
      const channels = sql`ARRAY[${sql.join(
        demo.channels.map((channel) => sql`${channel}`),
        sql`, `,
      )}]::text[]`;
      await db.execute(sql`
        INSERT INTO deliveries (message_id, recipient_id, channel, to_name, to_address, subject, status, attempts, provider_id, last_error, sent_at, created_at, updated_at)
        SELECT r.message_id, r.id, ch, r.name, ${recipientAddress}, ${demo.subject},
               CASE WHEN ch = 'whatsapp' THEN 'not_configured'
                    WHEN ch = 'email' AND ${FAILED_EMAIL} THEN 'failed' ELSE 'sent' END,
               CASE WHEN ch = 'whatsapp' THEN 0 ELSE 1 END,
               CASE WHEN ch = 'in_app' THEN 'in-app:' || r.id
                    WHEN ch = 'email' AND NOT ${FAILED_EMAIL} THEN '<' || r.id || '@demo.hub>' END,
               CASE WHEN ch = 'email' AND ${FAILED_EMAIL} THEN ${BOUNCE}
                    WHEN ch = 'whatsapp' THEN 'WhatsApp não configurado' END,
               CASE WHEN ch <> 'whatsapp' AND NOT (ch = 'email' AND ${FAILED_EMAIL}) THEN ${at}::timestamptz END,
               ${at}::timestamptz, ${at}::timestamptz
          FROM message_recipients r CROSS JOIN unnest(${channels}) AS ch
         WHERE r.message_id = ${message.id} AND ch = ANY(r.channels)`);
      await db.execute(sql`
        INSERT INTO delivery_attempts (delivery_id, channel, attempt, outcome, code, error, created_at)
        SELECT d.id, 'email', 1, 'failed', '550', ${BOUNCE}, ${at}::timestamptz
          FROM deliveries d WHERE d.message_id = ${message.id} AND d.status = 'failed'`);
      await db.execute(sql`
        INSERT INTO email_log ("to", subject, template, status, message_id, error, created_at)
        SELECT r.email, ${demo.subject}, 'message', CASE WHEN d.status = 'sent' THEN 'sent' ELSE 'failed' END,
               d.provider_id, CASE WHEN d.status = 'failed' THEN ${BOUNCE} END, ${at}::timestamptz
          FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id
         WHERE d.message_id = ${message.id} AND d.channel = 'email' AND r.email IS NOT NULL`);
      await db.execute(sql`
        INSERT INTO whatsapp_log ("to", status, error, delivery_id, created_at)
        SELECT coalesce(r.phone, ''), 'not_configured', 'WhatsApp não configurado', d.id, ${at}::timestamptz
          FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id
         WHERE d.message_id = ${message.id} AND d.channel = 'whatsapp'`);
      await db
        .update(messages)
        .set({ recipientCount: recipients.length })
        .where(eq(messages.id, message.id));
      if (demo.label && label)
        await db.insert(messageLabelLinks).values({ messageId: message.id, labelId: label.id });
    }
  },
};
