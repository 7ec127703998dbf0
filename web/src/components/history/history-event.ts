import { auditEntityName } from '@hub/contract/audit';
import type { HistoryEntity, HistoryEvent } from '@hub/contract/history';
import { paths } from '../../routes/paths';
import { auditChanges, auditSummary } from './audit-format';

export type EventText = {
  /** Who did what: 'Ana Souza alterou o status'. */
  headline: string;
  /** The other record it concerns, when the history is not that record's own: a process, an application. */
  record: { label: string; path: string | null } | null;
  /** Field by field, 'Status: Pendente → Ativa'. */
  details: string[];
};

/** How one event of a record's history reads, in Portuguese, from the record's point of view. */
export const eventText = (
  event: HistoryEvent,
  owner: HistoryEntity,
  ownerId: string,
): EventText => {
  const actor = event.actorName ?? 'Plataforma';
  switch (event.kind) {
    case 'audit': {
      const summary = auditSummary(event.entry);
      const own = event.entry.entity === owner && event.entry.entityId === ownerId;
      return {
        headline: `${actor} ${summary.action}`,
        record: own
          ? null
          : {
              label: `${auditEntityName(event.entry.entity)}${summary.record ? `: ${summary.record}` : ''}`,
              path: summary.path,
            },
        details: auditChanges(event.entry).map(
          (change) => `${change.label}: ${change.before} → ${change.after}`,
        ),
      };
    }
    case 'kanban':
      return {
        headline:
          event.action === 'undo'
            ? `${actor} desfez a movimentação de ${event.candidateName}`
            : `${actor} moveu ${event.candidateName} de etapa`,
        record:
          owner === 'selective_processes'
            ? null
            : {
                label: `Processo seletivo: ${event.processTitle}`,
                path: paths.dashboard.selectiveProcesses.view(event.selectiveProcessId),
              },
        details: [
          `${event.fromStage} → ${event.toStage}${event.undone ? ' (desfeita depois)' : ''}`,
        ],
      };
    case 'note':
      return {
        headline: `${actor} escreveu uma nota`,
        record:
          event.entity === owner || !event.processTitle
            ? null
            : { label: `Candidatura em ${event.processTitle}`, path: null },
        details: [],
      };
  }
};
