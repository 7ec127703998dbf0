import type { ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../lib/toast';
import type { idParamsSchema } from '@hub/contract/common';
import { LOGO_MAX_BYTES } from '@hub/contract/companies';
import type { Operation } from '@hub/contract/operation';
import { errorMessage } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operation-mutation';
import { useCan } from '../../auth/use-can';
import { SectionCard } from '../section-card';
import { FileButton } from './file-button';

/** A record's logo upload in the contract: its id in the path, the file sent as multipart. */
type LogoUpload = Operation & {
  params: typeof idParamsSchema;
  consumes: readonly ['multipart/form-data'];
};

type LogoCardProps = {
  name: string;
  logoUrl: string | null;
  /** The contract's upload (`companyOperations.uploadCompanyLogo`) and the record it is for. */
  upload: LogoUpload;
  recordId: string;
  /** Queries showing the logo, refreshed after the upload. */
  queryKey: readonly unknown[];
  disabled?: boolean;
};

/**
 * A company's or partner's logo: chosen, sent at once, checked by content on the server. A profile
 * without the upload's permission sees the logo alone.
 */
export const LogoCard = ({
  name,
  logoUrl,
  upload,
  recordId,
  queryKey,
  disabled,
}: LogoCardProps) => {
  const canUpload = useCan(upload.permission);
  const sending = useOperationMutation(upload, queryKey, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return { params: { id: recordId }, body };
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      enqueueSnackbar('O logotipo deve ter no máximo 2 MB', { variant: 'error' });
      return;
    }
    try {
      await sending.mutateAsync(file);
      enqueueSnackbar('Logotipo atualizado', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <SectionCard title="Logotipo" description="JPEG, PNG ou WebP, até 2 MB.">
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={logoUrl ?? undefined}
          alt={`Logotipo de ${name}`}
          sx={{ width: 96, height: 96, fontSize: 36 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        {canUpload && (
          <FileButton
            variant="outlined"
            disabled={disabled}
            loading={sending.isPending}
            accept="image/jpeg,image/png,image/webp"
            inputLabel="Arquivo do logotipo"
            onChange={(event) => void choose(event)}
          >
            {logoUrl ? 'Trocar logotipo' : 'Enviar logotipo'}
          </FileButton>
        )}
        {!logoUrl && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nenhum logotipo enviado
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
};
