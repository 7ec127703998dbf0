import type { FastifyInstance } from 'fastify';
import { interviewOperations } from '@hub/contract/interviews';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as service from './interviews.service';
import { listApplicationScorecards, recordAttendance, saveScorecard } from './scorecards.service';

/** Interviews: booked for one application or several of a process, rescheduled, cancelled, listed. */
export const interviewsModule = domainModule({ after: 'selective-processes' }, async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const settings = { config };
  serveOperations(app, interviewOperations, {
    listApplicationInterviews: (request) => service.listApplicationInterviews(db, request.params.id),
    listProcessInterviews: (request) => service.listProcessInterviews(db, request.params.id),
    listCandidateInterviews: (request) => service.listCandidateInterviews(db, request, request.params.id),
    listProcessInterviewers: (request) => service.listProcessInterviewers(db, request.params.id),
    listInterviewCalendar: (request) => service.listInterviewCalendar(db, request, request.query),
    listCalendarInterviewers: (request) => service.listCalendarInterviewers(db, request),
    bookInterview: (request) => service.bookInterview(db, request, settings, request.params.id, request.body),
    bookInterviews: (request) => service.bookInterviews(db, request, settings, request.params.id, request.body),
    rescheduleInterview: (request) => service.rescheduleInterview(db, request, settings, request.params.id, request.body),
    recordInterviewAttendance: async (request) => {
      await recordAttendance(db, request, request.params.id, request.body);
      return service.getInterview(db, request.params.id);
    },
    saveInterviewScorecard: (request) => saveScorecard(db, request, request.params.id, request.body),
    listApplicationScorecards: (request) => listApplicationScorecards(db, request.params.id),
    cancelInterview: (request) => service.cancelInterview(db, request, settings, request.params.id, request.body),
  });
});
