import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import type { SessionUser } from '@hub/contract/auth';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { FileButton } from '../../../components/form/file-button';

export const PhotoCard = ({ user }: { user: SessionUser }) => {
  const { choose, save, preview, error, hasFile, saving } = usePhotoUpload();
  const name = user.superAdmin.name;
  return (
    <Card>
      <CardContent
        sx={{
          p: 4,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          textAlign: 'center',
        }}
      >
        <Avatar
          src={preview ?? user.photoUrl ?? undefined}
          alt={preview ? 'Pré-visualização da nova foto' : `Foto de ${name}`}
          sx={{ width: 128, height: 128, fontSize: 48 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <FileButton
          variant="outlined"
          color="inherit"
          startIcon={<PhotoCamera />}
          accept="image/jpeg,image/png,image/webp"
          inputLabel="Arquivo da foto"
          onChange={choose}
        >
          Escolher foto
        </FileButton>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          JPEG, PNG ou WebP, até 5 MB
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {error}
          </Typography>
        )}
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!hasFile}
          loading={saving}
        >
          Salvar foto
        </Button>
      </CardContent>
    </Card>
  );
};
