import { dayKey } from '../lib/month-grid';

export const EVENT_COLORS = [
  'primary',
  'info',
  'success',
  'warning',
  'error',
  'secondary',
] as const;
export type EventColor = (typeof EVENT_COLORS)[number];

/** A calendar event: sample ones name their translated title (`sampleKey`), new ones hold it. */
export type CalendarEvent = {
  id: string;
  day: string;
  start: string;
  end: string;
  color: EventColor;
  sampleKey?: string;
  title?: string;
};

const SAMPLES: { key: string; day: number; start: string; end: string; color: EventColor }[] = [
  { key: 'standup', day: 2, start: '09:00', end: '09:15', color: 'info' },
  { key: 'review', day: 5, start: '14:00', end: '15:00', color: 'primary' },
  { key: 'lunch', day: 9, start: '12:30', end: '13:30', color: 'success' },
  { key: 'planning', day: 12, start: '10:00', end: '11:30', color: 'secondary' },
  { key: 'deadline', day: 16, start: '18:00', end: '18:30', color: 'error' },
  { key: 'workshop', day: 16, start: '09:30', end: '12:00', color: 'warning' },
  { key: 'interview', day: 20, start: '15:00', end: '16:00', color: 'info' },
  { key: 'release', day: 24, start: '11:00', end: '11:30', color: 'primary' },
  { key: 'retro', day: 27, start: '16:00', end: '17:00', color: 'secondary' },
];

/** The sample events fall in the month of the first visit, so the calendar never opens empty. */
export const sampleEvents = (today = new Date()): CalendarEvent[] =>
  SAMPLES.map((sample) => ({
    id: sample.key,
    day: dayKey(new Date(today.getFullYear(), today.getMonth(), sample.day)),
    start: sample.start,
    end: sample.end,
    color: sample.color,
    sampleKey: sample.key,
  }));
