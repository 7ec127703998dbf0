import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hub/contract/audit';
import { LOG_VALUE_LABELS } from '@hub/contract/logs';
import { auditChanges, auditSummary, formatAuditValue } from './audit-format';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '6f1d3c9e-7b1a-4c3e-9a51-1b2c3d4e5f60',
  actorId: '0b7f6a52-9d35-4c1e-8f0a-2a3b4c5d6e7f',
  actorEmail: 'admin@hub.local',
  actorName: 'Ana Souza',
  action: 'update',
  entity: 'companies',
  entityId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  recordLabel: 'Clínica Conceição Ltda',
  before: null,
  after: null,
  ip: '127.0.0.1',
  createdAt: '2026-03-02T13:00:00.000Z',
  ...overrides,
});

describe('auditSummary', () => {
  it('says who did what to which record in Portuguese, linking to the record', () => {
    expect(auditSummary(entry({}))).toEqual({
      actor: 'Ana Souza',
      action: 'alterou',
      entity: 'Empresa',
      record: 'Clínica Conceição Ltda',
      path: '/dashboard/companies/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    });
  });

  it('names a status change by the status it set: an approval, a suspension', () => {
    const approval = entry({
      action: 'status.change',
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    expect(auditSummary(approval).action).toBe('aprovou');
    const suspension = entry({ action: 'status.change', after: { status: 'suspended' } });
    expect(auditSummary(suspension).action).toBe('suspendeu');
  });

  it('names every entity and action without their codes, and links no deleted record', () => {
    const weights = auditSummary(
      entry({ action: 'weights.update', entity: 'assessment_weights', entityId: '1' }),
    );
    expect(weights).toMatchObject({
      entity: 'Pesos das avaliações',
      path: '/dashboard/settings/weights',
    });
    const deleted = auditSummary(entry({ action: 'delete', entity: 'selective_processes' }));
    expect(deleted).toMatchObject({ action: 'excluiu', entity: 'Processo seletivo', path: null });
    const message = auditSummary(entry({ action: 'message.update', entity: 'messages' }));
    expect(message).toMatchObject({ action: 'alterou', entity: 'Mensagem' });
    expect(auditSummary(entry({ actorName: null, actorEmail: null })).actor).toBe('Plataforma');
  });
});

describe('auditChanges', () => {
  it('lists the changed fields by label, before → after, formatted, without ids or JSON', () => {
    const changes = auditChanges(
      entry({
        before: {
          id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
          legalName: 'Clinica Ltda',
          status: 'pending',
          size: 'micro',
          priceCents: 19_900,
          confidential: false,
          validUntil: '2026-04-30',
          updatedAt: '2026-03-01T10:00:00.000Z',
          city: 'Curitiba',
        },
        after: {
          id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
          legalName: 'Clínica Conceição Ltda',
          status: 'active',
          size: 'small',
          priceCents: 29_900,
          confidential: true,
          validUntil: '2026-05-31',
          updatedAt: '2026-03-02T13:00:00.000Z',
          city: 'Curitiba',
        },
      }),
    );
    expect(changes.map(({ label, before, after }) => `${label}: ${before} → ${after}`)).toEqual([
      'Razão social: Clinica Ltda → Clínica Conceição Ltda',
      'Status: Pendente → Ativa',
      'Porte: Microempresa → Empresa de pequeno porte',
      'Preço: R$\u00a0199,00 → R$\u00a0299,00',
      'Confidencial: Não → Sim',
      'Válido até: 30/04/2026 → 31/05/2026',
    ]);
    for (const change of changes) expect(`${change.before} ${change.after}`).not.toMatch(UUID);
  });

  it('shows a new record with a dash before, and lists as names or counts', () => {
    const changes = auditChanges(
      entry({
        action: 'stages.update',
        entity: 'selective_processes',
        before: null,
        after: { stages: [{ id: 'a', name: 'Triagem' }, { name: 'Entrevista' }], stageId: 'x' },
      }),
    );
    expect(changes).toEqual([
      { field: 'stages', label: 'Etapas', before: '—', after: 'Triagem, Entrevista' },
    ]);
    const approval = auditChanges(
      entry({
        action: 'status.change',
        before: { legalName: 'Clínica', status: 'pending', statusReason: null },
        after: { status: 'active', statusReason: null },
      }),
    );
    expect(approval).toEqual([
      { field: 'status', label: 'Status', before: 'Pendente', after: 'Ativa' },
    ]);
    const deleted = auditChanges(entry({ action: 'delete', before: { legalName: 'Clínica' } }));
    expect(deleted).toEqual([
      { field: 'legalName', label: 'Razão social', before: 'Clínica', after: '—' },
    ]);
    // An enrolment: its empty scores and answers are no change, and every field is in Portuguese.
    const enrolment = auditChanges(
      entry({
        action: 'create',
        entity: 'applications',
        before: null,
        after: {
          status: 'active',
          valuesScore: null,
          customTestScore: null,
          requirementsAnswers: null,
          missingMandatory: [],
          requirementsScore: 75,
        },
      }),
    );
    expect(enrolment).toEqual([
      { field: 'status', label: 'Status', before: '—', after: 'Ativa' },
      { field: 'requirementsScore', label: 'Nota dos requisitos', before: '—', after: '75' },
    ]);
    expect(formatAuditValue('answers', [{ valueId: 'x', score: 3 }])).toBe('1 item');
    expect(formatAuditValue('isImportant', true)).toBe('Sim');
    expect(formatAuditValue('createdFor', '2026-03-02T13:00:00.000Z')).not.toContain('T13');
  });

  it("names a new professional's dated fields in Portuguese", () => {
    const at = '2026-03-02T13:00:00.000Z';
    const after = {
      consentAt: at,
      anonymizedAt: at,
      passwordResetSentAt: at,
      registrationCheckedAt: at,
    };
    expect(
      auditChanges(entry({ action: 'create', entity: 'candidates', after })).map(
        (change) => change.label,
      ),
    ).toEqual([
      'Consentimento em',
      'Anonimizado em',
      'Redefinição de senha enviada em',
      'Registro verificado em',
    ]);
  });
});

describe('log value labels', () => {
  it('name every mail template and status in Portuguese, capitalised', () => {
    expect(LOG_VALUE_LABELS.emails.template?.message).toBe('Mensagem');
    expect(LOG_VALUE_LABELS.emails.template?.['company-approved']).toBe('Empresa aprovada');
    for (const labels of Object.values(LOG_VALUE_LABELS))
      for (const field of Object.values(labels))
        for (const label of Object.values(field)) expect(label).toMatch(/^\p{Lu}/u);
  });

  it("shows an administrator's profile and UFs, and a profile's permissions, in Portuguese", () => {
    const assignment = auditChanges(
      entry({
        action: 'access-profile.change',
        entity: 'super-admins',
        before: { accessProfile: 'Super-administrador', ufs: null },
        after: { accessProfile: 'Cadastro', ufs: ['RJ', 'SP'] },
      }),
    );
    expect(assignment).toEqual([
      {
        field: 'accessProfile',
        label: 'Perfil de acesso',
        before: 'Super-administrador',
        after: 'Cadastro',
      },
      { field: 'ufs', label: 'UFs', before: '—', after: 'RJ, SP' },
    ]);
    const edit = auditChanges(
      entry({
        entity: 'access-profiles',
        before: { permissions: ['empresas.ver'], builtIn: false },
        after: { permissions: ['empresas.ver', 'profissionais.exportar'], builtIn: false },
      }),
    );
    expect(edit).toEqual([
      {
        field: 'permissions',
        label: 'Permissões',
        before: 'Ver empresas',
        after: 'Ver empresas, Exportar profissionais',
      },
    ]);
  });
});
