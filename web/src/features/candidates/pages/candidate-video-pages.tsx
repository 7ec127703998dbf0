import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { candidateOperations } from '@hub/contract/candidates';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { VideoUploadFields } from '../../../components/form/video-upload-fields';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useCandidate, useDeleteVideoResume } from '../api/candidates';
import { useUploadVideoResume } from '../api/upload-video-resume';
import { CandidateTabs } from '../../../components/candidate-tabs';

const useCrumbs = (title: string) => {
  const { candidateId = '' } = useParams();
  const { data } = useCandidate(candidateId);
  return {
    candidateId,
    candidate: data,
    crumbs: [
      { name: 'Profissionais', href: paths.dashboard.candidates.root },
      { name: data?.name ?? '…', href: paths.dashboard.candidates.view(candidateId) },
      { name: title },
    ],
  };
};

export const AddVideoResumePage = () => {
  const { candidateId, crumbs } = useCrumbs('Enviar vídeo');
  const navigate = useNavigate();
  const upload = useUploadVideoResume(candidateId);
  const [file, setFile] = useState<File | null>(null);

  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      enqueueSnackbar('Currículo em vídeo enviado', { variant: 'success' });
      navigate(paths.dashboard.candidates.viewVideoResume(candidateId));
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader title="Enviar currículo em vídeo" crumbs={crumbs} />
      <SectionCard
        title="Novo vídeo"
        description="MP4 ou WebM. O tipo é conferido pelo conteúdo do arquivo."
      >
        <VideoUploadFields
          file={file}
          onFile={setFile}
          inputLabel={'Arquivo de vídeo'}
          pending={upload.isPending}
          progress={upload.progress}
          onSend={() => void send()}
        />
      </SectionCard>
    </>
  );
};

export const ViewVideoResumePage = () => {
  const { candidateId, candidate, crumbs } = useCrumbs('Currículo em vídeo');
  const remove = useDeleteVideoResume(candidateId);
  const [confirming, setConfirming] = useState(false);
  const canUpload = useCan(candidateOperations.uploadVideoResume.permission);
  const canRemove = useCan(candidateOperations.removeVideoResume.permission);
  const editable = candidate && candidate.status !== 'anonymized';

  const removeVideo = async () => {
    try {
      await remove.mutateAsync(undefined);
      setConfirming(false);
      enqueueSnackbar('Currículo em vídeo excluído', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title="Currículo em vídeo"
        crumbs={crumbs}
        action={
          editable && (
            <Stack direction="row" spacing={1}>
              {canRemove && candidate.videoResumeUrl && (
                <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                  Excluir vídeo
                </Button>
              )}
              {canUpload && (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paths.dashboard.candidates.addVideoResume(candidateId)}
                >
                  Enviar novo vídeo
                </Button>
              )}
            </Stack>
          )
        }
      />
      <CandidateTabs candidateId={candidateId} />
      {candidate?.videoResumeUrl ? (
        <Box
          component="video"
          controls
          src={candidate.videoResumeUrl}
          aria-label={`Currículo em vídeo de ${candidate.name}`}
          // No taller than the screen below the top bar, the title and the tabs: its controls stay in view.
          sx={{
            width: 1,
            maxWidth: 960,
            maxHeight: 'calc(100dvh - 280px)',
            borderRadius: 2,
            bgcolor: 'common.black',
          }}
        />
      ) : (
        candidate && <EmptyState title="Este profissional ainda não tem currículo em vídeo" />
      )}
      <ConfirmDialog
        open={confirming}
        title="Excluir currículo em vídeo?"
        content="O arquivo será apagado e o profissional ficará sem currículo em vídeo."
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={removeVideo}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
