import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import type { Session } from '@hub/contract/sessions';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { AppError, CommonErrors } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { openSessionCondition, REAUTH_WINDOW_MS } from '../../lib/sessions';

export const SessionErrors = {
  notFound: { kind: 'not_found', message: 'Sessão não encontrada' },
  reauthRequired: { kind: 'forbidden', message: AUTH_MESSAGES.reauthRequired, code: 'reauth_required' },
} as const;

/** A few names as people say them; the rest as the parser gives them. */
const SYSTEM_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };
const BROWSER_NAMES: Record<string, string> = { 'Mobile Safari': 'Safari', 'Mobile Chrome': 'Chrome', 'Mobile Firefox': 'Firefox' };

/** A session's browser and system in Portuguese: 'Chrome no Linux', 'Safari no iOS'. */
export const deviceName = (userAgent: string | null): string => {
  const parsed = UAParser(userAgent ?? '');
  const browser = parsed.browser.name ? (BROWSER_NAMES[parsed.browser.name] ?? parsed.browser.name) : undefined;
  const system = parsed.os.name ? (SYSTEM_NAMES[parsed.os.name] ?? parsed.os.name) : undefined;
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador desconhecido no ${system}`;
  return 'Navegador desconhecido';
};

/** A user's open sessions (signed in, not ended, not idle too long), the most recent first. */
export const listSessions = async (deps: Deps, userId: string, currentSessionId: string | null): Promise<Session[]> => {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.state, 'mfa'), openSessionCondition(deps.config.sessionIdleMinutes)))
    .orderBy(desc(sessions.lastActiveAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentSessionId,
  }));
};

/**
 * Changes that re-authentication guards (one's email, password or factors, another
 * administrator's email or status, ending another's sessions) need a proof younger than 5 minutes
 * in this session; else a 403 whose code tells the web to ask for the password and retry.
 */
export const requireRecentProof = async (db: Db, request: FastifyRequest): Promise<void> => {
  const user = currentUser(request);
  const [row] = await db.select({ provedAt: sessions.provedAt }).from(sessions).where(eq(sessions.id, user.sessionId)).limit(1);
  if (!row) throw new AppError(CommonErrors.unauthenticated);
  if (Date.now() - row.provedAt.getTime() > REAUTH_WINDOW_MS) throw new AppError(SessionErrors.reauthRequired);
};
