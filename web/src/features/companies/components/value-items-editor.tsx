import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { enqueueSnackbar } from '../../../lib/toast';
import { valueItemInputSchema, type ValueItem } from '@hub/contract/companies';
import { Form } from '../../../components/form/form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSaveValueItem, useValueItems } from '../api/companies';

const ValueItemDialog = ({
  item,
  nextPosition,
  onClose,
}: {
  item: ValueItem | null;
  nextPosition: number;
  onClose: () => void;
}) => {
  const save = useSaveValueItem(item?.id);
  const form = useForm({
    resolver: zodResolver(valueItemInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      position: item?.position ?? nextPosition,
      active: item?.active ?? true,
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      enqueueSnackbar(item ? 'Valor atualizado' : 'Valor cadastrado', { variant: 'success' });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{item ? 'Editar valor' : 'Novo valor'}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <Form form={form} onSubmit={onSubmit} submitLabel="Salvar valor">
          <RhfTextField control={form.control} name="name" label="Nome" required />
          <RhfTextField
            control={form.control}
            name="description"
            label="Descrição"
            multiline
            minRows={2}
          />
          <RhfTextField control={form.control} name="position" label="Posição" type="number" />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                label="Ativo (aparece nos testes)"
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
};

/** The list of values rated in every values test: added, renamed, reordered or retired here. */
export const ValueItemsEditor = () => {
  const { data } = useValueItems();
  const [editing, setEditing] = useState<ValueItem | 'new' | null>(null);
  const rows = data?.rows ?? [];
  const nextPosition = rows.reduce((max, row) => Math.max(max, row.position + 1), 0);

  return (
    <SectionCard
      title="Lista de valores"
      description="Os valores avaliados por todas as empresas e profissionais. Valores inativos deixam de aparecer nos testes; as respostas já dadas são mantidas."
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Posição</TableCell>
            <TableCell>Valor</TableCell>
            <TableCell>Descrição</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.position}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell>
                <StatusChip
                  label={row.active ? 'Ativo' : 'Inativo'}
                  color={row.active ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={`Editar ${row.name}`}
                >
                  Editar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing('new')}>
        Novo valor
      </Button>
      {editing && (
        <ValueItemDialog
          item={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
        />
      )}
    </SectionCard>
  );
};
