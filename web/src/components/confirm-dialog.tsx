import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  content?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  color?: 'primary' | 'error' | 'warning';
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that is hard to undo. */
export const ConfirmDialog = ({
  open,
  title,
  content,
  confirmLabel,
  cancelLabel = 'Cancelar',
  color = 'primary',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="xs"
    aria-labelledby="confirm-dialog-title"
  >
    <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
    {content && <DialogContent>{content}</DialogContent>}
    <DialogActions>
      <Button variant="outlined" color="inherit" onClick={onClose}>
        {cancelLabel}
      </Button>
      <Button variant="contained" color={color} onClick={onConfirm} loading={loading}>
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
