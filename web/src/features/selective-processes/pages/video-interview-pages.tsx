import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { videoScoreBodySchema, type VideoAnswer } from '@hub/contract/assessments';
import { EmptyState } from '../../../components/empty-state';
import { VideoUploadFields } from '../../../components/form/video-upload-fields';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useScoreInterview, useUploadInterview } from '../api/answers';
import { PregressFrame, type SheetProps } from '../components/pregress-frame';

const UploadOne = ({ applicationId, answer }: { applicationId: string; answer: VideoAnswer }) => {
  const upload = useUploadInterview(applicationId);
  const [file, setFile] = useState<File | null>(null);
  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ questionId: answer.questionId, file });
      enqueueSnackbar('Vídeo da entrevista enviado', { variant: 'success' });
      setFile(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <SectionCard
      title={answer.question}
      description={
        answer.uploadedAt
          ? `Vídeo enviado em ${formatDateTime(answer.uploadedAt)}; um novo envio o substitui.`
          : 'Nenhum vídeo enviado.'
      }
    >
      <VideoUploadFields
        file={file}
        onFile={setFile}
        inputLabel={`Vídeo da resposta: ${answer.question}`}
        pending={upload.isPending}
        progress={upload.progress}
        onSend={() => void send()}
      />
    </SectionCard>
  );
};

const AddSheet = ({ application, process }: SheetProps) =>
  application.videoAnswers.length === 0 ? (
    <EmptyState title="Este processo não tem entrevista em vídeo" />
  ) : (
    <>
      <Typography variant="body2">
        MP4 ou WebM, um vídeo por pergunta. O tipo é conferido pelo conteúdo do arquivo.
      </Typography>
      {application.videoAnswers.map((answer) => (
        <UploadOne key={answer.questionId} applicationId={application.id} answer={answer} />
      ))}
      <Button
        component={RouterLink}
        to={paths.dashboard.candidates.pregress.viewVideoInterview(
          application.candidateId,
          process.id,
        )}
        sx={{ alignSelf: 'flex-start' }}
      >
        Assistir e avaliar
      </Button>
    </>
  );

export const AddVideoInterviewPage = () => (
  <PregressFrame title="Enviar entrevista em vídeo">
    {(props) => <AddSheet {...props} />}
  </PregressFrame>
);

const ScoreOne = ({ applicationId, answer }: { applicationId: string; answer: VideoAnswer }) => {
  const score = useScoreInterview(applicationId);
  const [value, setValue] = useState(answer.score === null ? '' : String(answer.score));
  const [comment, setComment] = useState(answer.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const body = { score: value === '' ? Number.NaN : Number(value), comment };
    const parsed = videoScoreBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Nota inválida');
      return;
    }
    setError(null);
    try {
      await score.mutateAsync({ questionId: answer.questionId, ...body });
      enqueueSnackbar('Nota da entrevista salva', { variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  return (
    <SectionCard
      title={answer.question}
      description={
        answer.scoredAt
          ? `Avaliado por ${answer.scoredBy ?? '—'} em ${formatDateTime(answer.scoredAt)}`
          : undefined
      }
    >
      <Stack spacing={2}>
        {answer.videoUrl ? (
          <Box
            component="video"
            controls
            preload="metadata"
            src={answer.videoUrl}
            aria-label={`Resposta em vídeo: ${answer.question}`}
            // No taller than the screen below the top bar and the title: its controls stay in view.
            sx={{
              width: 1,
              maxWidth: 720,
              maxHeight: 'calc(100dvh - 240px)',
              borderRadius: 2,
              bgcolor: 'common.black',
            }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nenhum vídeo enviado para esta pergunta.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '160px 1fr' } }}>
          <TextField
            label="Nota (0 a 100)"
            type="number"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
          />
          <TextField
            label="Comentário"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
          />
        </Box>
        <Button
          variant="contained"
          onClick={submit}
          loading={score.isPending}
          disabled={!answer.videoUrl}
          sx={{ alignSelf: 'flex-end' }}
        >
          Salvar nota
        </Button>
      </Stack>
    </SectionCard>
  );
};

const ViewSheet = ({ application, process }: SheetProps) =>
  application.videoAnswers.length === 0 ? (
    <EmptyState title="Este processo não tem entrevista em vídeo" />
  ) : (
    <>
      <Button
        variant="outlined"
        component={RouterLink}
        to={paths.dashboard.candidates.pregress.addVideoInterview(
          application.candidateId,
          process.id,
        )}
        sx={{ alignSelf: 'flex-start' }}
      >
        Enviar vídeos
      </Button>
      {application.videoAnswers.map((answer) => (
        <ScoreOne
          key={`${answer.questionId}-${answer.scoredAt ?? ''}`}
          applicationId={application.id}
          answer={answer}
        />
      ))}
    </>
  );

export const ViewVideoInterviewPage = () => (
  <PregressFrame
    title="Entrevista em vídeo"
    score={(application) => application.scores.videoInterview}
  >
    {(props) => <ViewSheet {...props} />}
  </PregressFrame>
);
