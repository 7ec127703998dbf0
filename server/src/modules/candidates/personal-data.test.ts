import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@hub/contract/applications';
import type { CompetencyResult } from '@hub/contract/assessments';
import { USER_TYPES } from '@hub/contract/auth';
import type { Candidate, CandidatePage } from '@hub/contract/candidates';
import { formatCpf, formatPhone } from '@hub/contract/br';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { PERSONAL_DATA_REVEAL_ACTION, maskCpf } from '@hub/contract/personal-data';
import type { SearchAnswer } from '@hub/contract/search';
import { superAdminProfiles, users } from '../../db/schema/index';
import { createCandidate } from '../../test/factories';
import { loginAs, sessionTokenOf, setupApp, type TestContext } from '../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';

/** Decision 030: without 'dados-pessoais' CPF, phone, birth date and answers are masked everywhere. */

type Headers = { authorization: string };
let ctx: TestContext;
let full: Headers;
let masked: Headers;
let auditor: Headers;
let person: Candidate;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const ok = async <Answer>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
): Promise<Answer> => {
  const response = await api(method, url, headers, payload);
  expect(response.statusCode, response.body).toBe(
    method === 'POST' && !url.endsWith('/reveal') ? 201 : 200,
  );
  return response.json<Answer>();
};

/** An active administrator holding the profile, with a fresh session. */
const adminWith = async (accessProfileId: string): Promise<Headers> => {
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: `dados-${randomUUID().slice(0, 8)}@test.local`,
      typeUser: USER_TYPES.superAdmin,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await ctx.database.db
    .insert(superAdminProfiles)
    .values({ userId: user.id, name: 'Atendente Mascarada', accessProfileId });
  return { authorization: `Bearer ${await sessionTokenOf(ctx, user.id)}` };
};

beforeAll(async () => {
  ctx = await setupApp();
  full = (await loginAs(ctx.app)).headers;
  const profile = await ok<{ id: string }>('POST', '/access-profiles', full, {
    name: 'Cadastro sem dados pessoais',
    permissions: ['profissionais.ver', 'profissionais.exportar', 'processos.ver', 'auditoria.ver'],
  });
  masked = await adminWith(profile.id);
  auditor = await adminWith(BUILT_IN_PROFILES[1].id);
  person = await createCandidate(ctx.app, full, {
    name: 'Glória Mascarada',
    phone: '(21) 99876-4321',
    birthDate: '1990-03-15',
  });
});

const MASKED_CPF = /^\*\*\*\.\d{3}\.\d{3}-\*\*$/;

describe('personal data masking', () => {
  it('masks the CPF of the list, and the CPF, phone and birth date of the record, without the grant', async () => {
    const page = await ok<CandidatePage>('GET', `/candidates?key=${encodeURIComponent('Glória Mascarada')}`, masked);
    expect(page.rows.map((row) => row.cpf)).toEqual([maskCpf(person.cpf)]);
    expect(page.rows[0]?.cpf).toMatch(MASKED_CPF);
    expect(page.rows[0]?.cpf).not.toContain(person.cpf.slice(0, 3));

    for (const headers of [masked, auditor]) {
      const record = await ok<Candidate>('GET', `/candidates/${person.id}`, headers);
      expect(record).toMatchObject({
        name: 'Glória Mascarada',
        cpf: maskCpf(person.cpf),
        phone: '(**) *****-4321',
        birthDate: '**/**/1990',
      });
    }
    const whole = await ok<Candidate>('GET', `/candidates/${person.id}`, full);
    expect(whole).toMatchObject({
      cpf: person.cpf,
      phone: '+5521998764321',
      birthDate: '1990-03-15',
    });
  });

  it('masks the CSV cells of CPF, phone and birth date, and keeps them whole with the grant', async () => {
    const url = `/candidates/export.csv?ids=${person.id}`;
    const maskedCsv = (await api('GET', url, masked)).body;
    expect(maskedCsv).toContain(`${maskCpf(person.cpf)};`);
    expect(maskedCsv).toContain('(**) *****-4321');
    expect(maskedCsv).toContain('**/**/1990');
    expect(maskedCsv).not.toContain(formatCpf(person.cpf));
    expect(maskedCsv).not.toContain('15/03/1990');
    const fullCsv = (await api('GET', url, full)).body;
    expect(fullCsv).toContain(formatCpf(person.cpf));
    expect(fullCsv).toContain(formatPhone('+5521998764321'));
    expect(fullCsv).toContain('15/03/1990');
  });

  it('finds a professional by the whole CPF only for the grant; by name, shows the match masked (decision 047)', async () => {
    const hitsOf = async (headers: Headers, q: string) => {
      const answer = await ok<SearchAnswer>('GET', `/search?q=${encodeURIComponent(q)}`, headers);
      return answer.groups.find((group) => group.kind === 'candidates')?.hits ?? [];
    };
    expect(await hitsOf(masked, person.cpf)).toEqual([]);
    const [hit] = await hitsOf(masked, 'Glória Mascarada');
    expect(hit?.id).toBe(person.id);
    expect(hit?.subtitle).toContain(maskCpf(person.cpf));
    expect(hit?.subtitle).not.toContain(formatCpf(person.cpf));
    expect((await hitsOf(full, person.cpf))[0]?.subtitle).toContain(formatCpf(person.cpf));
  });

  it('withholds the assessment answers, keeping the scores', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, full);
    const process = await createProcess(ctx.app, full, company.id);
    await openProcess(ctx.app, full, process.id);
    const application = await enrolNew(ctx.app, full, process.id);
    const competency = `/candidates/${application.candidateId}/competency-test`;
    await ok('PUT', competency, full, { answers: [{ itemId: 'communication-1', score: 5 }] });

    const hidden = await ok<CompetencyResult>('GET', competency, masked);
    expect(hidden.answers).toBeNull();
    expect(hidden.overall).not.toBeNull();
    expect((await ok<CompetencyResult>('GET', competency, full)).answers).toHaveLength(1);

    const detail = await ok<ApplicationDetail>('GET', `/applications/${application.id}`, masked);
    expect(detail.answers).toBeNull();
    expect(detail.competency?.answers).toBeNull();
    expect(detail.scores.competencyTest).not.toBeNull();
    const whole = await ok<ApplicationDetail>('GET', `/applications/${application.id}`, full);
    expect(whole.answers).not.toBeNull();
    expect(whole.competency?.answers).toHaveLength(1);
  });
});

