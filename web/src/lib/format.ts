/** Dates and money are shown pt-BR whatever the language switch says (DESIGN.md section 5). */
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));
export const formatDate = (value: string | Date): string => date.format(new Date(value));
/** Money travels in integer cents. */
export const formatMoney = (cents: number): string => money.format(cents / 100);

/** A score from 0 to 100 with the two decimals the ranking uses, pt-BR. */
/** An application's weighted score as a card or a record says it: 'Nota 72,5', or 'sem nota'. */
export const formatWeightedScore = (score: number | null): string =>
  score === null ? 'sem nota' : `Nota ${formatScore(score)}`;

export const formatScore = (score: number | null): string =>
  score === null
    ? '—'
    : score.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** '2026-03' → 'mar/26'. */
export const monthLabel = (month: string): string => {
  const [year, index] = month.split('-');
  return `${MONTHS[Number(index) - 1] ?? month}/${(year ?? '').slice(2)}`;
};
