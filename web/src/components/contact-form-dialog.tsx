import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const formUrl: string | undefined = import.meta.env.VITE_CONTACT_FORM_URL;

type ContactFormDialogProps = { open: boolean; onClose: () => void };

/**
 * The spec's contact-form modal: an external form (VITE_CONTACT_FORM_URL) in an iframe. The spec
 * shows no visible trigger, so whoever mounts it decides how it opens.
 */
export const ContactFormDialog = ({ open, onClose }: ContactFormDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="md"
    aria-labelledby="contact-form-title"
  >
    <DialogTitle id="contact-form-title" sx={{ pr: 7 }}>
      Fale conosco
    </DialogTitle>
    <IconButton
      aria-label="Fechar"
      onClick={onClose}
      sx={{ position: 'absolute', top: 12, right: 12 }}
    >
      <CloseIcon />
    </IconButton>
    <DialogContent>
      {formUrl ? (
        <iframe
          title="Formulário de contato"
          src={formUrl}
          style={{ border: 0, width: '100%', height: '70vh' }}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          O formulário de contato não está configurado nesta instalação.
        </Typography>
      )}
    </DialogContent>
  </Dialog>
);
