/** The council's calendar: its days (São Paulo's), and the business days of a legal deadline. */

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The council's calendar day (YYYY-MM-DD): deadlines are counted in São Paulo's days. */
export const councilDay = (at = new Date()): string => SAO_PAULO_DAY.format(at);

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Easter Sunday of a year (the Gregorian computus), YYYY-MM-DD. */
const easter = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * Brazil's national holidays of a year: the fixed ones of Lei 662/1949 (with Lei 6.802/1980's
 * 12 October and Lei 14.759/2023's 20 November, from 2024) and Good Friday. Carnival and Corpus
 * Christi are optional days off, not holidays: counted as business days, which only brings a
 * deadline sooner (decision 052).
 */
export const nationalHolidays = (year: number): string[] => [
  ...['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'].map((day) => `${year}-${day}`),
  ...(year >= 2024 ? [`${year}-11-20`] : []),
  addDays(easter(year), -2),
];

const isBusinessDay = (day: string): boolean => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(Number(day.slice(0, 4))).includes(day);
};

/** The `count`th business day after `day` (the day itself not counted), YYYY-MM-DD. */
export const addBusinessDays = (day: string, count: number): string => {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
};
