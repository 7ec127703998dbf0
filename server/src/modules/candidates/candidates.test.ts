import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateRowSchema, type Candidate, type CandidateRow } from '@hub/contract/candidates';
import { auditLog, candidatePasswordKeys, candidates, deliveries, emailLog, mails } from '../../db/schema/index';
import { candidateInput, createCandidate, createCandidates } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { expectListedRows } from '../../test/list-rows';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';
import { MP4, multipart, PNG, WEBM } from '../../test/uploads';

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({
    SMTP_URL: smtp.url,
    VIDEO_MAX_MB: '1',
    CANDIDATE_APP_URL: 'https://app.conselho.org.br/qualquer',
  });
  ({ headers, userId: adminId } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** The PUT body that keeps every field as it was read. */
const editable = (candidate: Candidate) => {
  const {
    name,
    email,
    cpf,
    registrationNumber,
    registrationStatus,
    phone,
    birthDate,
    city,
    uf,
    educationLevel,
    area,
    headline,
    about,
    linkedinUrl,
    updatedAt,
  } = candidate;
  return {
    name,
    email,
    cpf,
    registrationNumber,
    registrationStatus,
    phone,
    birthDate,
    city,
    uf,
    educationLevel,
    area,
    headline,
    about,
    linkedinUrl,
    updatedAt,
  };
};

const uploadVideo = (id: string, content: Buffer, type = 'video/mp4') => {
  const body = multipart('apresentacao.mp4', content, type);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/candidates/${id}/video-resume`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe('POST /candidates', () => {
  it('creates an incomplete professional with CPF digits and E.164 phone, and audits it', async () => {
    const response = await api(
      'POST',
      '/candidates',
      candidateInput({
        cpf: '529.982.247-25',
        phone: '(21) 99876-5432',
        registrationNumber: 'cra-rj 12345',
      }),
    );
    expect(response.statusCode).toBe(201);
    const candidate = response.json<Candidate>();
    expect(candidate).toMatchObject({
      cpf: '52998224725',
      phone: '+5521998765432',
      registrationNumber: 'CRA-RJ 12345',
      registrationStatus: 'nao_verificado',
      registrationCheckedAt: null,
      status: 'incomplete',
      notifications: { email: true, whatsapp: false, inApp: true },
    });
    expect((await api('GET', `/candidates/${candidate.id}`)).json()).toEqual(candidate);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, candidate.id));
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await api('POST', '/candidates', {
      name: '',
      email: 'x@',
      cpf: '123.456.789-00',
      birthDate: '2999-01-01',
      area: 'astrologia',
      linkedinUrl: 'linkedin',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'email', 'cpf', 'birthDate', 'area', 'linkedinUrl']),
    );
    expect(response.json().issues).toContainEqual({ path: 'cpf', message: 'CPF inválido' });
  });

  it('answers 409 naming CPF, email or registration number when taken', async () => {
    const existing = await createCandidate(ctx.app, headers, { registrationNumber: 'CRA-SP 777' });
    const formattedCpf = existing.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const cases = [
      { payload: candidateInput({ cpf: formattedCpf }), path: 'cpf' },
      { payload: candidateInput({ email: existing.email.toUpperCase() }), path: 'email' },
      { payload: candidateInput({ registrationNumber: 'cra-sp 777' }), path: 'registrationNumber' },
    ];
    for (const { payload, path } of cases) {
      const response = await api('POST', '/candidates', payload);
      expect(response.statusCode, path).toBe(409);
      expect(response.json().issues[0].path).toBe(path);
    }
  });
});

describe('GET /candidates', () => {
  it('finds by name, email, CPF with or without punctuation and registration number, and filters', async () => {
    const target = await createCandidate(ctx.app, headers, {
      name: 'Jussara Bittencourt',
      cpf: '714.602.380-01',
      registrationNumber: 'CRA-BA 4455',
      uf: 'BA',
      city: 'Salvador',
      area: 'finance',
    });
    await createCandidate(ctx.app, headers, {
      name: 'Outro Nome',
      uf: 'BA',
      city: 'Salvador',
      area: 'marketing',
    });
    for (const key of [
      'bittencourt',
      'Jussara B',
      target.email,
      '714.602.380-01',
      '71460238001',
      '714.602',
      'cra-ba 44',
    ]) {
      const rows = (await api('GET', `/candidates?key=${encodeURIComponent(key)}`)).json<{
        rows: CandidateRow[];
      }>().rows;
      expect(
        rows.map((row) => row.id),
        key,
      ).toContain(target.id);
    }
    const filtered = await api(
      'GET',
      '/candidates?uf=BA&city=Salvador&area=finance&registrationStatus=nao_verificado&status=incomplete',
    );
    expect(filtered.json<{ rows: CandidateRow[] }>().rows.map((row) => row.id)).toEqual([
      target.id,
    ]);
  });

  it('finds by a key of digits the CPF and registration number it starts, not the emails holding it', async () => {
    const byCpf = await createCandidate(ctx.app, headers, { cpf: '873.160.524-90' });
    const byRegistration = await createCandidate(ctx.app, headers, {
      registrationNumber: '8731 SP',
    });
    const byEmail = await createCandidate(ctx.app, headers, {
      email: 'fulano.8731605@exemplo.com.br',
    });
    const found = async (key: string) =>
      (await api('GET', `/candidates?key=${encodeURIComponent(key)}&limit=100`))
        .json<{ rows: CandidateRow[] }>()
        .rows.map((row) => row.id);
    for (const key of ['8731', '873.160', '8731605']) {
      const ids = await found(key);
      expect(ids, key).toContain(byCpf.id);
      expect(ids, key).not.toContain(byEmail.id);
    }
    expect(await found('8731')).toContain(byRegistration.id);
    expect(await found('fulano.8731605'), 'a key of words still finds the email').toEqual([
      byEmail.id,
    ]);
  });

  it('finds by a key too short for trigrams the names with a word it starts and the emails it starts', async () => {
    const [wu, inside] = await createCandidates(ctx.app, headers, [
      { name: 'Kátia Wu', email: 'zq.katia@exemplo.com.br' },
      { name: 'Hawu Kawuzq', email: 'hawu@exemplo.com.br' },
    ]);
    const found = async (key: string) =>
      (await api('GET', `/candidates?key=${encodeURIComponent(key)}&limit=100`))
        .json<{ rows: CandidateRow[] }>()
        .rows.map((row) => row.id);
    for (const key of ['wu', 'WÚ', 'ka', 'k', 'zq']) {
      expect(await found(key), key).toContain(wu.id);
    }
    for (const key of ['wu', 'zq', 'a']) {
      expect(await found(key), key).not.toContain(inside.id);
    }
    expect(await found('k')).toContain(inside.id);
    expect(await found('awu'), 'three letters in a row match anywhere').toContain(inside.id);
    expect(await found('u k'), 'a key without them finds word starts only').not.toContain(
      inside.id,
    );
    expect(await found('w%'), 'the key is taken literally').toEqual([]);
    for (const key of ['e\u0301', '(', '\\', 'a|', '{2', '[]', '.*']) {
      const response = await api('GET', `/candidates?key=${encodeURIComponent(key)}`);
      expect(response.statusCode, key).toBe(200);
    }
    expect(await found('.*'), 'regular expression characters are taken literally').toEqual([]);
  });

  it('ignores accents in names and cities, both ways', async () => {
    const target = await createCandidate(ctx.app, headers, {
      name: 'João Conceição Araújo',
      uf: 'SP',
      city: 'São José dos Campos',
    });
    for (const query of [
      'key=joao%20conceicao',
      'key=ARAUJO',
      `key=${encodeURIComponent('Jõao')}`,
      'uf=SP&city=sao%20jose%20dos%20campos',
    ]) {
      const rows = (await api('GET', `/candidates?${query}`)).json<{ rows: CandidateRow[] }>().rows;
      expect(
        rows.map((row) => row.id),
        query,
      ).toContain(target.id);
    }
  });

  it('finds a name as last edited, and never answers its folded copy', async () => {
    const person = await createCandidate(ctx.app, headers, { name: 'Ícaro Quíntuplo' });
    const renamed = await api('PUT', `/candidates/${person.id}`, {
      ...editable(person),
      name: 'Ícaro Sêxtuplo',
    });
    expect(renamed.statusCode).toBe(200);
    const found = async (key: string) =>
      (await api('GET', `/candidates?key=${encodeURIComponent(key)}`))
        .json<{ rows: CandidateRow[] }>()
        .rows.map((row) => row.id);
    expect(await found('SEXTUPLO')).toEqual([person.id]);
    expect(await found('quintuplo')).toEqual([]);
    const answered = (await api('GET', `/candidates/${person.id}`)).json<Record<string, unknown>>();
    expect(answered.name).toBe('Ícaro Sêxtuplo');
    expect(Object.keys(answered).filter((field) => /folded/i.test(field))).toEqual([]);
  });

  it('answers each page with the columns its table shows, however the page is read', async () => {
    const person = await createCandidate(ctx.app, headers, {
      name: 'Qwilda Colunária',
      registrationNumber: 'CRQ-771',
      birthDate: '1990-05-04',
      headline: 'Analista de dados',
      about: 'Uma apresentação longa. '.repeat(200),
      linkedinUrl: 'https://www.linkedin.com/in/qwilda',
    });
    const newer = await createCandidate(ctx.app, headers);
    const detail = (await api('GET', `/candidates/${person.id}`)).json<Candidate>();
    expect(detail.about?.length).toBeGreaterThan(4000);
    await expectListedRows(
      ctx.app,
      headers,
      {
        path: '/candidates',
        fields: Object.keys(candidateRowSchema.shape),
        queries: [
          'sort=createdAt&order=desc',
          `sort=createdAt&order=desc&after=${newer.id}`,
          `sort=createdAt&order=asc&before=${newer.id}`,
          'key=Qwilda%20Colun',
          'key=qw',
          'key=CRQ-771&uf=SP',
          'uf=SP&city=Campinas&sort=createdAt&order=desc',
        ],
      },
      detail,
    );
  });

  it('sorts by registration number with empty ones first in ascending order', async () => {
    await createCandidate(ctx.app, headers, {
      name: 'Ordem Registro B',
      registrationNumber: 'ZZ-2',
    });
    await createCandidate(ctx.app, headers, {
      name: 'Ordem Registro A',
      registrationNumber: 'ZZ-1',
    });
    await createCandidate(ctx.app, headers, { name: 'Ordem Registro C' });
    const rows = (
      await api('GET', '/candidates?key=Ordem%20Registro&sort=registrationNumber&order=asc')
    ).json<{ rows: CandidateRow[] }>().rows;
    expect(rows.map((row) => row.name)).toEqual([
      'Ordem Registro C',
      'Ordem Registro A',
      'Ordem Registro B',
    ]);
  });
});

describe('GET /candidates/export.csv', () => {
  it('exports the filtered professionals with formatted CPF, phone and labels', async () => {
    await createCandidate(ctx.app, headers, {
      name: 'Exportada Csv',
      cpf: '390.533.447-05',
      uf: 'TO',
      area: 'logistics',
      registrationNumber: 'CSV-1',
      birthDate: '1991-02-03',
    });
    await createCandidate(ctx.app, headers, { name: 'Exportada Fora', uf: 'AC' });
    const response = await api('GET', '/candidates/export.csv?key=Exportada&uf=TO');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(';').slice(0, 5)).toEqual([
      'Nome',
      'Email',
      'CPF',
      'Registro no conselho',
      'Situação do registro',
    ]);
    expect(lines[1]).toMatch(
      /^Exportada Csv;.*;390\.533\.447-05;CSV-1;Não verificado;\(11\) 98765-4321;03\/02\/1991;.*;Logística e suprimentos;.*;Incompleto;/,
    );
    // Dates as Excel in pt-BR reads them, never ISO strings.
    expect(lines[1]).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});

describe('PUT /candidates/{id}', () => {
  it('stamps who set the registration status and when, and refuses a stale write', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const regular = await api('PUT', `/candidates/${candidate.id}`, {
      ...editable(candidate),
      registrationNumber: 'CRA-SP 1',
      registrationStatus: 'regular',
    });
    expect(regular.statusCode).toBe(200);
    expect(regular.json()).toMatchObject({
      registrationStatus: 'regular',
      registrationCheckedBy: adminId,
    });
    expect(regular.json().registrationCheckedAt).toBeTruthy();
    const stale = await api('PUT', `/candidates/${candidate.id}`, {
      ...editable(candidate),
      name: 'Perdido',
    });
    expect(stale.statusCode).toBe(409);
    expect((await api('GET', `/candidates/${candidate.id}`)).json().name).toBe(candidate.name);
  });
});

describe('POST /candidates/{id}/status', () => {
  it('activates, blocks with a reason, unblocks, and refuses the rest with 409', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const move = (status: string, reason?: string) =>
      api('POST', `/candidates/${candidate.id}/status`, { status, ...(reason ? { reason } : {}) });
    expect((await move('blocked', 'Fraude')).statusCode).toBe(409);
    expect((await move('active')).json().status).toBe('active');
    expect((await move('blocked')).statusCode).toBe(400);
    expect((await move('blocked', 'Documento falso')).json()).toMatchObject({
      status: 'blocked',
      statusReason: 'Documento falso',
    });
    expect((await move('active')).json()).toMatchObject({ status: 'active', statusReason: null });
    expect((await move('incomplete')).statusCode).toBe(409);
    expect((await move('anonymized', 'x')).statusCode).toBe(400);
  });
});

describe('video resume', () => {
  it('stores an MP4 or a WebM by content and serves it with range requests', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const mp4 = await uploadVideo(candidate.id, MP4);
    expect(mp4.statusCode).toBe(200);
    const webm = await uploadVideo(candidate.id, WEBM, 'application/octet-stream');
    expect(webm.statusCode).toBe(200);
    const { videoResumeUrl } = webm.json();
    expect(videoResumeUrl).toMatch(/\.webm$/);
    expect((await api('GET', `/candidates/${candidate.id}`)).json().videoResumeUrl).toBe(
      videoResumeUrl,
    );
    const part = await ctx.app.inject({ url: videoResumeUrl, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(WEBM.subarray(0, 4))).toBe(true);
    // The replaced MP4 is deleted.
    expect((await ctx.app.inject({ url: mp4.json().videoResumeUrl })).statusCode).toBe(404);
  });

  it('refuses a file that is not MP4 or WebM whatever its name says, and one over VIDEO_MAX_MB', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const image = await uploadVideo(candidate.id, PNG);
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('O vídeo deve ser um arquivo MP4 ou WebM');
    const big = await uploadVideo(candidate.id, Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('O vídeo deve ter no máximo 1 MB');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${candidate.id}/video-resume`,
      headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await api('GET', `/candidates/${candidate.id}`)).json().videoResumeUrl).toBeNull();
  });

  it('removes the video', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const { videoResumeUrl } = (await uploadVideo(candidate.id, MP4)).json();
    expect((await api('DELETE', `/candidates/${candidate.id}/video-resume`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: videoResumeUrl })).statusCode).toBe(404);
    expect((await api('DELETE', `/candidates/${candidate.id}/video-resume`)).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('saves notification preferences with optimistic concurrency', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const settings = (await api('GET', `/candidates/${candidate.id}/settings`)).json();
    expect(settings).toMatchObject({
      status: 'incomplete',
      notifications: { email: true, whatsapp: false, inApp: true },
      passwordResetSentAt: null,
    });
    const saved = await api('PUT', `/candidates/${candidate.id}/settings`, {
      notifications: { email: false, whatsapp: true, inApp: true },
      updatedAt: settings.updatedAt,
    });
    expect(saved.json().notifications).toEqual({ email: false, whatsapp: true, inApp: true });
    const stale = await api('PUT', `/candidates/${candidate.id}/settings`, {
      notifications: { email: true, whatsapp: true, inApp: true },
      updatedAt: settings.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('mails a password link to the professionals app and keeps only its hash', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const response = await api('POST', `/candidates/${candidate.id}/password-reset`);
    expect(response.statusCode).toBe(200);
    expect(response.json().passwordResetSentAt).toBeTruthy();
    await ctx.deliverMail();
    const mail = smtp.received.find((received) => received.to.includes(candidate.email));
    const text = mailText(mail?.raw ?? '');
    const key =
      /https:\/\/app\.conselho\.org\.br\/auth\/change-password\?key=([A-Za-z0-9_-]+)/.exec(
        text,
      )?.[1];
    expect(key).toBeTruthy();
    const stored = await ctx.database.db
      .select()
      .from(candidatePasswordKeys)
      .where(eq(candidatePasswordKeys.candidateId, candidate.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(key);
  });
});

describe('LGPD', () => {
  it('exports everything held about the person as JSON', async () => {
    const candidate = await createCandidate(ctx.app, headers, { about: 'Gosto de planilhas' });
    await api('POST', `/candidates/${candidate.id}/password-reset`);
    await ctx.deliverMail();
    const response = await api('GET', `/candidates/${candidate.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`profissional-${candidate.id}.json`);
    const data = response.json();
    expect(data.candidate).toMatchObject({
      id: candidate.id,
      cpf: candidate.cpf,
      about: 'Gosto de planilhas',
    });
    expect(data.auditTrail.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'password-reset.send',
    ]);
    expect(data.emails).toEqual([
      expect.objectContaining({ template: 'candidate-password-reset', status: 'sent' }),
    ]);
  });

  it('anonymizes irreversibly: no personal data left in the record, audit trail, email log or storage', async () => {
    const candidate = await createCandidate(ctx.app, headers, {
      name: 'Clarice Personalíssima',
      registrationNumber: 'LGPD-99',
      birthDate: '1990-05-17',
      city: 'Sobral',
      uf: 'CE',
      area: 'people',
      about: 'Texto pessoal',
      linkedinUrl: 'https://www.linkedin.com/in/clarice',
    });
    const { videoResumeUrl } = (await uploadVideo(candidate.id, MP4)).json();
    await api('POST', `/candidates/${candidate.id}/password-reset`);
    const current = (await api('GET', `/candidates/${candidate.id}`)).json<Candidate>();
    expect(
      (
        await api('PUT', `/candidates/${candidate.id}`, {
          ...editable(current),
          about: 'Outro texto pessoal',
        })
      ).statusCode,
    ).toBe(200);

    expect(
      (await api('POST', `/candidates/${candidate.id}/anonymize`, { reason: 'Pedido do titular' }))
        .statusCode,
    ).toBe(400);
    const response = await api('POST', `/candidates/${candidate.id}/anonymize`, {
      reason: 'Pedido do titular',
      confirm: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Profissional anonimizado',
      status: 'anonymized',
      uf: 'CE',
      area: 'people',
      videoResumeUrl: null,
      phone: null,
      birthDate: null,
    });

    const personal = [
      candidate.name,
      candidate.email,
      candidate.cpf,
      'LGPD-99',
      '1990-05-17',
      'Sobral',
      'Texto pessoal',
      'Outro texto pessoal',
      'linkedin.com/in/clarice',
      candidate.phone ?? '',
    ];
    const [row] = await ctx.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'candidates'), eq(auditLog.entityId, candidate.id)));
    const emails = await ctx.database.db.select().from(emailLog);
    // The password mail still waiting in the outbox is forgotten too, and never sent.
    const platformMails = await ctx.database.db.select().from(mails);
    const mailDeliveries = await ctx.database.db.select().from(deliveries).where(isNotNull(deliveries.mailId));
    expect(mailDeliveries.length).toBeGreaterThan(0);
    await ctx.deliverMail();
    expect(smtp.received.filter((mail) => mail.to.includes(candidate.email))).toEqual([]);
    const exported = (await api('GET', `/candidates/${candidate.id}/export`)).body;
    const everything = JSON.stringify({ row, audits, emails, platformMails, mailDeliveries }) + exported;
    for (const value of personal) expect(everything, value).not.toContain(value);
    expect(audits.map((audit) => audit.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'anonymize']),
    );
    expect((await ctx.app.inject({ url: videoResumeUrl })).statusCode).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(candidatePasswordKeys)
        .where(eq(candidatePasswordKeys.candidateId, candidate.id)),
    ).toEqual([]);

    const anonymized = response.json<Candidate>();
    expect(
      (
        await api('PUT', `/candidates/${candidate.id}`, {
          ...editable(candidate),
          updatedAt: anonymized.updatedAt,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await api('POST', `/candidates/${candidate.id}/status`, { status: 'active' })).statusCode,
    ).toBe(409);
    expect(
      (
        await api('POST', `/candidates/${candidate.id}/anonymize`, {
          reason: 'de novo',
          confirm: true,
        })
      ).statusCode,
    ).toBe(409);
    expect((await uploadVideo(candidate.id, MP4)).statusCode).toBe(409);
    // The CPF is free again: the person may register anew.
    expect(
      (
        await api(
          'POST',
          '/candidates',
          candidateInput({ cpf: candidate.cpf, email: candidate.email }),
        )
      ).statusCode,
    ).toBe(201);
  });
});

describe('authentication', () => {
  it('refuses every registry route without a token', async () => {
    const response = await ctx.app.inject({ url: '/api/candidates' });
    expect(response.statusCode).toBe(401);
  });
});
