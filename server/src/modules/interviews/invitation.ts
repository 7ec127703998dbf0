import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { formatInterviewTime, INTERVIEW_TIME_ZONE, type InterviewKind } from '@hub/contract/interviews';
import type { MailTemplate } from '@hub/contract/logs';
import type { MailCalendar } from '../../db/schema/index';
import { escapeHtml } from '../../lib/html';
import type { PlatformMail } from '../../lib/outbox/mails';

/** What an invitation, a cancellation and a reminder say of an interview. */
export type InterviewSummary = {
  id: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  kind: InterviewKind;
  address: string | null;
  link: string | null;
  notes: string | null;
  processTitle: string;
  companyName: string;
  candidate: { name: string; email: string; phone: string | null };
  interviewers: { name: string; email: string }[];
};

export type Person = { name: string; email: string };

/** 'Hub de Recrutamento <no-reply@hub.local>' → its name and address (MAIL_FROM is the invitation's organizer). */
export const organizerOf = (mailFrom: string): Person => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match?.[2]) return { name: match[1] || match[2], email: match[2] };
  return { name: mailFrom.trim(), email: mailFrom.trim() };
};

/**
 * The zone's VTIMEZONE from current tz data: São Paulo has kept -03:00 all year since 2019, and an
 * older rule set would move a December interview by an hour in the calendars that read it.
 */
const vtimezone = (zone: string): string | null => tzlib_get_ical_block(zone)[0] ?? null;

/**
 * The RFC 5545 invitation (or its cancellation): one VEVENT whose UID is the interview's, so a
 * reschedule (a higher SEQUENCE) replaces the event in the calendar that took it, and a CANCEL
 * removes it. Its times are São Paulo's wall clock under TZID with the zone's VTIMEZONE: luxon's
 * zoned date, since ical-generator writes a plain Date's machine-local hours under the TZID.
 */
export const invitationCalendar = (interview: InterviewSummary, organizer: Person, method: 'REQUEST' | 'CANCEL'): MailCalendar => {
  const calendar = ical({
    prodId: { company: 'Conselho', product: 'Hub de Recrutamento', language: 'PT-BR' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: INTERVIEW_TIME_ZONE, generator: vtimezone },
  });
  const zoned = (date: Date) => DateTime.fromJSDate(date, { zone: INTERVIEW_TIME_ZONE });
  const place = interview.kind === 'presencial' ? interview.address : interview.link;
  calendar.createEvent({
    id: `${interview.id}@${organizer.email.split('@')[1] ?? 'hub.local'}`,
    sequence: interview.sequence,
    start: zoned(interview.startsAt),
    end: zoned(interview.endsAt),
    timezone: INTERVIEW_TIME_ZONE,
    stamp: new Date(),
    summary: `Entrevista: ${interview.processTitle} · ${interview.companyName}`,
    description: [`Entrevista com ${interview.candidate.name}.`, interview.notes].filter(Boolean).join('\n\n'),
    location: place,
    url: interview.kind === 'online' ? interview.link : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: [interview.candidate, ...interview.interviewers].map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  });
  return { method, content: calendar.toString() };
};

/** The local wall-clock of an instant in São Paulo, for a test or a log line. */
export const saoPauloTime = (date: Date): string => DateTime.fromJSDate(date, { zone: INTERVIEW_TIME_ZONE }).toFormat('yyyy-LL-dd HH:mm');

const whereLine = (interview: InterviewSummary): string =>
  interview.kind === 'presencial' ? `Local: ${interview.address ?? ''}` : `Link da reunião: ${interview.link ?? ''}`;

/** A plain text and its HTML, paragraph by paragraph (the HTML escaped, a link made clickable). */
export const bodies = (paragraphs: string[]): { text: string; html: string } => ({
  text: paragraphs.join('\n\n'),
  html: paragraphs
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/\n/g, '<br>');
      return `<p>${escaped.replace(/(https:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`;
    })
    .join(''),
});

export type InvitationKind = 'booked' | 'rescheduled' | 'cancelled';

const HEADLINE: Record<InvitationKind, string> = {
  booked: 'Entrevista agendada',
  rescheduled: 'Entrevista remarcada',
  cancelled: 'Entrevista cancelada',
};

