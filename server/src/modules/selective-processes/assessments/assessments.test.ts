import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationPage } from '@hub/contract/applications';
import type { CompetencyResult, QuestionSheet, VideoAnswer } from '@hub/contract/assessments';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { applications, auditLog, candidateCompetency } from '../../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';
import { MP4, multipart, PNG } from '../../../test/uploads';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp({ VIDEO_MAX_MB: '1' });
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const ok = async <Answer>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<Answer> => {
  const response = await api(method, url, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Answer>();
};

/** An open process with one of every assessment, and one professional enrolled in it. */
const assessedProcess = async () => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  const sheet = await ok<QuestionSheet>('POST', `/companies/${company.id}/question-sheets`, {
    name: 'Conhecimentos gerais',
    questions: [
      { text: '2 + 2?', options: ['3', '4'], correctOption: 1 },
      {
        text: 'Capital do Paraná?',
        options: ['Curitiba', 'Londrina', 'Maringá'],
        correctOption: 0,
      },
      {
        text: 'CLT significa?',
        options: ['Consolidação das Leis do Trabalho', 'Outra'],
        correctOption: 0,
      },
      { text: 'Um ano tem?', options: ['12 meses', '10 meses'], correctOption: 0 },
    ],
  });
  const process = await createProcess(ctx.app, headers, company.id, {
    requirements: [
      { text: 'Graduação', mandatory: true },
      { text: 'Inglês', mandatory: false },
      { text: 'Excel', mandatory: false },
      { text: 'CNH', mandatory: false },
    ],
    questions: [
      { text: 'Disponível para viagens?', type: 'yes_no', expectedAnswer: true },
      {
        text: 'Turno preferido',
        type: 'single_choice',
        options: ['Manhã', 'Tarde'],
        expectedAnswer: 'Manhã',
      },
      { text: 'Fale de você', type: 'text', expectedAnswer: null },
    ],
    questionSheetId: sheet.id,
    // Asked for: the company answers its values profile only where a test needs it.
    useValuesTest: true,
    interviewQuestions: [{ text: 'Por que esta vaga?' }, { text: 'Um desafio que superou' }],
  });
  await openProcess(ctx.app, headers, process.id);
  const application = await enrolNew(ctx.app, headers, process.id);
  return { company, sheet, process, application };
};

