const number = new Intl.NumberFormat('pt-BR');

/** A whole count as pt-BR writes it: '20.000'. */
export const formatCount = (count: number): string => number.format(count);

/**
 * A count and what it counts, in Portuguese: '1 candidato', '20.000 candidatos', '0 processos
 * abertos' (zero takes the plural, as in pt-BR). Never 'candidato(s)'.
 */
export const counted = (count: number, singular: string, plural: string): string =>
  `${formatCount(count)} ${count === 1 ? singular : plural}`;