/**
 * The mails of one change: one to the professional and one to each interviewer, each carrying the
 * same calendar part. The professional reads the notes; an interviewer, whom they will meet.
 */
export const invitationMails = (interview: InterviewSummary, organizer: Person, kind: InvitationKind, reason?: string): PlatformMail[] => {
  const calendar = invitationCalendar(interview, organizer, kind === 'cancelled' ? 'CANCEL' : 'REQUEST');
  const when = formatInterviewTime(interview.startsAt);
  const subject = `${HEADLINE[kind]}: ${interview.processTitle} · ${when}`;
  const template: MailTemplate = kind === 'cancelled' ? 'interview-cancel' : 'interview-invite';
  const duration = Math.round((interview.endsAt.getTime() - interview.startsAt.getTime()) / 60_000);
  const detail = [`Quando: ${when} (horário de Brasília), ${duration} minutos`, whereLine(interview)].join('\n');
  const closing =
    kind === 'cancelled'
      ? [reason ? `Motivo: ${reason}` : null, 'O evento sai da sua agenda com este e-mail.']
      : ['O convite em anexo adiciona a entrevista à sua agenda.'];
  const forCandidate = bodies(
    [
      `Olá, ${interview.candidate.name}.`,
      `${HEADLINE[kind]} para o processo seletivo ${interview.processTitle} (${interview.companyName}).`,
      detail,
      kind === 'cancelled' ? null : interview.notes,
      ...closing,
    ].filter((line): line is string => Boolean(line)),
  );
  const forInterviewer = (person: Person) =>
    bodies(
      [
        `Olá, ${person.name}.`,
        `${HEADLINE[kind]} com ${interview.candidate.name} no processo seletivo ${interview.processTitle} (${interview.companyName}).`,
        detail,
        ...closing,
      ].filter((line): line is string => Boolean(line)),
    );
  return [
    { template, to: { name: interview.candidate.name, email: interview.candidate.email }, subject, calendar, ...forCandidate },
    ...interview.interviewers.map((person) => ({ template, to: person, subject, calendar, ...forInterviewer(person) })),
  ];
};

/** A reminder's text: to the professional before the interview, or to an interviewer on its morning. */
export const reminderMail = (interview: InterviewSummary, to: Person, audience: 'candidate' | 'interviewer' | 'follower'): PlatformMail => {
  const when = formatInterviewTime(interview.startsAt);
  const names = interview.interviewers.map((person) => person.name).join(', ');
  const lines: (string | null)[] = {
    candidate: [
      `Olá, ${to.name}.`,
      `Lembrete: sua entrevista do processo seletivo ${interview.processTitle} (${interview.companyName}) é ${when} (horário de Brasília).`,
      whereLine(interview),
      interview.notes,
    ],
    interviewer: [
      `Olá, ${to.name}.`,
      `Hoje você entrevista ${interview.candidate.name} no processo seletivo ${interview.processTitle} (${interview.companyName}), ${when}.`,
      whereLine(interview),
    ],
    follower: [
      `Olá, ${to.name}.`,
      `Hoje ${interview.candidate.name} tem entrevista no processo seletivo ${interview.processTitle} (${interview.companyName}), ${when}${names ? `, com ${names}` : ''}.`,
      whereLine(interview),
      'Você recebe este lembrete porque acompanha o processo seletivo.',
    ],
  }[audience];
  return {
    template: 'interview-reminder',
    to,
    subject: `Lembrete de entrevista: ${interview.processTitle} · ${when}`,
    ...bodies(lines.filter((line): line is string => Boolean(line))),
  };
};

/** To an interviewer who has not filled the scorecard of an interview that has ended. */
export const scorecardReminderMail = (interview: InterviewSummary, to: Person): PlatformMail => {
  const when = formatInterviewTime(interview.startsAt);
  return {
    template: 'interview-scorecard-reminder',
    to,
    subject: `Avalie a entrevista: ${interview.candidate.name} · ${interview.processTitle}`,
    ...bodies([
      `Olá, ${to.name}.`,
      `Falta a sua avaliação da entrevista com ${interview.candidate.name} no processo seletivo ${interview.processTitle} (${interview.companyName}), ${when}.`,
      'Preencha-a na aba Entrevistas do processo seletivo, em Avaliar.',
    ]),
  };
};
