import { describe, expect, it } from 'vitest';
import { planLines } from './plan-lines';

describe('planLines', () => {
  it('words each limit once, numbers in pt-BR, and drops the features that repeat them', () => {
    expect(
      planLines({
        maxOpenProcesses: 10,
        maxApplicationsPerProcess: 2000,
        features: [
          '10 processos seletivos abertos',
          'Até 2.000 inscrições por processo',
          'Prova personalizada',
        ],
      }),
    ).toEqual([
      'Até 10 processos seletivos abertos',
      'Até 2.000 candidaturas por processo',
      'Prova personalizada',
    ]);
  });

  it('drops "ilimitado" features of unlimited plans and keeps the others', () => {
    expect(
      planLines({
        maxOpenProcesses: null,
        maxApplicationsPerProcess: null,
        features: [
          'Processos seletivos ilimitados',
          'Inscrições ilimitadas',
          'Atendimento dedicado',
        ],
      }),
    ).toEqual([
      'Processos seletivos abertos ilimitados',
      'Candidaturas ilimitadas por processo',
      'Atendimento dedicado',
    ]);
  });

  it('keeps a feature that names another number or another subject', () => {
    expect(
      planLines({
        maxOpenProcesses: 600,
        maxApplicationsPerProcess: 150,
        features: [
          'Até 600 inscrições por processo',
          'Ranking de 150 critérios',
          'Tudo do Essencial',
        ],
      }),
    ).toEqual([
      'Até 600 processos seletivos abertos',
      'Até 150 candidaturas por processo',
      'Até 600 inscrições por processo',
      'Ranking de 150 critérios',
      'Tudo do Essencial',
    ]);
    expect(planLines({ maxOpenProcesses: 1, maxApplicationsPerProcess: 1, features: [] })).toEqual([
      'Até 1 processo seletivo aberto',
      'Até 1 candidatura por processo',
    ]);
  });
});
