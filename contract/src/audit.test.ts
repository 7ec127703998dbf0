import { describe, expect, it } from 'vitest';
import { auditActorName, auditRecordName } from './audit';

describe('auditActorName', () => {
  it('names the administrator, else their email, else the platform', () => {
    expect(auditActorName({ actorName: 'Beatriz', actorEmail: 'b@x.org' })).toBe('Beatriz');
    expect(auditActorName({ actorName: null, actorEmail: 'b@x.org' })).toBe('b@x.org');
    expect(auditActorName({ actorName: null, actorEmail: null })).toBe('Plataforma');
  });
});

describe('auditRecordName', () => {
  it("answers the record's name, or how many records a write to several changed", () => {
    expect(auditRecordName({ recordLabel: 'Clínica Ltda', after: { ids: ['a'] } })).toBe(
      'Clínica Ltda',
    );
    expect(auditRecordName({ recordLabel: null, after: { ids: ['a'] } })).toBe('1 registro');
    expect(auditRecordName({ recordLabel: null, after: { ids: ['a', 'b', 'c'] } })).toBe(
      '3 registros',
    );
    expect(auditRecordName({ recordLabel: null, after: { status: 'active' } })).toBeNull();
    expect(auditRecordName({ recordLabel: null, after: null })).toBeNull();
  });
});
