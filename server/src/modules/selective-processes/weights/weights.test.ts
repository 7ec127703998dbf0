import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPage } from '@hub/contract/applications';
import {
  DEFAULT_WEIGHTS,
  weightsSumMessage,
  type WeightsAnswer,
  type WeightsPreviewAnswer,
} from '@hub/contract/weights';
import { applications, auditLog } from '../../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Only the custom test and the video interview are scored: the rest weighs 0 in these tests. */
const customAndVideo = (customTest: number, videoInterview: number) => ({
  requirements: 0,
  questions: 0,
  valuesTest: 0,
  competencyTest: 0,
  customTest,
  videoInterview,
  interview: 0,
});

describe('settings/weights', () => {
  it('answers the defaults until an administrator saves weights', async () => {
    const response = await api('GET', '/settings/weights');
    expect(response.json<WeightsAnswer>()).toEqual({
      weights: DEFAULT_WEIGHTS,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses weights that do not sum to 100 or are not integers, changing nothing', async () => {
    const sum = await api('PUT', '/settings/weights', { ...DEFAULT_WEIGHTS, questions: 10 });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().message).toBe(weightsSumMessage(105));
    const fraction = await api('PUT', '/settings/weights', {
      ...DEFAULT_WEIGHTS,
      questions: 4.5,
      customTest: 25.5,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().issues[0]).toMatchObject({
      path: 'questions',
      message: 'O peso de Perguntas auxiliares deve ser um número inteiro',
    });
    const negative = await api('PUT', '/settings/weights', { ...DEFAULT_WEIGHTS, questions: -5, customTest: 35 });
    expect(negative.statusCode).toBe(400);
    expect((await api('GET', '/settings/weights')).json<WeightsAnswer>().updatedAt).toBeNull();
  });

  it('saves and audits new weights, which re-rank processes at once; the preview shows the change first', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id, {
      useValuesTest: false,
      useCompetencyTest: false,
      interviewQuestions: [{ text: 'Apresente-se' }],
    });
    await openProcess(ctx.app, headers, process.id);
    const tester = await enrolNew(ctx.app, headers, process.id);
    const speaker = await enrolNew(ctx.app, headers, process.id);
    // The process uses only the video interview (no sheet, no requirements, profile tests off).
    const set = (id: string, values: Partial<typeof applications.$inferInsert>) =>
      ctx.database.db.update(applications).set(values).where(eq(applications.id, id));
    await set(tester.id, { videoInterviewScore: 40 });
    await set(speaker.id, { videoInterviewScore: 90 });

    await api('PUT', '/settings/weights', customAndVideo(50, 50));
    const before = (
      await api('GET', `/selective-processes/${process.id}/applications`)
    ).json<ApplicationPage>();
    expect(before.rows.map((row) => [row.id, row.weightedScore])).toEqual([
      [speaker.id, 90],
      [tester.id, 40],
    ]);

    const preview = await api('POST', '/settings/weights/preview', {
      selectiveProcessId: process.id,
      weights: customAndVideo(100, 0),
    });
    expect(preview.statusCode).toBe(200);
    // With the video weighing 0 the process's only used assessment weighs nothing: no score at all.
    expect(preview.json<WeightsPreviewAnswer>()).toMatchObject({
      totalItens: 2,
      rows: [
        { applicationId: speaker.id, currentScore: 90, currentPosition: 1, proposedScore: null },
        { applicationId: tester.id, currentScore: 40, currentPosition: 2, proposedScore: null },
      ],
    });

    const saved = await api('PUT', '/settings/weights', { ...DEFAULT_WEIGHTS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<WeightsAnswer>()).toMatchObject({
      weights: DEFAULT_WEIGHTS,
      updatedBy: 'admin@test.local',
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'assessment_weights'));
    expect(audits.map((row) => row.action)).toEqual(['weights.update', 'weights.update']);
    expect(audits[1]?.before).toEqual(customAndVideo(50, 50));
  });

  it('previews a reordering when the weights move between used assessments', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id, {
      useValuesTest: true,
      useCompetencyTest: false,
      requirements: [{ text: 'Graduação', mandatory: false }],
    });
    await openProcess(ctx.app, headers, process.id);
    const strong = await enrolNew(ctx.app, headers, process.id);
    const fitting = await enrolNew(ctx.app, headers, process.id);
    const set = (id: string, values: Partial<typeof applications.$inferInsert>) =>
      ctx.database.db.update(applications).set(values).where(eq(applications.id, id));
    await set(strong.id, { requirementsScore: 100, valuesScore: 20 });
    await set(fitting.id, { requirementsScore: 50, valuesScore: 100 });
    await api('PUT', '/settings/weights', {
      requirements: 60,
      questions: 0,
      customTest: 10,
      valuesTest: 10,
      competencyTest: 10,
      videoInterview: 10,
    });
    const preview = (
      await api('POST', '/settings/weights/preview', {
        selectiveProcessId: process.id,
        weights: {
          requirements: 10,
          questions: 0,
          customTest: 10,
          valuesTest: 60,
          competencyTest: 10,
          videoInterview: 10,
        },
      })
    ).json<WeightsPreviewAnswer>();
    // Current (60/10): strong 88.57, fitting 57.14. Proposed (10/60): strong 31.43, fitting 92.86.
    expect(
      preview.rows.map((row) => [
        row.applicationId,
        row.currentScore,
        row.currentPosition,
        row.proposedScore,
        row.proposedPosition,
      ]),
    ).toEqual([
      [fitting.id, 57.14, 2, 92.86, 1],
      [strong.id, 88.57, 1, 31.43, 2],
    ]);
    const unknown = await api('POST', '/settings/weights/preview', {
      selectiveProcessId: '00000000-0000-4000-8000-000000000000',
      weights: DEFAULT_WEIGHTS,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
