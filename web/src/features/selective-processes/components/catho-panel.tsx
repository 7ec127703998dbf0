import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink } from 'react-router';
import {
  CATHO_MESSAGES,
  CATHO_STATE_LABELS,
  cathoOperations,
  type CathoState,
} from '@hub/contract/catho';
import { useCan } from '../../../auth/use-can';
import { OPEN_PROCESS_STATUSES, type SelectiveProcess } from '@hub/contract/selective-processes';
import { SectionCard } from '../../../components/section-card';
import { DetailList } from '../../../components/resource/detail-list';
import { StatusChip, type StatusColor } from '../../../components/status-chip';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCatho, usePublishCatho, useRemoveCatho } from '../api/catho';

const STATE_COLORS: Record<CathoState, StatusColor> = {
  draft: 'default',
  sent: 'info',
  live: 'success',
  removed: 'default',
  failed: 'error',
};

const when = (value: string | null) => (value ? formatDateTime(value) : null);

/** The process's posting on Catho: its state, and publish/update/remove through the server's adapter. */
export const CathoPanel = ({ process }: { process: SelectiveProcess }) => {
  const { data, isError, error } = useCatho(process.id);
  const publish = usePublishCatho(process.id);
  const remove = useRemoveCatho(process.id);
  const canPublish = useCan(cathoOperations.publishToCatho.permission);
  const canRemove = useCan(cathoOperations.removeFromCatho.permission);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!data) return null;

  const posting = data.posting;
  const published = posting !== null && posting.state !== 'removed';
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Vaga na Catho"
      description="Cada requisição e resposta fica no log da Catho."
    >
      <Stack spacing={3}>
        {!data.configured && <Alert severity="info">{CATHO_MESSAGES.notConfigured}</Alert>}
        {posting ? (
          <>
            <StatusChip
              label={CATHO_STATE_LABELS[posting.state]}
              color={STATE_COLORS[posting.state]}
            />
            <DetailList
              items={[
                ['Código na Catho', posting.externalId],
                [
                  'Endereço da vaga',
                  posting.externalUrl && (
                    <Link href={posting.externalUrl} target="_blank" rel="noreferrer">
                      {posting.externalUrl}
                    </Link>
                  ),
                ],
                ['Enviada em', when(posting.sentAt)],
                ['Publicada em', when(posting.liveAt)],
                ['Removida em', when(posting.removedAt)],
                ['Último erro', posting.lastError],
              ]}
            />
          </>
        ) : (
          <Typography variant="body2">Este processo ainda não foi publicado na Catho.</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {canPublish && (
            <Button
              variant="contained"
              disabled={!data.configured || !OPEN_PROCESS_STATUSES.includes(process.status)}
              loading={publish.isPending}
              onClick={() =>
                run(
                  () => publish.mutateAsync(),
                  published ? 'Vaga atualizada na Catho' : 'Vaga enviada à Catho',
                )
              }
            >
              {published ? 'Atualizar vaga' : 'Publicar vaga'}
            </Button>
          )}
          {canRemove && (
            <Button
              variant="outlined"
              color="error"
              disabled={!data.configured || !published}
              loading={remove.isPending}
              onClick={() => run(() => remove.mutateAsync(), 'Vaga removida da Catho')}
            >
              Remover vaga
            </Button>
          )}
          <Button component={RouterLink} to={paths.dashboard.logs.catho}>
            Ver log da Catho
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
};
