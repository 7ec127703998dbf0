import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  whatsappConsents,
  whatsappLog,
  type WhatsAppTemplate,
} from '../../db/schema/index';
import { recordSystemAudit } from '../audit';
import type { ChannelSender, SendOutcome } from './channels';

export type WhatsAppConfig = { token: string; phoneId: string; apiUrl: string };

export type WhatsAppAnswer = {
  outcome: SendOutcome;
  httpStatus: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  /** The Graph API's error code, when it answered one (131050: the person blocked the business). */
  errorCode: number | null;
};

/** The Cloud API's answer when the person stopped receiving the business's messages. */
export const BLOCKED_BY_RECIPIENT = 131050;

const REQUEST_TIMEOUT_MS = 15_000;
const EXCERPT_LENGTH = 500;
/** WhatsApp text messages are capped at 4096 characters. */
const TEXT_LIMIT = 4096;

/** E.164 without the plus sign, as the Cloud API expects it. */
export const whatsappNumber = (phone: string): string => phone.replace(/\D/g, '');

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };
type GraphSuccess = { messages?: { id?: string }[] };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** HTTP 429 and 5xx are temporary (Graph API throttling, outages); any other 4xx is final. */
const isTemporary = (status: number): boolean => status === 429 || status >= 500;

/**
 * One message through the WhatsApp Cloud API: POST {apiUrl}/{phoneId}/messages with the Bearer
 * token. The delivery's idempotency key travels as `biz_opaque_callback_data`, which the API
 * echoes in its status webhooks.
 */
const postWhatsApp = async (
  config: WhatsAppConfig,
  message: { to: string; requestId: string; content: Record<string, unknown> },
): Promise<WhatsAppAnswer> => {
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.phoneId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: whatsappNumber(message.to),
        ...message.content,
        biz_opaque_callback_data: message.requestId,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      outcome: { kind: 'retry', error: `Falha de rede: ${reason}`, code: 'network' },
      httpStatus: null,
      responseExcerpt: null,
      durationMs: Date.now() - started,
      errorCode: null,
    };
  }
  const text = await response.text();
  const durationMs = Date.now() - started;
  const excerpt = text.slice(0, EXCERPT_LENGTH);
  const json = parseJson(text);
  if (response.ok) {
    const id = (json as GraphSuccess | null)?.messages?.[0]?.id;
    if (id)
      return {
        outcome: { kind: 'sent', providerId: id },
        httpStatus: response.status,
        responseExcerpt: excerpt,
        durationMs,
        errorCode: null,
      };
    return {
      outcome: {
        kind: 'retry',
        error: 'Resposta sem id de mensagem',
        code: `http ${response.status}`,
      },
      httpStatus: response.status,
      responseExcerpt: excerpt,
      durationMs,
      errorCode: null,
    };
  }
  const graphError = (json as GraphError | null)?.error;
  const detail = graphError?.message ?? (excerpt || response.statusText);
  const code =
    graphError?.code !== undefined
      ? `http ${response.status} / ${graphError.code}`
      : `http ${response.status}`;
  const failure = { error: `WhatsApp respondeu ${response.status}: ${detail}`, code };
  return {
    outcome: isTemporary(response.status)
      ? { kind: 'retry', ...failure }
      : { kind: 'failed', ...failure },
    httpStatus: response.status,
    responseExcerpt: excerpt,
    durationMs,
    errorCode: graphError?.code ?? null,
  };
};

/** A free text message (a message's delivery). */
export const sendWhatsAppText = (
  config: WhatsAppConfig,
  message: { to: string; body: string; requestId: string },
): Promise<WhatsAppAnswer> =>
  postWhatsApp(config, {
    to: message.to,
    requestId: message.requestId,
    content: {
      type: 'text',
      text: { preview_url: false, body: message.body.slice(0, TEXT_LIMIT) },
    },
  });

/**
 * An approved template message, the only kind the API lets a business start a conversation with
 * (a reminder to someone who has not written in the last 24 hours): its body's parameters in order.
 */
