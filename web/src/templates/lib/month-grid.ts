/** The weeks shown by a month view, in local time, and the keys that match events to days. */

export type WeekStart = 0 | 1;

/** Sunday in English, Monday in German and French. */
export const weekStartOf = (language: string | undefined): WeekStart => (language === 'en' ? 0 : 1);

/** Whole weeks from the week holding the 1st to the week holding the last day (4 to 6 rows). */
export const monthGrid = (year: number, month: number, weekStart: WeekStart): Date[][] => {
  const first = new Date(year, month, 1);
  const last = new Date(year, month + 1, 0);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const trail = (weekStart + 6 - last.getDay() + 7) % 7;
  const days = lead + last.getDate() + trail;
  const weeks: Date[][] = [];
  for (let index = 0; index < days; index += 1) {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(new Date(year, month, 1 - lead + index));
  }
  return weeks;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a local date: what events and date inputs share. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local date of a YYYY-MM-DD key. */
export const fromDayKey = (key: string) => {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The month before or after, as [year, month]. */
export const shiftMonth = (year: number, month: number, by: number): [number, number] => {
  const date = new Date(year, month + by, 1);
  return [date.getFullYear(), date.getMonth()];
};
