import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import type { z } from 'zod';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import type { SheetDraft } from './sheet-draft';

type SheetFormProps<Body> = {
  title: string;
  /** The typed answers' safety copy: cleared by a save, offered to discard when restored. */
  draft: Pick<SheetDraft<Record<string, unknown>>, 'restored' | 'clear' | 'discard'>;
  description?: ReactNode;
  /** The contract's schema of the body: its first message shows above the save button. */
  schema: z.ZodType<unknown, Body>;
  body: Body;
  save: (body: Body) => Promise<unknown>;
  saving: boolean;
  savedMessage: string;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * An answer sheet's card: the fields, the contract's validation, the save with its toast. A
 * refused save keeps every answer on screen (and in the draft) with the reason above the button.
 */
export const SheetForm = <Body,>({
  title,
  draft,
  description,
  schema,
  body,
  save,
  saving,
  savedMessage,
  submitLabel = 'Salvar respostas',
  children,
}: SheetFormProps<Body>) => {
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Respostas inválidas');
      return;
    }
    setError(null);
    try {
      await save(body);
      draft.clear();
      enqueueSnackbar(savedMessage, { variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  return (
    <SectionCard title={title} description={description}>
      {draft.restored && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={draft.discard}>
              Descartar
            </Button>
          }
        >
          Respostas ainda não salvas, recuperadas desta aba do navegador.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>{children}</Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" onClick={submit} loading={saving}>
          {submitLabel}
        </Button>
      </Box>
    </SectionCard>
  );
};
