import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@hub/contract/applications';
import { COMPETENCIES } from '@hub/contract/assessments';
import type { Area } from '@hub/contract/candidates';
import { competencyScores } from '@hub/contract/scoring';
import {
  DEFAULT_STAGES,
  type ContractType,
  type ProcessStatus,
  type Seniority,
  type WorkMode,
} from '@hub/contract/selective-processes';
import type { Db } from '../db/client';
import {
  applications,
  candidateCompetency,
  candidates,
  companies,
  companyValuesAnswers,
  kanbanLog,
  processStages,
  questionSheets,
  selectiveProcesses,
  subscriptions,
  users,
  valuesTestItems,
} from '../db/schema/index';
import type { QuestionItem } from '../db/schema/selective-processes';
import { scoresOf } from '../modules/selective-processes/assessments/rescore.service';
import { keepProcessStages } from '../modules/selective-processes/applications/kept-stages';
import type { DemoSeeder } from './seeder';
import { createRandom } from './registry';

type Random = ReturnType<typeof createRandom>;
const DAY = 86_400_000;

type Template = {
  title: string;
  area: Area;
  seniority: Seniority;
  contractType: ContractType;
  workMode: WorkMode;
  requirements: [string, boolean][];
};

const TEMPLATES: Template[] = [
  {
    title: 'Analista Administrativo',
    area: 'administration',
    seniority: 'mid',
    contractType: 'clt',
    workMode: 'onsite',
    requirements: [
      ['Registro ativo no conselho', true],
      ['Graduação em Administração', true],
      ['Excel avançado', false],
      ['Experiência com compras', false],
    ],
  },
  {
    title: 'Coordenador de Recursos Humanos',
    area: 'people',
    seniority: 'senior',
    contractType: 'clt',
    workMode: 'hybrid',
    requirements: [
      ['Registro ativo no conselho', true],
      ['Experiência em gestão de equipes', true],
      ['Conhecimento de eSocial', false],
    ],
  },
  {
    title: 'Assistente Financeiro',
    area: 'finance',
    seniority: 'junior',
    contractType: 'clt',
    workMode: 'onsite',
    requirements: [
      ['Registro ativo no conselho', true],
      ['Conciliação bancária', false],
      ['Inglês intermediário', false],
    ],
  },
  {
    title: 'Consultor de Processos',
    area: 'consulting',
    seniority: 'specialist',
    contractType: 'pj',
    workMode: 'remote',
    requirements: [
      ['Certificação em gestão de processos', false],
      ['Experiência com BPMN', true],
    ],
  },
  {
    title: 'Estagiário de Gestão',
    area: 'administration',
    seniority: 'internship',
    contractType: 'internship',
    workMode: 'hybrid',
    requirements: [['Cursando Administração a partir do 5º semestre', true]],
  },
];

/** The demo's processes: every status, most of them with candidates. */
const PLAN: { status: ProcessStatus; applications: number }[] = [
  { status: 'open', applications: 90 },
  { status: 'in_progress', applications: 120 },
  { status: 'open', applications: 45 },
  { status: 'in_progress', applications: 60 },
  { status: 'closed', applications: 40 },
  { status: 'draft', applications: 0 },
  { status: 'cancelled', applications: 12 },
  { status: 'open', applications: 20 },
  { status: 'draft', applications: 0 },
];

/** The share of a process's candidates in each stage, from Inscritos to Contratados. */
const STAGE_SPREAD = [0.36, 0.26, 0.18, 0.11, 0.06, 0.03];

const shuffled = <Item>(random: Random, items: readonly Item[]): Item[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
};

const pickStage = (random: Random): number => {
  let draw = random.next();
  for (const [index, share] of STAGE_SPREAD.entries()) {
    if (draw < share) return index;
    draw -= share;
  }
  return 0;
};

