/** The funnel's figures as read in pt-BR: "66,7%", "5 h", "2 dias". */
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export const NO_FIGURE = '—';

export const formatConversion = (conversion: number | null): string =>
  conversion === null ? NO_FIGURE : percent.format(conversion);

/** From a day on in days; under a day as a stay is shown (formatHours). */
export const formatDays = (days: number | null): string => {
  if (days === null) return NO_FIGURE;
  if (days < 1) return formatHours(days * 24);
  const shown = decimal.format(days);
  return `${shown} ${shown === '1' ? 'dia' : 'dias'}`;
};

/** Under a day in hours (under an hour in minutes), from a day on in days. */
export const formatHours = (hours: number | null): string => {
  if (hours === null) return NO_FIGURE;
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 24) return `${decimal.format(hours)} h`;
  return formatDays(hours / 24);
};