describe('the audit trail and the record history', () => {
  it("mask the CPF, phone and birth date written in a professional's before → after", async () => {
    const created = await createCandidate(ctx.app, full, { phone: '(31) 91234-5678' });
    const edited = await api('PUT', `/candidates/${created.id}`, full, {
      name: created.name,
      email: created.email,
      cpf: created.cpf,
      phone: '(31) 98888-7777',
      birthDate: '1985-07-01',
      updatedAt: created.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    type Entry = { action: string; before: Record<string, unknown>; after: Record<string, unknown> };
    const updateOf = (url: string, headers: Headers) => ok<{ rows: Entry[] }>('GET', url, headers);
    const trail = `/logs/audit?entity=candidates&entityId=${created.id}&action=update`;
    const [hidden] = (await updateOf(trail, masked)).rows;
    expect(hidden?.before).toMatchObject({ phone: '(**) *****-5678' });
    expect(hidden?.after).toMatchObject({ phone: '(**) *****-7777', birthDate: '**/**/1985' });
    expect(JSON.stringify(hidden)).not.toContain(created.cpf);
    const [whole] = (await updateOf(trail, full)).rows;
    expect(whole?.after).toMatchObject({ phone: '+5531988887777', birthDate: '1985-07-01' });
  });
});

describe("'Mostrar'", () => {
  it('answers the unmasked values and writes who saw whose data to the audit trail', async () => {
    const revealed = await ok<{ cpf: string; phone: string | null; birthDate: string | null }>(
      'POST',
      `/candidates/${person.id}/personal-data/reveal`,
      masked,
    );
    expect(revealed).toEqual({
      cpf: person.cpf,
      phone: '+5521998764321',
      birthDate: '1990-03-15',
    });
    const trail = await ok<{
      rows: {
        action: string;
        actorName: string | null;
        recordLabel: string | null;
        entityId: string | null;
        after: unknown;
      }[];
    }>('GET', `/logs/audit?action=${PERSONAL_DATA_REVEAL_ACTION}`, masked);
    const entry = trail.rows.find((item) => item.entityId === person.id);
    expect(entry).toMatchObject({
      action: PERSONAL_DATA_REVEAL_ACTION,
      actorName: 'Atendente Mascarada',
      recordLabel: 'Glória Mascarada',
    });
    expect(JSON.stringify(entry?.after)).not.toContain(person.cpf);
  });

  it('is refused without the right to see professionals, and 404 for nobody', async () => {
    const comercial = await adminWith(BUILT_IN_PROFILES[4].id);
    const refused = await api('POST', `/candidates/${person.id}/personal-data/reveal`, comercial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Seu perfil não permite ver profissionais' });
    const unknown = await api('POST', `/candidates/${randomUUID()}/personal-data/reveal`, masked);
    expect(unknown.statusCode).toBe(404);
  });
});