const QUESTIONS = [
  {
    text: 'Tem disponibilidade para viagens?',
    type: 'yes_no' as const,
    options: [],
    expectedAnswer: true,
  },
  {
    text: 'Qual turno prefere?',
    type: 'single_choice' as const,
    options: ['Manhã', 'Tarde', 'Integral'],
    expectedAnswer: 'Integral',
  },
  {
    text: 'Por que quer trabalhar conosco?',
    type: 'text' as const,
    options: [],
    expectedAnswer: null,
  },
];

const SHEET_QUESTIONS = [
  {
    text: 'Qual documento registra o vínculo empregatício?',
    options: ['Carteira de Trabalho', 'RG', 'Título de eleitor'],
    correctOption: 0,
  },
  {
    text: 'O 13º salário é pago em quantas parcelas, no máximo?',
    options: ['Uma', 'Duas', 'Três'],
    correctOption: 1,
  },
  {
    text: 'Qual indicador mede a rotatividade de pessoal?',
    options: ['Turnover', 'EBITDA', 'ROI'],
    correctOption: 0,
  },
  {
    text: 'Fluxo de caixa registra:',
    options: ['Entradas e saídas de dinheiro', 'Somente vendas', 'Somente custos fixos'],
    correctOption: 0,
  },
  {
    text: 'Um organograma representa:',
    options: ['A estrutura hierárquica', 'O orçamento anual', 'O plano de marketing'],
    correctOption: 0,
  },
];

const INTERVIEW = [
  { text: 'Apresente-se e conte sua trajetória profissional.' },
  { text: 'Descreva um desafio que enfrentou e como o resolveu.' },
];

/** A professional's answers: better candidates (higher `skill`) answer better, with some noise. */
const answerAll = (
  random: Random,
  skill: number,
  process: typeof selectiveProcesses.$inferSelect,
  sheet: typeof questionSheets.$inferSelect,
  profile: { valueId: string; score: number }[],
) => {
  const likely = (chance: number) => random.chance(Math.min(0.97, Math.max(0.03, chance)));
  const requirementsAnswers = process.requirements.map((requirement) => ({
    requirementId: requirement.id,
    meets: likely(skill + (requirement.mandatory ? 0.15 : 0)),
    evidence: null,
  }));
  const answerOf = (question: QuestionItem): boolean | string => {
    if (question.type === 'yes_no') return likely(skill);
    if (question.type === 'text') return 'Quero crescer numa empresa que valoriza as pessoas.';
    return likely(skill) ? String(question.expectedAnswer) : random.pick(question.options);
  };
  const questionsAnswers = process.questions.map((question) => ({
    questionId: question.id,
    answer: answerOf(question),
  }));
  const customTestAnswers = sheet.questions.map((question) => ({
    questionId: question.id,
    option: likely(skill) ? question.correctOption : random.int(0, question.options.length - 1),
  }));
  const valuesAnswers = profile.map((value) => ({
    valueId: value.valueId,
    score: likely(skill) ? value.score : random.int(1, 5),
  }));
  const answers = {
    requirementsAnswers,
    questionsAnswers,
    customTestAnswers,
    valuesAnswers: valuesAnswers.length ? valuesAnswers : null,
  };
  return { ...answers, ...scoresOf({ process, sheet: sheet.questions, profile }, answers) };
};

/**
 * Where an application ended: whoever is in the last stage ('Contratados') was hired, as a move
 * there hires (moves.service.ts); in a final process the others were rejected or withdrew.
 */
const outcomeOf = (random: Random, processStatus: ProcessStatus, stage: number) => {
  if (stage === STAGE_SPREAD.length - 1)
    return { status: 'hired', statusReason: APPLICATION_MESSAGES.hiredAtStage(DEFAULT_STAGES[5]) };
  if (processStatus === 'closed')
    return { status: 'rejected', statusReason: 'Processo finalizado sem aprovação nesta etapa' };
  if (processStatus === 'cancelled')
    return { status: 'withdrawn', statusReason: 'Processo cancelado pela empresa' };
  if (stage > 0 && random.chance(0.08))
    return { status: 'rejected', statusReason: 'Perfil abaixo do esperado na etapa' };
  if (random.chance(0.04)) return { status: 'withdrawn', statusReason: 'Aceitou outra proposta' };
  return { status: 'active', statusReason: null };
};

