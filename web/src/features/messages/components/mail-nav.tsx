import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inbox from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportant from '@mui/icons-material/LabelImportant';
import Star from '@mui/icons-material/Star';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { messageOperations, type Label, type SystemLabel } from '@hub/contract/messages';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CollapsibleFilters } from '../../../components/resource/list-filters';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useDeleteLabel } from '../api/delete-label';
import { useLabels } from '../api/get-labels';
import { SYSTEM_LABEL_NAMES, SYSTEM_LABEL_ORDER, TYPE_USER_TABS } from '../messages.config';
import { LabelDialog } from './label-dialog';

const SYSTEM_ICONS: Record<SystemLabel, typeof Inbox> = {
  all: Inbox,
  important: LabelImportant,
  starred: Star,
  trash: DeleteOutlined,
};

type MailNavProps = {
  typeUser: 1 | 2;
  systemLabel: SystemLabel | null;
  customLabel: string | null;
  onCompose: () => void;
};

/** Recipients' type, the system labels and the custom labels of the mailbox. */
export const MailNav = ({ typeUser, systemLabel, customLabel, onCompose }: MailNavProps) => {
  const labels = useLabels();
  const deleteLabel = useDeleteLabel();
  const [editing, setEditing] = useState<Label | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const canCompose = useCan(messageOperations.composeMessage.permission);
  const canCreateLabel = useCan(messageOperations.createMessageLabel.permission);
  const canEditLabel = useCan(messageOperations.updateMessageLabel.permission);
  const canDeleteLabel = useCan(messageOperations.deleteMessageLabel.permission);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteLabel.mutate(deleting.id, {
      onSuccess: () => {
        enqueueSnackbar('Etiqueta excluída', { variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  return (
    <Box
      component="nav"
      aria-label="Caixas de mensagens"
      sx={{ width: { md: 260 }, flexShrink: 0, p: 2 }}
    >
      {canCompose && (
        <Button
          fullWidth
          variant="contained"
          startIcon={<Add />}
          onClick={onCompose}
          sx={{ mb: 2 }}
        >
          Nova mensagem
        </Button>
      )}
      <Tabs value={typeUser} variant="fullWidth" aria-label="Destinatários">
        {TYPE_USER_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            component={RouterLink}
            to={paths.dashboard.messages.system(tab.value, systemLabel ?? 'all')}
          />
        ))}
      </Tabs>
      <CollapsibleFilters inUse={customLabel || systemLabel !== 'all' ? 1 : 0} inset={false}>
        <List dense>
          {SYSTEM_LABEL_ORDER.map((label) => {
            const Icon = SYSTEM_ICONS[label];
            return (
              <ListItem key={label} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={paths.dashboard.messages.system(typeUser, label)}
                  selected={systemLabel === label}
                  aria-current={systemLabel === label ? 'page' : undefined}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={SYSTEM_LABEL_NAMES[label]} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <List
          dense
          subheader={
            <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
              <Box component="span" sx={{ flexGrow: 1 }}>
                Etiquetas
              </Box>
              {canCreateLabel && (
                <Tooltip title="Nova etiqueta">
                  <IconButton
                    size="small"
                    aria-label="Nova etiqueta"
                    onClick={() => setEditing('new')}
                  >
                    <Add fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </ListSubheader>
          }
        >
          {(labels.data ?? []).map((label) => (
            <ListItem
              key={label.id}
              disablePadding
              secondaryAction={
                <>
                  {canEditLabel && (
                    <IconButton
                      size="small"
                      aria-label={`Editar etiqueta ${label.name}`}
                      onClick={() => setEditing(label)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  )}
                  {canDeleteLabel && (
                    <IconButton
                      size="small"
                      aria-label={`Excluir etiqueta ${label.name}`}
                      onClick={() => setDeleting(label)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  )}
                </>
              }
            >
              <ListItemButton
                component={RouterLink}
                to={paths.dashboard.messages.custom(typeUser, label.id)}
                selected={customLabel === label.id}
                sx={{ pr: 10 }}
              >
                <ListItemIcon>
                  <LabelIcon sx={{ color: label.color }} />
                </ListItemIcon>
                <ListItemText primary={label.name} secondary={`${label.messageCount}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CollapsibleFilters>
      {editing && (
        <LabelDialog label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Excluir etiqueta?"
        content={`As mensagens com a etiqueta “${deleting?.name ?? ''}” continuam na caixa, só perdem a etiqueta.`}
        confirmLabel="Excluir"
        color="error"
        loading={deleteLabel.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
