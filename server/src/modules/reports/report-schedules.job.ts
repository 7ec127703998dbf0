import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  lastTwelveMonths,
  REPORT_FREQUENCY_LABELS,
  SCHEDULED_REPORT_LABELS,
  type ReportFrequency,
  type ScheduledReport,
} from '@hub/contract/reports';
import type { Config } from '../../config';
import { reportScheduleRecipients, reportSchedules, superAdminProfiles, users } from '../../db/schema/index';
import { recordSystemAudit } from '../../lib/audit';
import type { JobHandler } from '../../lib/jobs/worker';
import { enqueueMail } from '../../lib/outbox/mails';
import { loadAccess } from '../../lib/permissions';
import { XLSX_TYPE } from '../../lib/xlsx';
import { textToHtml } from '../message-templates/template-values';
import { reportReader } from './report-reader';
import { REPORT_SHEETS } from './report-sheets';
import { nextReportRun, scheduleJobKey } from './report-schedules.service';

/**
 * A scheduled report's run (decision 053), once on one instance: each recipient who may still export
 * it gets its .xlsx computed for their own scope, through the outbox; then the next run is set. A
 * schedule deleted since does nothing.
 */
export const sendScheduledReport =
  (config: Config): JobHandler =>
  async (tx, job) => {
    const id = job.key.slice(scheduleJobKey('').length);
    const [schedule] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    if (!schedule) return;
    const report = schedule.report as ScheduledReport;
    const sheet = REPORT_SHEETS[report];
    const recipients = await tx
      .select({ userId: users.id, name: superAdminProfiles.name, email: users.email, status: users.status })
      .from(reportScheduleRecipients)
      .innerJoin(users, eq(users.id, reportScheduleRecipients.userId))
      .innerJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
      .where(eq(reportScheduleRecipients.scheduleId, id))
      .orderBy(asc(superAdminProfiles.name));
    const today = DateTime.now().setZone('America/Sao_Paulo');
    const period = lastTwelveMonths(today.toISODate() ?? '');
    const label = SCHEDULED_REPORT_LABELS[report];
    const filename = `${sheet.name}-${today.toISODate()}.xlsx`;
    const sent: string[] = [];
    const skipped: string[] = [];
    // Counted afresh for each recipient's scope, in the action's transaction.
    const reports = reportReader(tx, { defaultDays: config.notifyIdleDays, ttlSeconds: 0, timeoutMs: config.reportTimeoutMs });
    for (const recipient of recipients) {
      const { permissions, scope } = await loadAccess(tx, recipient.userId);
      // Each gets only what their profile and scope allow today: without the export, nothing.
      if (recipient.status !== 'active' || !permissions.includes(sheet.exportPermission)) {
        skipped.push(recipient.email);
        continue;
      }
      const file = await sheet.xlsxFile(reports, { ...schedule.filters, ...period }, scope);
      const text = [
        `Olá, ${recipient.name}.`,
        `Segue em anexo o relatório "${label}" dos últimos 12 meses, até ${today.toFormat('dd/MM/yyyy')}${scope ? `, das UFs ${scope.join(', ')}` : ''}.`,
        `Envio agendado: ${REPORT_FREQUENCY_LABELS[schedule.frequency as ReportFrequency].toLowerCase()}. Para deixar de recebê-lo, peça a quem o agendou em Relatórios.`,
      ].join('\n\n');
      await enqueueMail(tx, {
        template: 'scheduled-report',
        to: { name: recipient.name, email: recipient.email },
        subject: `Relatório: ${label} (${today.toFormat('dd/MM/yyyy')})`,
        text,
        html: textToHtml(text),
        attachment: { filename, contentType: XLSX_TYPE, base64: file.toString('base64') },
      });
      sent.push(recipient.email);
    }
    await recordSystemAudit(tx, [
      { action: 'report-schedule.run', entity: 'report_schedules', entityId: id, after: { report, sent: sent.length, skipped } },
    ]);
    return { next: nextReportRun(schedule.frequency as ReportFrequency, new Date()) };
  };
