import type { LogKind } from '@hub/contract/logs';
import { LogList } from '../components/log-list';

export const LogKindPage = ({ kind, defaultStatus }: { kind: LogKind; defaultStatus?: string }) => (
  <LogList key={kind} kind={kind} defaultStatus={defaultStatus} />
);
