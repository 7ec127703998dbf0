import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog, startupFailure } from './log-serializers';

describe('errorForLog', () => {
  it('keeps a failed query and its cause but none of its parameters', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const cause = Object.assign(new Error('timeout exceeded when trying to connect'), {
      code: 'ETIMEDOUT',
    });
    const error = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "id" = $2',
      [hash, 'ana@exemplo.com.br'],
      cause,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('ana@exemplo.com.br');
    expect(logged).toContain('update \\"users\\" set \\"password_hash\\" = $1');
    expect(logged).toContain('timeout exceeded when trying to connect');
  });

  it('serialises any other error as pino does, with its stack', () => {
    const logged = errorForLog(new TypeError('boom'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(logged.stack).toContain('boom');
  });
});

describe('startupFailure', () => {
  it("says a failed query's cause and the start of its SQL, never the values it was sent", () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const cause = new Error('duplicate key value violates unique constraint "users_email_unique"');
    const error = new DrizzleQueryError(
      `insert into "users" ("id", "email", "password_hash") values (default, $1, $2) ${', ($3, $4)'.repeat(500)}`,
      ['admin@hub.local', hash],
      cause,
    );
    const text = startupFailure(error);
    expect(text).toMatch(/^duplicate key value violates unique constraint "users_email_unique" \(consulta: insert into "users"/);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('admin@hub.local');
    expect(text.length).toBeLessThan(300);
  });
});
