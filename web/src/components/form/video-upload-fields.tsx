import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
    <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
      {file ? file.name : 'Escolher vídeo'}
      <input
        hidden
        type="file"
        accept="video/mp4,video/webm"
        aria-label={inputLabel}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </Button>
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
