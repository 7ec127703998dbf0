import type { PublicPlan } from '@hub/contract/plans';

type Limits = Pick<PublicPlan, 'maxOpenProcesses' | 'maxApplicationsPerProcess' | 'features'>;

const count = (value: number) => value.toLocaleString('pt-BR');
const APPLICATIONS = /\b(inscric|candidat)/;

/** One limit of a plan as the price table says it, and how a feature that restates it reads. */
type Limit = {
  value: number | null;
  line: string;
  /** Whether a feature (folded) is about the same limit ("inscrições", "candidaturas"...). */
  about: (text: string) => boolean;
};

const limitsOf = (plan: Limits): Limit[] => [
  {
    value: plan.maxOpenProcesses,
    line:
      plan.maxOpenProcesses === null
        ? 'Processos seletivos abertos ilimitados'
        : `Até ${count(plan.maxOpenProcesses)} ${plan.maxOpenProcesses === 1 ? 'processo seletivo aberto' : 'processos seletivos abertos'}`,
    about: (text) => /\bprocess/.test(text) && !APPLICATIONS.test(text),
  },
  {
    value: plan.maxApplicationsPerProcess,
    line:
      plan.maxApplicationsPerProcess === null
        ? 'Candidaturas ilimitadas por processo'
        : `Até ${count(plan.maxApplicationsPerProcess)} ${plan.maxApplicationsPerProcess === 1 ? 'candidatura' : 'candidaturas'} por processo`,
    about: (text) => APPLICATIONS.test(text),
  },
];

/** Lower case, without accents or thousands dots: "Até 2.000 Inscrições" → "ate 2000 inscricoes". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)\.(?=\d{3}\b)/g, '$1');

/** A feature that says the same as a limit: its subject, and the same number or "ilimitado". */
const restates = (feature: string, limit: Limit) => {
  const text = fold(feature);
  if (!limit.about(text)) return false;
  if (limit.value === null) return /\bilimitad/.test(text);
  return (text.match(/\d+/g) ?? []).map(Number).includes(limit.value);
};

/**
 * The lines of a plan's card: its limits, worded once from the numbers, then its own features
 * except those that repeat a limit ("Até 150 inscrições por processo" beside "Até 150
 * candidaturas por processo").
 */
export const planLines = (plan: Limits): string[] => {
  const limits = limitsOf(plan);
  return [
    ...limits.map((limit) => limit.line),
    ...plan.features.filter((feature) => !limits.some((limit) => restates(feature, limit))),
  ];
};
