import type { LogKind } from '@hub/contract/logs';
import { LogDetailDrawer } from '../components/log-detail-drawer';
import { LogPage, type LogScope } from '../components/log-page';
import { LOG_COLUMNS, LOG_STATUS_LABELS, LOG_TITLES, LOG_VALUE_LABELS } from '../logs.config';

/** Logs with an address: their drawer shows that recipient's timeline of deliveries. */
const TIMELINE_FIELD: Partial<Record<LogKind, string>> = {
  emails: 'to',
  'email-errors': 'to',
  'email-sending-errors': 'to',
  whatsapp: 'to',
};

export const LogKindPage = ({
  kind,
  defaultStatus,
  scope,
}: {
  kind: LogKind;
  defaultStatus?: string;
  scope?: LogScope;
}) => (
  <LogPage
    key={kind}
    title={LOG_TITLES[kind]}
    apiPath={`/logs/${kind}`}
    columns={LOG_COLUMNS[kind]}
    statusLabels={LOG_STATUS_LABELS[kind]}
    valueLabels={LOG_VALUE_LABELS[kind]}
    defaultStatus={defaultStatus}
    scope={scope}
    renderDrawer={(row, close) => (
      <LogDetailDrawer
        title={LOG_TITLES[kind]}
        row={row}
        valueLabels={LOG_VALUE_LABELS[kind]}
        timelineField={TIMELINE_FIELD[kind]}
        onClose={close}
      />
    )}
  />
);
