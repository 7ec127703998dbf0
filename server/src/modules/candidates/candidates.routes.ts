import type { FastifyInstance } from 'fastify';
import { candidateOperations } from '@hub/contract/candidates';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as candidates from './candidates.service';
import * as consents from './whatsapp-consents';

/** Professionals (candidates): registry, council registration, video resume, settings and LGPD. */
export const candidatesModule = domainModule({ after: 'companies' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = candidates.candidateResource.handlers(db);
  serveOperations(app, candidateOperations, {
    listCandidates: handle.list,
    exportCandidates: handle.export,
    createCandidate: (request) => candidates.createCandidate(db, request, request.body),
    getCandidate: handle.get,
    updateCandidate: (request) =>
      candidates.updateCandidate(db, request, request.params.id, request.body),
    bulkChangeCandidateStatus: (request) =>
      candidates.bulkChangeCandidateStatus(db, request, request.body),
    undoBulkCandidateStatus: (request) =>
      candidates.undoBulkCandidateStatus(db, request, request.body),
    changeCandidateStatus: (request) =>
      candidates.changeCandidateStatus(db, request, request.params.id, request.body),
    uploadVideoResume: (request) => candidates.uploadVideoResume(deps, request, request.params.id),
    removeVideoResume: async (request) => {
      await candidates.removeVideoResume(deps, request, request.params.id);
      return null;
    },
    getCandidateSettings: (request) => candidates.getCandidateSettings(db, request.params.id),
    updateCandidateSettings: (request) =>
      candidates.updateCandidateSettings(db, request, request.params.id, request.body),
    sendCandidatePasswordReset: (request) =>
      candidates.sendCandidatePasswordReset(deps, request, request.params.id),
    revealCandidatePersonalData: (request) =>
      candidates.revealPersonalData(db, request, request.params.id),
    exportCandidate: async (request, reply) => {
      const data = await candidates.exportCandidate(db, request.params.id);
      reply.header(
        'content-disposition',
        `attachment; filename="profissional-${request.params.id}.json"`,
      );
      return data;
    },
    listWhatsappConsents: (request) => consents.listWhatsappConsents(db, request.params.id),
    recordWhatsappConsent: (request) =>
      consents.recordWhatsappConsent(db, request, request.params.id, request.body),
    revokeWhatsappConsent: (request) =>
      consents.revokeWhatsappConsent(db, request, request.params.id, request.body),
    anonymizeCandidate: (request) =>
      candidates.anonymizeCandidate(deps, request, request.params.id, request.body),
  });
});
