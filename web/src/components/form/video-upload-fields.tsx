import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileButton } from './file-button';

type VideoUploadFieldsProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The accessible name of the file input. */
  inputLabel: string;
  pending: boolean;
  progress: number;
  onSend: () => void;
};

/** Choose an MP4 or WebM video, send it, and follow the upload's progress (video resume, interview). */
export const VideoUploadFields = ({
  file,
  onFile,
  inputLabel,
  pending,
  progress,
  onSend,
}: VideoUploadFieldsProps) => (
  <Stack spacing={2}>
    <FileButton
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
      accept="video/mp4,video/webm"
      inputLabel={inputLabel}
      onChange={(event) => onFile(event.target.files?.[0] ?? null)}
    >
      {file ? file.name : 'Escolher vídeo'}
    </FileButton>
    {pending && (
      <Box>
        <LinearProgress variant="determinate" value={progress} aria-label="Progresso do envio" />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {progress}% enviado
        </Typography>
      </Box>
    )}
    <Button
      variant="contained"
      onClick={onSend}
      disabled={!file}
      loading={pending}
      sx={{ alignSelf: 'flex-end' }}
    >
      Enviar vídeo
    </Button>
  </Stack>
);
