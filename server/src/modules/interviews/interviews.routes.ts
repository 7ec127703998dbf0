import type { FastifyInstance } from 'fastify';
import { interviewSlotOperations } from '@hub/contract/interview-slots';
import { interviewOperations } from '@hub/contract/interviews';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as service from './interviews.service';
import { listApplicationScorecards, recordAttendance, saveScorecard } from './scorecards.service';
import { askAnotherTime, chooseSlot, offerSlots, viewSlots } from './slot-links';

/** Interviews: booked for one application or several of a process, rescheduled, cancelled, listed. */
export const interviewsModule = domainModule({ after: 'selective-processes' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db, config } = deps;
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
  // The professional's slot link: offered by an administrator, answered on a public page (no session, the key stands for the professional).
  serveOperations(app, interviewSlotOperations, {
    offerInterviewSlots: (request) => offerSlots(db, request, config, request.params.id, request.body),
    viewInterviewSlots: (request) => viewSlots(deps, request.ip, request.body.key),
    chooseInterviewSlot: (request) => chooseSlot(deps, request, request.body),
    askAnotherInterviewTime: (request) => askAnotherTime(deps, request, request.body),
  });
});
