import { DateTime } from 'luxon';
import { INTERVIEW_TIME_ZONE, type InterviewCalendarQuery } from '@hub/contract/interviews';

/*
 * The calendar's state as its URL holds it (a shared link, Back or a reload shows the same week
 * and filters): `visao` and `data`, and the filters named as the contract names them. Without
 * `interviewerId` the calendar shows the administrator's own interviews; 'todos' shows everyone's.
 */

export const CALENDAR_VIEWS = ['semana', 'dia', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = { semana: 'Semana', dia: 'Dia', agenda: 'Agenda' };
/** The view react-big-calendar names for each of ours. */
export const RBC_VIEWS = { semana: 'week', dia: 'day', agenda: 'agenda' } as const;

/** How many days the agenda lists from its first day (react-big-calendar's own default). */
export const AGENDA_DAYS = 30;
/** The interviewer filter's value for every interviewer. */
export const EVERY_INTERVIEWER = 'todos';
export const FILTER_PARAMS = ['interviewerId', 'processId', 'companyId', 'uf'] as const;

export type CalendarState = {
  view: CalendarView;
  /** The day shown (São Paulo), yyyy-MM-dd. */
  day: string;
  /** An administrator's id, or EVERY_INTERVIEWER. */
  interviewer: string;
  processId?: string;
  companyId?: string;
  uf?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in São Paulo, yyyy-MM-dd. */
export const todayInSaoPaulo = (now = new Date()): string =>
  DateTime.fromJSDate(now, { zone: INTERVIEW_TIME_ZONE }).toISODate() ?? '';

/** A phone shows a day by default (a week's seven columns do not fit 390 px), a desk the week. */
export const defaultViewOf = (phone: boolean): CalendarView => (phone ? 'dia' : 'semana');

export const calendarStateOf = (params: URLSearchParams, viewerId: string, now = new Date(), fallbackView: CalendarView = 'semana'): CalendarState => {
  const view = CALENDAR_VIEWS.find((known) => known === params.get('visao')) ?? fallbackView;
  const asked = params.get('data') ?? '';
  const day = DAY.test(asked) && DateTime.fromISO(asked, { zone: INTERVIEW_TIME_ZONE }).isValid ? asked : todayInSaoPaulo(now);
  const state: CalendarState = { view, day, interviewer: params.get('interviewerId') || viewerId };
  for (const name of ['processId', 'companyId', 'uf'] as const) {
    const value = params.get(name);
    if (value) state[name] = value;
  }
  return state;
};

/** The period a view shows in São Paulo: the week from Sunday, the day, or the agenda's 30 days. */
export const windowOf = (view: CalendarView, day: string): { from: DateTime; to: DateTime } => {
  const start = DateTime.fromISO(day, { zone: INTERVIEW_TIME_ZONE }).startOf('day');
  if (view === 'dia') return { from: start, to: start.plus({ days: 1 }) };
  if (view === 'agenda') return { from: start, to: start.plus({ days: AGENDA_DAYS }) };
  const sunday = start.minus({ days: start.weekday % 7 });
  return { from: sunday, to: sunday.plus({ days: 7 }) };
};

/** The API's query for what the calendar shows. */
export const calendarQueryOf = (state: CalendarState): InterviewCalendarQuery => {
  const { from, to } = windowOf(state.view, state.day);
  const query: InterviewCalendarQuery = { from: from.toUTC().toISO() ?? '', to: to.toUTC().toISO() ?? '' };
  if (state.interviewer !== EVERY_INTERVIEWER) query.interviewerId = state.interviewer;
  if (state.processId) query.processId = state.processId;
  if (state.companyId) query.companyId = state.companyId;
  if (state.uf) query.uf = state.uf;
  return query;
};

/** The day `steps` views before or after (a week, a day, or the agenda's 30 days). */
export const shiftDay = (view: CalendarView, day: string, steps: number): string => {
  const start = DateTime.fromISO(day, { zone: INTERVIEW_TIME_ZONE });
  const moved =
    view === 'semana' ? start.plus({ weeks: steps }) : view === 'dia' ? start.plus({ days: steps }) : start.plus({ days: steps * AGENDA_DAYS });
  return moved.toISODate() ?? day;
};

/** The toolbar's title: 'março de 2026', '12 – 18 de abril de 2026', 'ter., 14 de abril'. */
export const periodLabel = (view: CalendarView, day: string): string => {
  const { from, to } = windowOf(view, day);
  const last = to.minus({ days: 1 });
  const pt = (date: DateTime, format: string) => date.setLocale('pt-BR').toFormat(format);
  if (view === 'dia') return pt(from, "cccc, d 'de' LLLL 'de' yyyy");
  if (from.month === last.month) return `${from.day} – ${pt(last, "d 'de' LLLL 'de' yyyy")}`;
  if (from.year === last.year) return `${pt(from, "d 'de' LLLL")} – ${pt(last, "d 'de' LLLL 'de' yyyy")}`;
  return `${pt(from, "d 'de' LLLL 'de' yyyy")} – ${pt(last, "d 'de' LLLL 'de' yyyy")}`;
};
