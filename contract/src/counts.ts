const number = new Intl.NumberFormat('pt-BR');

/** A whole count as pt-BR writes it: '20.000'. */
export const formatCount = (count: number): string => number.format(count);

/**
 * The word that agrees with a count, in Portuguese: the singular for one, the plural for zero and
 * many. For what stands apart from the number: its article ('a 1 linha', 'as 2 linhas'), or a
 * label under a figure.
 */
export const agreeing = (count: number, singular: string, plural: string): string =>
  count === 1 ? singular : plural;

/**
 * A count and what it counts, in Portuguese: '1 candidato', '20.000 candidatos', '0 processos
 * abertos' (zero takes the plural, as in pt-BR). Never 'candidato(s)'.
 */
export const counted = (count: number, singular: string, plural: string): string =>
  `${formatCount(count)} ${agreeing(count, singular, plural)}`;