describe('requirements', () => {
  it('scores the share met and flags a missing mandatory one', async () => {
    const { process, application } = await assessedProcess();
    const [graduacao, ingles, excel] = process.requirements;
    const detail = await ok<ApplicationDetail>(
      'PUT',
      `/applications/${application.id}/requirements`,
      {
        answers: [
          { requirementId: graduacao?.id, meets: false },
          { requirementId: ingles?.id, meets: true, evidence: 'Certificado TOEFL' },
          { requirementId: excel?.id, meets: true },
        ],
      },
    );
    expect(detail.scores.requirements).toBe(50);
    expect(detail.flagged).toBe(true);
    expect(detail.missingMandatory).toEqual([graduacao?.id]);
    expect(detail.answers?.requirements?.[1]).toMatchObject({ evidence: 'Certificado TOEFL' });
    const fixed = await ok<ApplicationDetail>(
      'PUT',
      `/applications/${application.id}/requirements`,
      {
        answers: [{ requirementId: graduacao?.id, meets: true }],
      },
    );
    expect(fixed).toMatchObject({ flagged: false, scores: { requirements: 25 } });
    const foreign = await api('PUT', `/applications/${application.id}/requirements`, {
      answers: [{ requirementId: '00000000-0000-4000-8000-000000000000', meets: true }],
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('auxiliary questions', () => {
  it('scores the expected answers, ignores free text and refuses answers of the wrong kind', async () => {
    const { process, application } = await assessedProcess();
    const [travel, shift, about] = process.questions;
    const detail = await ok<ApplicationDetail>('PUT', `/applications/${application.id}/questions`, {
      answers: [
        { questionId: travel?.id, answer: true },
        { questionId: shift?.id, answer: 'Tarde' },
        { questionId: about?.id, answer: 'Gosto de desafios' },
      ],
    });
    expect(detail.scores.questions).toBe(50);
    const wrongKind = await api('PUT', `/applications/${application.id}/questions`, {
      answers: [{ questionId: shift?.id, answer: 'Noite' }],
    });
    expect(wrongKind.statusCode).toBe(400);
  });
});

describe('custom test and question sheets', () => {
  it('scores the share of correct options of the company sheet', async () => {
    const { sheet, application } = await assessedProcess();
    const [q1, q2, q3] = sheet.questions;
    const detail = await ok<ApplicationDetail>(
      'PUT',
      `/applications/${application.id}/custom-test`,
      {
        answers: [
          { questionId: q1?.id, option: 1 },
          { questionId: q2?.id, option: 0 },
          { questionId: q3?.id, option: 1 },
        ],
      },
    );
    expect(detail.scores.customTest).toBe(50);
    const outOfRange = await api('PUT', `/applications/${application.id}/custom-test`, {
      answers: [{ questionId: q1?.id, option: 5 }],
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('lists, reads and updates a sheet with optimistic concurrency, counting its processes', async () => {
    const { company, sheet } = await assessedProcess();
    expect(sheet.questions.every((question) => /^[0-9a-f-]{36}$/.test(question.id))).toBe(true);
    const page = await ok<{ rows: QuestionSheet[] }>(
      'GET',
      `/companies/${company.id}/question-sheets?key=gerais`,
    );
    expect(page.rows.map((row) => [row.id, row.processes])).toEqual([[sheet.id, 1]]);
    // Accents ignored, as on the registry lists: 'Conceição' and 'Clínica' found without them.
    const named = await ok<QuestionSheet>('POST', `/companies/${company.id}/question-sheets`, {
      name: 'Clínica da Conceição',
      questions: [{ text: 'Pergunta?', options: ['Sim', 'Não'], correctOption: 0 }],
    });
    for (const key of ['clinica', 'conceicao']) {
      const found = await ok<{ rows: QuestionSheet[] }>(
        'GET',
        `/companies/${company.id}/question-sheets?key=${key}`,
      );
      expect(found.rows.map((row) => row.id)).toEqual([named.id]);
    }
    const updated = await ok<QuestionSheet>('PUT', `/question-sheets/${sheet.id}`, {
      name: 'Conhecimentos gerais II',
      questions: sheet.questions.slice(0, 2),
      updatedAt: sheet.updatedAt,
    });
    expect(updated.questions.map((question) => question.id)).toEqual(
      sheet.questions.slice(0, 2).map((question) => question.id),
    );
    const stale = await api('PUT', `/question-sheets/${sheet.id}`, {
      name: 'Outra',
      questions: sheet.questions,
      updatedAt: sheet.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const invalid = await api('POST', `/companies/${company.id}/question-sheets`, {
      name: '',
      questions: [{ text: 'Sem resposta', options: ['a', 'b'], correctOption: 2 }],
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('values test', () => {
  it('scores the fit against the company profile, and needs the profile first', async () => {
    const { company, application } = await assessedProcess();
    const items = (await ok<{ rows: { id: string }[] }>('GET', '/values-test/items')).rows;
    const [first, second] = items;
    const ratings = [
      { valueId: first?.id, score: 5 },
      { valueId: second?.id, score: 1 },
    ];
    const noProfile = await api('PUT', `/applications/${application.id}/values`, {
      answers: ratings,
    });
    expect(noProfile.statusCode).toBe(409);
    await ok('PUT', `/companies/${company.id}/values-test`, {
      answers: [
        { valueId: first?.id, score: 5 },
        { valueId: second?.id, score: 3 },
      ],
    });
    // Distances 0 and 2/4 → mean 0.25 → fit 75.
    const detail = await ok<ApplicationDetail>('PUT', `/applications/${application.id}/values`, {
      answers: ratings,
    });
    expect(detail.scores.valuesTest).toBe(75);
    expect(detail.answers?.values).toHaveLength(2);
  });
});

describe('competency test', () => {
  it('scores each competency from its Likert items and feeds every application of the professional', async () => {
    const { application } = await assessedProcess();
    const empty = await ok<CompetencyResult>(
      'GET',
      `/candidates/${application.candidateId}/competency-test`,
    );
    expect(empty).toMatchObject({ overall: null, answeredAt: null });
    const result = await ok<CompetencyResult>(
      'PUT',
      `/candidates/${application.candidateId}/competency-test`,
      {
        answers: [
          { itemId: 'communication-1', score: 5 },
          { itemId: 'communication-2', score: 3 },
          { itemId: 'teamwork-1', score: 1 },
        ],
      },
    );
    const byId = Object.fromEntries(result.competencies.map((item) => [item.id, item.score]));
    expect(byId).toMatchObject({ communication: 75, teamwork: 0, leadership: null });
    expect(result.overall).toBe(37.5);
    const detail = await ok<ApplicationDetail>('GET', `/applications/${application.id}`);
    expect(detail.scores.competencyTest).toBe(37.5);
    expect(detail.competency?.overall).toBe(37.5);
    const unknownItem = await api('PUT', `/candidates/${application.candidateId}/competency-test`, {
      answers: [{ itemId: 'nope', score: 3 }],
    });
    expect(unknownItem.statusCode).toBe(400);
  });
  it("keeps each application's copy of the professional's score: taken, retaken, erased, and for an enrolment after it", async () => {
    const { process, application } = await assessedProcess();
    const { candidateId } = application;
    const competency = `/candidates/${candidateId}/competency-test`;
    const ranked = async (processId: string) =>
      (
        await ok<ApplicationPage>('GET', `/selective-processes/${processId}/applications`)
      ).rows.find((row) => row.candidateId === candidateId);
    await ok('PUT', competency, { answers: [{ itemId: 'communication-1', score: 3 }] });
    expect((await ranked(process.id))?.scores.competencyTest).toBe(50);
    await ok('PUT', competency, { answers: [{ itemId: 'communication-1', score: 5 }] });
    const retaken = await ranked(process.id);
    expect(retaken?.scores.competencyTest).toBe(100);
    expect(retaken?.breakdown).toContainEqual(
      expect.objectContaining({ assessment: 'competencyTest', score: 100 }),
    );
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const later = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, later.id);
    await ok('POST', `/selective-processes/${later.id}/applications`, { candidateId });
    expect((await ranked(later.id))?.scores.competencyTest).toBe(100);
    const { db } = ctx.database;
    // Written by hand, the copy is still the professional's.
    await db
      .update(applications)
      .set({ competencyScore: 1 })
      .where(eq(applications.candidateId, candidateId));
    const copies = () =>
      db
        .select({ score: applications.competencyScore })
        .from(applications)
        .where(eq(applications.candidateId, candidateId));
    expect(await copies()).toEqual([{ score: 100 }, { score: 100 }]);
    await db.delete(candidateCompetency).where(eq(candidateCompetency.candidateId, candidateId));
    expect(await copies()).toEqual([{ score: null }, { score: null }]);
    expect((await ranked(process.id))?.scores.competencyTest).toBeNull();
    await ok('PUT', competency, { answers: [{ itemId: 'communication-1', score: 5 }] });
    expect(await copies()).toEqual([{ score: 100 }, { score: 100 }]);
    await db.execute(sql`TRUNCATE candidate_competency`);
    expect(await copies()).toEqual([{ score: null }, { score: null }]);
  });
});

describe('video interview', () => {
  it('stores a video per question, serves it by ranges, and averages the scores', async () => {
    const { process, application } = await assessedProcess();
    const [why, challenge] = process.interviewQuestions;
    const upload = multipart('resposta.mp4', MP4, 'video/mp4');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/video-interview/${why?.id}`,
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const answer = uploaded.json<VideoAnswer>();
    expect(answer.videoUrl).toMatch(/^\/api\/files\/interviews\/.+\.mp4$/);
    const ranged = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/video-interview/${why?.id}/video`,
      headers: { ...headers, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload).toHaveLength(100);
    const videoUrl = `/api/applications/${application.id}/video-interview/${why?.id}/video`;
    const whole = await ctx.app.inject({ method: 'GET', url: videoUrl, headers });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(MP4);
    const pastTheEnd = await ctx.app.inject({
      method: 'GET',
      url: videoUrl,
      headers: { ...headers, range: `bytes=${MP4.length + 10}-` },
    });
    expect(pastTheEnd.statusCode).toBe(416);
    expect(pastTheEnd.json()).toMatchObject({
      statusCode: 416,
      message: 'Intervalo solicitado inválido',
    });
    const publicFile = await ctx.app.inject({ method: 'GET', url: answer.videoUrl ?? '' });
    expect(publicFile.statusCode).toBe(200);

    const image = multipart('foto.mp4', PNG, 'video/mp4');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/video-interview/${challenge?.id}`,
      headers: { ...headers, ...image.headers },
      payload: image.payload,
    });
    expect(refused.statusCode).toBe(415);
    const tooLarge = multipart(
      'grande.mp4',
      Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]),
      'video/mp4',
    );
    const large = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/video-interview/${challenge?.id}`,
      headers: { ...headers, ...tooLarge.headers },
      payload: tooLarge.payload,
    });
    expect(large.statusCode).toBe(413);

    const notUploaded = await api(
      'PUT',
      `/applications/${application.id}/video-interview/${challenge?.id}/score`,
      { score: 50 },
    );
    expect(notUploaded.statusCode).toBe(409);
    const scored = await ok<VideoAnswer>(
      'PUT',
      `/applications/${application.id}/video-interview/${why?.id}/score`,
      { score: 80, comment: 'Clara e objetiva' },
    );
    expect(scored).toMatchObject({
      score: 80,
      comment: 'Clara e objetiva',
      scoredBy: 'admin@test.local',
    });
    const outOfRange = await api(
      'PUT',
      `/applications/${application.id}/video-interview/${why?.id}/score`,
      { score: 101 },
    );
    expect(outOfRange.statusCode).toBe(400);
    const detail = await ok<ApplicationDetail>('GET', `/applications/${application.id}`);
    expect(detail.scores.videoInterview).toBe(80);
    expect(detail.videoAnswers.map((item) => item.score)).toEqual([80, null]);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'applications'), eq(auditLog.entityId, application.id)));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['video-interview.upload', 'video-interview.score']),
    );
  });
});

describe('application detail', () => {
  it('shows each used assessment score × weight and the weighted total', async () => {
    const { process, sheet, application } = await assessedProcess();
    await ok('PUT', `/applications/${application.id}/requirements`, {
      answers: process.requirements.map((requirement) => ({
        requirementId: requirement.id,
        meets: true,
      })),
    });
    await ok('PUT', `/applications/${application.id}/custom-test`, {
      answers: sheet.questions.map((question) => ({
        questionId: question.id,
        option: question.correctOption,
      })),
    });
    const detail = await ok<ApplicationDetail>('GET', `/applications/${application.id}`);
    // Default weights: requirements 15, questions 5, custom 25, values 20, competency 15, video 20 (all used).
    expect(
      detail.breakdown.map((row) => [row.assessment, row.score, row.weight, row.contribution]),
    ).toEqual([
      ['requirements', 100, 15, 15],
      ['questions', null, 5, 0],
      ['customTest', 100, 25, 25],
      ['valuesTest', null, 20, 0],
      ['competencyTest', null, 15, 0],
      ['videoInterview', null, 20, 0],
    ]);
    expect(detail.weightedScore).toBe(40);
    expect(detail.rank).toBe(1);
  });

  it('refuses answers once the application has an outcome', async () => {
    const { process, application } = await assessedProcess();
    await ok('POST', `/applications/${application.id}/status`, {
      status: 'withdrawn',
      reason: 'Desistiu',
    });
    const response = await api('PUT', `/applications/${application.id}/requirements`, {
      answers: [{ requirementId: process.requirements[0]?.id, meets: true }],
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('rescoring', () => {
  it('recomputes stored scores when the process, its sheet or the company profile change', async () => {
    const { company, process, sheet, application } = await assessedProcess();
    const [graduacao, ingles] = process.requirements;
    await ok('PUT', `/applications/${application.id}/requirements`, {
      answers: [
        { requirementId: graduacao?.id, meets: false },
        { requirementId: ingles?.id, meets: true },
      ],
    });
    await ok('PUT', `/applications/${application.id}/custom-test`, {
      answers: sheet.questions.map((question) => ({ questionId: question.id, option: 0 })),
    });
    const items = (await ok<{ rows: { id: string }[] }>('GET', '/values-test/items')).rows;
    await ok('PUT', `/companies/${company.id}/values-test`, {
      answers: [{ valueId: items[0]?.id, score: 5 }],
    });
    await ok('PUT', `/applications/${application.id}/values`, {
      answers: [{ valueId: items[0]?.id, score: 5 }],
    });
    const before = await ok<ApplicationDetail>('GET', `/applications/${application.id}`);
    expect(before).toMatchObject({
      flagged: true,
      scores: { requirements: 25, customTest: 75, valuesTest: 100 },
    });

    // Graduação becomes desirable and CNH is dropped: 1 of 3 met, nothing mandatory missing.
    const current = await ok<SelectiveProcess>('GET', `/selective-processes/${process.id}`);
    await ok('PUT', `/selective-processes/${process.id}`, {
      ...current,
      companyId: undefined,
      requirements: current.requirements
        .filter((requirement) => requirement.text !== 'CNH')
        .map((requirement) => ({ ...requirement, mandatory: false })),
    });
    // The sheet's second question now has option 0 as its correct answer: 4 of 4.
    await ok('PUT', `/question-sheets/${sheet.id}`, {
      name: sheet.name,
      questions: sheet.questions.map((question) => ({ ...question, correctOption: 0 })),
      updatedAt: sheet.updatedAt,
    });
    // The company now rates the value 1: the professional's 5 is the opposite end.
    await ok('PUT', `/companies/${company.id}/values-test`, {
      answers: [{ valueId: items[0]?.id, score: 1 }],
    });

    const after = await ok<ApplicationDetail>('GET', `/applications/${application.id}`);
    expect(after).toMatchObject({
      flagged: false,
      missingMandatory: [],
      scores: { requirements: 33.33, customTest: 100, valuesTest: 0 },
    });
  });
});
