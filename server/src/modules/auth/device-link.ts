import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEVICE_LINK_ROUTE, DEVICE_LINK_TTL_MINUTES, type DeviceLinkRequestBody } from '@hub/contract/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { AuthErrors } from './auth.errors';
import { mailedLinkRequest } from './auth.service';
import { consumeKey } from './password-reset';
import { auditLogin } from './session-answer';

const WHY = 'Recebemos um pedido de acesso à sua conta do Hub de Recrutamento a partir de um navegador que ela ainda não usou.';
const WHAT = `O link vale por ${DEVICE_LINK_TTL_MINUTES} minutos e pode ser usado uma vez. Ele não entra na conta: a sua senha (e o segundo fator, se houver) continua sendo pedida. Se você não fez o pedido, ignore este email e considere trocar a sua senha: alguém pode estar tentando adivinhá-la.`;

/**
 * The way out for an owner whom strangers locked out of a new browser (decision 025): a link mailed
 * to the account that makes the browser opening it a known device, whose logins count on a budget
 * of its own. Answered as forgotPassword is: the same 204 whether or not the account exists.
 */
export const requestDeviceLink = (deps: Deps, body: DeviceLinkRequestBody, request: FastifyRequest): Promise<(() => Promise<void>) | null> =>
  mailedLinkRequest(deps, request, body, {
    scope: 'device-link',
    purpose: 'device',
    ttlMs: DEVICE_LINK_TTL_MINUTES * 60 * 1000,
    route: DEVICE_LINK_ROUTE,
    mail: (link) => ({
      template: 'device-link',
      subject: 'Link de acesso ao Hub de Recrutamento',
      text: `Olá,\n\n${WHY}\nAbra este link no navegador em que você quer entrar: ${link}\n\n${WHAT}`,
      html: `<p>Olá,</p><p>${WHY}</p><p><a href="${link}">Reconhecer este navegador</a> (abra o link no navegador em que você quer entrar)</p><p>${WHAT}</p>`,
    }),
  });

/**
 * Spends a device link's key and answers the account's email (the caller sets the device cookie
 * for it); a key unknown, used, expired, for a password, or of an account no longer active is a 400.
 */
export const redeemDeviceLink = async (deps: Deps, request: FastifyRequest, key: string): Promise<string> => {
  const userId = await consumeKey(deps.db, key, ['device']);
  const [user] = userId
    ? await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, 'active')))
        .limit(1)
    : [];
  if (!user) throw new AppError(AuthErrors.deviceLinkInvalid);
  const email = user.email.toLowerCase();
  await auditLogin(deps, request, { action: 'device.recognize', user, email });
  return email;
};