export const sendWhatsAppTemplate = (
  config: WhatsAppConfig,
  message: { to: string; template: WhatsAppTemplate; requestId: string },
): Promise<WhatsAppAnswer> =>
  postWhatsApp(config, {
    to: message.to,
    requestId: message.requestId,
    content: {
      type: 'template',
      template: {
        name: message.template.name,
        language: { code: message.template.language },
        components: [
          {
            type: 'body',
            parameters: message.template.parameters.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    },
  });

export const WHATSAPP_NOT_CONFIGURED =
  'WhatsApp não configurado (WHATSAPP_TOKEN e WHATSAPP_PHONE_ID)';
export const WHATSAPP_WITHOUT_CONSENT =
  'O profissional não deu consentimento para receber WhatsApp neste número';
const BLOCKED_REASON = 'O profissional bloqueou o WhatsApp do conselho (resposta 131050 da API)';

/**
 * Whether a number may get a WhatsApp: a professional's number only with an active opt-in for it
 * (their consent record, decision 052); a number of no professional (a company's) as before.
 */
const mayReceive = async (db: Db, phone: string): Promise<boolean> => {
  const [professional] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.phone, phone))
    .limit(1);
  if (!professional) return true;
  const [consent] = await db
    .select({ id: whatsappConsents.id })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.phone, phone), isNull(whatsappConsents.revokedAt)))
    .limit(1);
  return consent !== undefined;
};

/** A 131050 answer is the person's revocation: their opt-in for the number ends, and their WhatsApp notices. */
const revokeBlocked = async (db: Db, phone: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(whatsappConsents)
      .set({ revokedAt: new Date(), revokeReason: BLOCKED_REASON })
      .where(and(eq(whatsappConsents.phone, phone), isNull(whatsappConsents.revokedAt)))
      .returning({ candidateId: whatsappConsents.candidateId });
    const ids = [...new Set(revoked.map((row) => row.candidateId))];
    if (ids.length === 0) return;
    await tx.update(candidates).set({ notifyWhatsapp: false }).where(inArray(candidates.id, ids));
    await recordSystemAudit(
      tx,
      ids.map((id) => ({
        action: 'whatsapp-consent.revoke',
        entity: 'candidates',
        entityId: id,
        after: { revokeReason: BLOCKED_REASON },
      })),
    );
  });
};

/** The WhatsApp channel: every request, and every skipped send, goes to the WhatsApp log. */
export const createWhatsAppSender =
  (db: Db, config: WhatsAppConfig | null): ChannelSender =>
  async (delivery) => {
    const to = delivery.to.phone ?? '';
    if (!config) {
      await db
        .insert(whatsappLog)
        .values({
          deliveryId: delivery.id,
          to,
          status: 'not_configured',
          error: WHATSAPP_NOT_CONFIGURED,
        });
      return { kind: 'not_configured', error: WHATSAPP_NOT_CONFIGURED };
    }
    if (!delivery.to.phone) {
      const error = 'Destinatário sem telefone';
      await db.insert(whatsappLog).values({ deliveryId: delivery.id, to, status: 'failed', error });
      return { kind: 'failed', error };
    }
    if (!(await mayReceive(db, delivery.to.phone))) {
      await db
        .insert(whatsappLog)
        .values({ deliveryId: delivery.id, to, status: 'failed', error: WHATSAPP_WITHOUT_CONSENT });
      return { kind: 'failed', error: WHATSAPP_WITHOUT_CONSENT };
    }
    const answer = delivery.whatsappTemplate
      ? await sendWhatsAppTemplate(config, {
          to: delivery.to.phone,
          template: delivery.whatsappTemplate,
          requestId: delivery.idempotencyKey,
        })
      : await sendWhatsAppText(config, {
          to: delivery.to.phone,
          body: `*${delivery.subject}*\n\n${delivery.text}`,
          requestId: delivery.idempotencyKey,
        });
    const { outcome } = answer;
    await db.insert(whatsappLog).values({
      deliveryId: delivery.id,
      to,
      status: outcome.kind === 'sent' ? 'sent' : 'failed',
      httpStatus: answer.httpStatus,
      providerId: outcome.kind === 'sent' ? outcome.providerId : null,
      error: outcome.kind === 'sent' ? null : outcome.error,
      responseExcerpt: answer.responseExcerpt,
      durationMs: answer.durationMs,
    });
    if (answer.errorCode === BLOCKED_BY_RECIPIENT) await revokeBlocked(db, delivery.to.phone);
    return outcome;
  };
