import { LogList } from '../components/log-list';
import { useProcessFilter } from '../components/process-scope';

/** The kanban actions: all of them, or one process's when its board links here. */
export const KanbanLogPage = () => <LogList kind="kanban" filters={[useProcessFilter()]} />;