/**
 * Selective processes of the subscribed demo companies, in every status, with applications spread
 * over the stages, assessments answered (scores from the contract's scoring functions), competency
 * sheets, and the kanban moves that brought each application to its stage. Skipped when any
 * process exists. Video interviews stay unanswered: the demo has no video files.
 */
export const processesSeeder: DemoSeeder = {
  name: 'processos seletivos, inscrições e avaliações',
  run: async (db: Db) => {
    const [existing] = await db
      .select({ id: selectiveProcesses.id })
      .from(selectiveProcesses)
      .limit(1);
    if (existing) return;
    const random = createRandom(5150);
    const owners = await db
      .selectDistinct({ id: companies.id })
      .from(companies)
      .innerJoin(
        subscriptions,
        and(eq(subscriptions.companyId, companies.id), eq(subscriptions.status, 'active')),
      )
      .where(eq(companies.status, 'active'))
      .orderBy(asc(companies.id))
      .limit(PLAN.length);
    const people = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.status, 'active'), ne(candidates.registrationStatus, 'irregular')))
      .orderBy(asc(candidates.id));
    if (owners.length === 0 || people.length === 0) return;
    const [admin] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.typeUser, 0))
      .limit(1);
    const values = await db
      .select({ id: valuesTestItems.id })
      .from(valuesTestItems)
      .where(eq(valuesTestItems.active, true));
    const skill = new Map(people.map((person) => [person.id, 0.25 + random.next() * 0.65]));
    const now = Date.now();

    await db.transaction(async (tx) => {
      await tx.insert(candidateCompetency).values(
        people
          .filter(() => random.chance(0.7))
          .map((person) => {
            const answers = COMPETENCIES.flatMap((competency) =>
              competency.items.map((item) => ({
                itemId: item.id,
                score: Math.max(
                  1,
                  Math.min(5, Math.round((skill.get(person.id) ?? 0.5) * 5 + random.int(-1, 1))),
                ),
              })),
            );
            const overall = competencyScores(
              COMPETENCIES,
              Object.fromEntries(answers.map((answer) => [answer.itemId, answer.score])),
            ).overall;
            return { candidateId: person.id, answers, overallScore: overall };
          }),
      );
      for (const [index, plan] of PLAN.entries()) {
        const owner = owners[index % owners.length];
        if (!owner) continue;
        const template = TEMPLATES[index % TEMPLATES.length] as Template;
        let profile = await tx
          .select({ valueId: companyValuesAnswers.valueId, score: companyValuesAnswers.score })
          .from(companyValuesAnswers)
          .where(eq(companyValuesAnswers.companyId, owner.id));
        if (profile.length === 0 && values.length > 0) {
          profile = values.map((value) => ({ valueId: value.id, score: random.int(1, 5) }));
          await tx
            .insert(companyValuesAnswers)
            .values(profile.map((row) => ({ companyId: owner.id, ...row })));
        }
        const [sheet] = await tx
          .insert(questionSheets)
          .values({
            companyId: owner.id,
            name: `Conhecimentos gerais ${index + 1}`,
            description: 'Questões de rotina administrativa e legislação trabalhista.',
            questions: SHEET_QUESTIONS.map((question) => ({ id: randomUUID(), ...question })),
          })
          .returning();
        if (!sheet) continue;
        const startsAt = new Date(now - (60 - index * 5) * DAY);
        const [process] = await tx
          .insert(selectiveProcesses)
          .values({
            companyId: owner.id,
            title: template.title,
            description: `Buscamos ${template.title.toLowerCase()} para compor a equipe. Oferecemos plano de saúde, vale-refeição e plano de carreira.`,
            area: template.area,
            seniority: template.seniority,
            contractType: template.contractType,
            workMode: template.workMode,
            city: template.workMode === 'remote' ? null : 'Curitiba',
            uf: template.workMode === 'remote' ? null : 'PR',
            salaryMinCents: 300_000 + index * 50_000,
            salaryMaxCents: 450_000 + index * 75_000,
            vacancies: 1 + (index % 3),
            maxCandidates: plan.applications > 100 ? 200 : null,
            startsAt: startsAt.toISOString().slice(0, 10),
            endsAt: new Date(startsAt.getTime() + 90 * DAY).toISOString().slice(0, 10),
            confidential: index === 3,
            requirements: template.requirements.map(([text, mandatory]) => ({
              id: randomUUID(),
              text,
              mandatory,
            })),
            questions: QUESTIONS.map((question) => ({ id: randomUUID(), ...question })),
            questionSheetId: sheet.id,
            interviewQuestions: INTERVIEW.map((question) => ({ id: randomUUID(), ...question })),
            status: plan.status,
            statusReason: plan.status === 'cancelled' ? 'Vaga congelada pela diretoria' : null,
            statusChangedAt: plan.status === 'draft' ? null : new Date(now - 20 * DAY),
            createdBy: admin?.id ?? null,
            createdAt: startsAt,
          })
          .returning();
        if (!process) continue;
        const stages = await tx
          .insert(processStages)
          .values(
            DEFAULT_STAGES.map((name, position) => ({
              selectiveProcessId: process.id,
              name,
              position,
            })),
          )
          .returning();
        stages.sort((left, right) => left.position - right.position);
        const [first] = stages;
        if (!first) continue;
        const enrolled = shuffled(random, people).slice(0, plan.applications);
        const applicationRows: (typeof applications.$inferInsert)[] = [];
        const moves: (typeof kanbanLog.$inferInsert)[] = [];
        for (const person of enrolled) {
          const stage = pickStage(random);
          // Every move and outcome in the past (a day a move, decided a day after the last), so
          // an administrator's first move on a fresh start is the most recent one, the one undone.
          const enrolledAt = new Date(
            Math.min(startsAt.getTime() + random.int(0, 20) * DAY, now - (stage * 2 + 2) * DAY),
          );
          const answered = stage > 0 || random.chance(0.5);
          const id = randomUUID();
          const outcome = outcomeOf(random, plan.status, stage);
          applicationRows.push({
            id,
            selectiveProcessId: process.id,
            candidateId: person.id,
            stageId: (stages[stage] ?? first).id,
            ...outcome,
            // Decided a day after the last move: the funnel's time to hire has figures.
            statusChangedAt:
              outcome.status === 'active'
                ? null
                : new Date(enrolledAt.getTime() + (stage * 2 + 1) * DAY),
            enrolledBy: admin?.id ?? null,
            ...(answered
              ? answerAll(random, skill.get(person.id) ?? 0.5, process, sheet, profile)
              : {}),
            createdAt: enrolledAt,
            updatedAt: enrolledAt,
          });
          // The moves that brought the application, stage by stage, to where it is.
          for (const [step, to] of stages.slice(1, stage + 1).entries())
            moves.push({
              action: 'move',
              selectiveProcessId: process.id,
              applicationId: id,
              actorId: admin?.id ?? null,
              actorEmail: admin?.email ?? null,
              fromStageId: stages[step]?.id ?? null,
              toStageId: to.id,
              fromStageName: stages[step]?.name ?? '',
              toStageName: to.name,
              createdAt: new Date(enrolledAt.getTime() + (step + 1) * 2 * DAY),
            });
        }
        if (applicationRows.length) await tx.insert(applications).values(applicationRows);
        if (moves.length) await tx.insert(kanbanLog).values(moves);
        await keepProcessStages(tx, process.id);
      }
    });
  },
};
