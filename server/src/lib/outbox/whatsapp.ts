import type { Db } from '../../db/client';
import { whatsappLog, type WhatsAppTemplate } from '../../db/schema/index';
import type { ChannelSender, SendOutcome } from './channels';

export type WhatsAppConfig = { token: string; phoneId: string; apiUrl: string };

export type WhatsAppAnswer = {
  outcome: SendOutcome;
  httpStatus: number | null;
  responseExcerpt: string | null;
  durationMs: number;
};

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
    };
  }
  const text = await response.text();
  const durationMs = Date.now() - started;
  const excerpt = text.slice(0, EXCERPT_LENGTH);
  const json = parseJson(text);
  if (response.ok) {
    const id = (json as GraphSuccess | null)?.messages?.[0]?.id;
    if (id) return { outcome: { kind: 'sent', providerId: id }, httpStatus: response.status, responseExcerpt: excerpt, durationMs };
    return {
      outcome: { kind: 'retry', error: 'Resposta sem id de mensagem', code: `http ${response.status}` },
      httpStatus: response.status,
      responseExcerpt: excerpt,
      durationMs,
    };
  }
  const graphError = (json as GraphError | null)?.error;
  const detail = graphError?.message ?? (excerpt || response.statusText);
  const code = graphError?.code !== undefined ? `http ${response.status} / ${graphError.code}` : `http ${response.status}`;
  const failure = { error: `WhatsApp respondeu ${response.status}: ${detail}`, code };
  return {
    outcome: isTemporary(response.status) ? { kind: 'retry', ...failure } : { kind: 'failed', ...failure },
    httpStatus: response.status,
    responseExcerpt: excerpt,
    durationMs,
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
    content: { type: 'text', text: { preview_url: false, body: message.body.slice(0, TEXT_LIMIT) } },
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
          { type: 'body', parameters: message.template.parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    },
  });

export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp não configurado (WHATSAPP_TOKEN e WHATSAPP_PHONE_ID)';

/** The WhatsApp channel: every request, and every skipped send, goes to the WhatsApp log. */
export const createWhatsAppSender =
  (db: Db, config: WhatsAppConfig | null): ChannelSender =>
  async (delivery) => {
    const to = delivery.to.phone ?? '';
    if (!config) {
      await db.insert(whatsappLog).values({ deliveryId: delivery.id, to, status: 'not_configured', error: WHATSAPP_NOT_CONFIGURED });
      return { kind: 'not_configured', error: WHATSAPP_NOT_CONFIGURED };
    }
    if (!delivery.to.phone) {
      const error = 'Destinatário sem telefone';
      await db.insert(whatsappLog).values({ deliveryId: delivery.id, to, status: 'failed', error });
      return { kind: 'failed', error };
    }
    const answer = delivery.whatsappTemplate
      ? await sendWhatsAppTemplate(config, { to: delivery.to.phone, template: delivery.whatsappTemplate, requestId: delivery.idempotencyKey })
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
    return outcome;
  };
