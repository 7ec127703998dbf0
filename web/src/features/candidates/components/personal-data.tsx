import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toast';
import { candidateOperations } from '@hub/contract/candidates';
import { isMasked, PERSONAL_DATA_MESSAGES } from '@hub/contract/personal-data';
import { call, errorMessage } from '../../../lib/api-client';

/**
 * 'Mostrar' of one professional's personal data (decision 030): one call answers the CPF, phone
 * and birth date unmasked, and the server writes who saw them to the audit trail. Kept in the
 * page's state only: leaving the page masks them again.
 */
export const useRevealPersonalData = (candidateId: string) =>
  useMutation({
    mutationFn: () =>
      call(candidateOperations.revealCandidatePersonalData, { params: { id: candidateId } }),
    onError: (failure) => enqueueSnackbar(errorMessage(failure), { variant: 'error' }),
  });

/** A value as the server sent it, with 'Mostrar' beside it when it came masked. */
export const PersonalValue = ({
  value,
  shown,
  reveal,
  label,
}: {
  /** The value received: masked or whole. */
  value: string | null;
  /** How it reads on the page (formatted, or the revealed value once revealed). */
  shown: ReactNode;
  reveal: ReturnType<typeof useRevealPersonalData>;
  /** What is shown, for the button's accessible name ('Mostrar CPF'). */
  label: string;
}) => {
  if (!value) return null;
  if (!isMasked(value) || reveal.data) return <>{shown}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <span>{shown}</span>
      <Button
        size="small"
        variant="text"
        onClick={() => reveal.mutate()}
        loading={reveal.isPending}
        title={PERSONAL_DATA_MESSAGES.revealHint}
        aria-label={`${PERSONAL_DATA_MESSAGES.reveal} ${label}`}
        sx={{ minWidth: 0, py: 0 }}
      >
        {PERSONAL_DATA_MESSAGES.reveal}
      </Button>
    </Stack>
  );
};
