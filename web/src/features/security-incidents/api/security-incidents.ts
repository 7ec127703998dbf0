import { useQuery } from '@tanstack/react-query';
import {
  securityIncidentOperations,
  type IncidentStatus,
  type SecurityIncidentCreate,
  type SecurityIncidentUpdate,
} from '@hub/contract/security-incidents';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const securityIncidentKeys = {
  all: ['security-incidents'] as const,
  one: (id: string) => ['security-incidents', id] as const,
};

export const useSecurityIncident = (id: string) =>
  useQuery({
    queryKey: securityIncidentKeys.one(id),
    queryFn: ({ signal }) =>
      call(securityIncidentOperations.getSecurityIncident, { params: { id } }, signal),
  });

export const useCreateSecurityIncident = () =>
  useOperationMutation(
    securityIncidentOperations.createSecurityIncident,
    securityIncidentKeys.all,
    (body: SecurityIncidentCreate) => ({ body }),
  );
export const useUpdateSecurityIncident = (id: string) =>
  useOperationMutation(
    securityIncidentOperations.updateSecurityIncident,
    securityIncidentKeys.all,
    (body: SecurityIncidentUpdate) => ({ params: { id }, body }),
  );
export const useSecurityIncidentStatus = (id: string) =>
  useOperationMutation(
    securityIncidentOperations.changeSecurityIncidentStatus,
    securityIncidentKeys.all,
    (body: { status: IncidentStatus; reason: string | undefined }) => ({ params: { id }, body }),
  );
