import { useState } from 'react';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import type { MessageTemplate } from '@hub/contract/message-templates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteMessageTemplate } from '../api/message-templates';
import { messageTemplatesPaths } from '../message-templates.nav';

/** The edit page's delete: the messages already sent with the template keep their text. */
export const DeleteTemplateButton = ({ record: template }: { record: MessageTemplate }) => {
  const navigate = useNavigate();
  const remove = useDeleteMessageTemplate(template.id);
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(undefined);
      enqueueSnackbar('Modelo excluído', { variant: 'success' });
      navigate(messageTemplatesPaths.list);
    } catch (error) {
      setConfirming(false);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        Excluir modelo
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Excluir o modelo?"
        content={`“${template.name}” deixa de estar disponível. As mensagens já enviadas com ele não mudam.`}
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
