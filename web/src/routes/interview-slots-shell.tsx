import { QueryProvider } from '../app/query-provider';
import { InterviewSlotsPage } from '../features/interviews/pages/interview-slots-page';

/** The slot page with the query cache the back-office's layouts would bring. */
const InterviewSlotsShell = () => (
  <QueryProvider>
    <InterviewSlotsPage />
  </QueryProvider>
);
export default InterviewSlotsShell;
