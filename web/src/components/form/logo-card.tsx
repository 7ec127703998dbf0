import type { ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { LOGO_MAX_BYTES } from '@hub/contract/companies';
import { api, errorMessage } from '../../lib/api-client';
import { SectionCard } from '../section-card';

type LogoCardProps = {
  name: string;
  logoUrl: string | null;
  /** `POST` multipart endpoint answering `{logoUrl}`, e.g. `/companies/{id}/logo`. */
  uploadPath: string;
  /** Queries showing the logo, refreshed after the upload. */
  queryKey: readonly unknown[];
  disabled?: boolean;
};

/** A company's or partner's logo: chosen, sent at once, checked by content on the server. */
export const LogoCard = ({ name, logoUrl, uploadPath, queryKey, disabled }: LogoCardProps) => {
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<{ logoUrl: string }>(uploadPath, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey }),
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
      await upload.mutateAsync(file);
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
        <Button component="label" variant="outlined" disabled={disabled} loading={upload.isPending}>
          {logoUrl ? 'Trocar logotipo' : 'Enviar logotipo'}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Arquivo do logotipo"
            onChange={(event) => void choose(event)}
          />
        </Button>
        {!logoUrl && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nenhum logotipo enviado
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
};
