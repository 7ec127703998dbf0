import { useProcessScope } from '../components/process-scope';
import { LogKindPage } from './log-kind-page';

/** The kanban actions: all of them, or one process's when its board links here. */
export const KanbanLogPage = () => <LogKindPage kind="kanban" scope={useProcessScope()} />;
