import { useQuery } from '@tanstack/react-query';
import { applicationOperations } from '@hub/contract/applications';
import {
  candidateOperations,
  type CandidateBulkStatusInput,
  type CandidateCreate,
  type CandidateSettingsBody,
  type CandidateStatusBody,
  type CandidateUpdate,
  type WhatsappConsentBody,
} from '@hub/contract/candidates';
import { isMasked } from '@hub/contract/personal-data';
import type { BulkSelection } from '../../../components/resource/bulk-selection';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const candidateKeys = {
  all: ['candidates'] as const,
  one: (id: string) => ['candidates', id] as const,
};

export const useCandidate = (id: string) =>
  useQuery({
    queryKey: candidateKeys.one(id),
    queryFn: ({ signal }) => call(candidateOperations.getCandidate, { params: { id } }, signal),
  });
/**
 * The record as its edit form needs it: whole, since the form sends every field back. For a
 * profile that receives it masked the values are revealed, which the audit trail records
 * (decision 030); read once per opening of the form, never again on focus.
 */
export const useWholeCandidate = (id: string) =>
  useQuery({
    queryKey: [...candidateKeys.one(id), 'whole'],
    queryFn: async ({ signal }) => {
      const candidate = await call(candidateOperations.getCandidate, { params: { id } }, signal);
      if (![candidate.cpf, candidate.phone, candidate.birthDate].some(isMasked)) return candidate;
      const whole = await call(
        candidateOperations.revealCandidatePersonalData,
        { params: { id } },
        signal,
      );
      return { ...candidate, ...whole };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
export const useCandidateSettings = (id: string) =>
  useQuery({
    queryKey: [...candidateKeys.one(id), 'settings'],
    queryFn: ({ signal }) =>
      call(candidateOperations.getCandidateSettings, { params: { id } }, signal),
  });
export const useCandidateApplications = (id: string) =>
  useQuery({
    queryKey: [...candidateKeys.one(id), 'applications'],
    queryFn: ({ signal }) =>
      call(applicationOperations.listCandidateApplications, { params: { id } }, signal),
  });

export const useCreateCandidate = () =>
  useOperationMutation(
    candidateOperations.createCandidate,
    candidateKeys.all,
    (body: CandidateCreate) => ({ body }),
  );
export const useUpdateCandidate = (id: string) =>
  useOperationMutation(
    candidateOperations.updateCandidate,
    candidateKeys.all,
    (body: CandidateUpdate) => ({ params: { id }, body }),
  );
export const useCandidateStatus = (id: string) =>
  useOperationMutation(
    candidateOperations.changeCandidateStatus,
    candidateKeys.all,
    (body: CandidateStatusBody) => ({ params: { id }, body }),
  );
// The filter of a selection is the list's URL query: the server reads it with the list's own schema.
export const useBulkCandidateStatus = () =>
  useOperationMutation(
    candidateOperations.bulkChangeCandidateStatus,
    candidateKeys.all,
    (body: Omit<CandidateBulkStatusInput, 'selection'> & { selection: BulkSelection }) => ({
      body: { ...body, selection: body.selection as CandidateBulkStatusInput['selection'] },
    }),
  );
export const useUndoBulkCandidateStatus = () =>
  useOperationMutation(candidateOperations.undoBulkCandidateStatus, candidateKeys.all, (changeIds: string[]) => ({
    body: { changeIds },
  }));
export const useSaveCandidateSettings = (id: string) =>
  useOperationMutation(
    candidateOperations.updateCandidateSettings,
    candidateKeys.all,
    (body: CandidateSettingsBody) => ({ params: { id }, body }),
  );
export const useSendCandidatePasswordReset = (id: string) =>
  useOperationMutation(candidateOperations.sendCandidatePasswordReset, candidateKeys.all, () => ({
    params: { id },
  }));
export const useDeleteVideoResume = (id: string) =>
  useOperationMutation(candidateOperations.removeVideoResume, candidateKeys.all, () => ({
    params: { id },
  }));
export const useAnonymizeCandidate = (id: string) =>
  useOperationMutation(
    candidateOperations.anonymizeCandidate,
    candidateKeys.all,
    (reason: string) => ({
      params: { id },
      body: { reason, confirm: true as const },
    }),
  );

const consentsKey = (id: string) => [...candidateKeys.one(id), 'whatsapp-consents'] as const;

export const useWhatsappConsents = (id: string) =>
  useQuery({
    queryKey: consentsKey(id),
    queryFn: ({ signal }) =>
      call(candidateOperations.listWhatsappConsents, { params: { id } }, signal),
  });
// The preference follows the consent: the settings (under the record's key) reload too.
export const useRecordWhatsappConsent = (id: string) =>
  useOperationMutation(
    candidateOperations.recordWhatsappConsent,
    candidateKeys.one(id),
    (body: WhatsappConsentBody) => ({ params: { id }, body }),
  );
export const useRevokeWhatsappConsent = (id: string) =>
  useOperationMutation(
    candidateOperations.revokeWhatsappConsent,
    candidateKeys.one(id),
    (reason: string) => ({ params: { id }, body: { reason } }),
  );
