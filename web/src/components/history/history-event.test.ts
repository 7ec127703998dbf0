import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '@hub/contract/history';
import { eventText } from './history-event';

const at = '2026-11-20T13:00:00.000Z';
const candidateId = '11111111-1111-4111-8111-111111111111';
const processId = '22222222-2222-4222-8222-222222222222';

describe('eventText', () => {
  it('reads a status change of the record itself without naming the record, with its change', () => {
    const event: HistoryEvent = {
      kind: 'audit',
      id: '33333333-3333-4333-8333-333333333333',
      at,
      actorName: 'Ana Souza',
      entry: {
        id: '33333333-3333-4333-8333-333333333333',
        actorId: null,
        actorEmail: 'ana@conselho.org.br',
        actorName: 'Ana Souza',
        action: 'status.change',
        entity: 'candidates',
        entityId: candidateId,
        recordLabel: 'João da Silva',
        before: { status: 'active' },
        after: { status: 'blocked', statusReason: 'Documento vencido' },
        ip: null,
        createdAt: at,
      },
    };
    const text = eventText(event, 'candidates', candidateId);
    expect(text.headline).toMatch(/^Ana Souza /);
    expect(text.record).toBeNull();
    expect(text.details).toContain('Status: Ativo → Bloqueado');
    expect(text.details).toContain('Motivo: — → Documento vencido');
  });

  it('names the process of a stage move in a professional history, and not in the process own', () => {
    const event: HistoryEvent = {
      kind: 'kanban',
      id: '44444444-4444-4444-8444-444444444444',
      at,
      actorName: null,
      action: 'move',
      selectiveProcessId: processId,
      processTitle: 'Analista contábil',
      candidateName: 'João da Silva',
      fromStage: 'Inscritos',
      toStage: 'Entrevista',
      undone: true,
    };
    const inCandidate = eventText(event, 'candidates', candidateId);
    expect(inCandidate.headline).toBe('Plataforma moveu João da Silva de etapa');
    expect(inCandidate.record).toEqual({
      label: 'Processo seletivo: Analista contábil',
      path: `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${processId}`,
    });
    expect(inCandidate.details).toEqual(['Inscritos → Entrevista (desfeita depois)']);
    expect(eventText(event, 'selective_processes', processId).record).toBeNull();
  });
});
