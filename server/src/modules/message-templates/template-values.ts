import { eq, inArray, sql } from 'drizzle-orm';
import { renderTemplate, type TemplateValues } from '@hub/contract/message-templates';
import type { Db } from '../../db/client';
import {
  applications,
  candidates,
  companies,
  processStages,
  selectiveProcesses,
} from '../../db/schema/index';
import { escapeHtml } from '../../lib/html';

/** A company as messages name it: its trade name, else its legal name. */
export const companyName = sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`;

/** An application's people and places, as the fields name them. */
export type ApplicationValues = {
  applicationId: string;
  candidateId: string;
  companyId: string;
  email: string;
  values: Required<TemplateValues>;
};

/** The values of every field for each application: the professional, the company, the process and its current stage. */
export const valuesOfApplications = async (
  db: Db,
  applicationIds: string[],
): Promise<ApplicationValues[]> => {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      applicationId: applications.id,
      candidateId: candidates.id,
      companyId: companies.id,
      email: candidates.email,
      nome: candidates.name,
      empresa: companyName,
      processo: selectiveProcesses.title,
      etapa: processStages.name,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .innerJoin(processStages, eq(processStages.id, applications.stageId))
    .where(inArray(applications.id, applicationIds));
  return rows.map(({ applicationId, candidateId, companyId, email, ...values }) => ({
    applicationId,
    candidateId,
    companyId,
    email,
    values,
  }));
};

/** Plain text as mail HTML: escaped, its lines kept. */
export const textToHtml = (text: string): string =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/** A template rendered for one person: subject, plain text and HTML (the values escaped in it). */
export type RenderedMessage = { subject: string; text: string; html: string };

export const renderMessage = (
  template: { subject: string; body: string },
  values: TemplateValues,
): RenderedMessage => {
  const text = renderTemplate(template.body, values);
  return { subject: renderTemplate(template.subject, values), text, html: textToHtml(text) };
};

/**
 * A template rendered for the professional of each application, with the application's company,
 * process and stage: what an action on several applications (rejecting them with a message to
 * each) sends. Applications not found are left out.
 */
export const renderForApplications = async (
  db: Db,
  template: { subject: string; body: string },
  applicationIds: string[],
): Promise<(ApplicationValues & RenderedMessage)[]> =>
  (await valuesOfApplications(db, applicationIds)).map((found) => ({
    ...found,
    ...renderMessage(template, found.values),
  }));

/** One application's rendering, or undefined when there is no such application. */
export const renderFor = async (
  db: Db,
  template: { subject: string; body: string },
  applicationId: string,
): Promise<(ApplicationValues & RenderedMessage) | undefined> =>
  (await renderForApplications(db, template, [applicationId]))[0];
