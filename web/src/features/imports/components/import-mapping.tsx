import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import { IMPORT_FIELDS, type Import } from '@hub/contract/imports';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useMapImportColumns } from '../api/imports';

const IGNORED = '';

/**
 * Each column of the file and the field it fills, as suggested (the headers' own names, or the
 * mapping last confirmed for the registry); unknown columns are ignored unless chosen.
 */
export const ImportMapping = ({ record, onCancel }: { record: Import; onCancel?: () => void }) => {
  const fields = IMPORT_FIELDS[record.resource];
  const [chosen, setChosen] = useState<string[]>(
    record.columns.map((column) => column.field ?? IGNORED),
  );
  const [error, setError] = useState<string | null>(null);
  const map = useMapImportColumns(record.id);
  const missing = fields.filter((field) => field.required && !chosen.includes(field.field));

  const submit = async () => {
    setError(null);
    try {
      await map.mutateAsync({
        columns: record.columns.map((column, position) => ({
          index: column.index,
          field: chosen[position] || null,
        })),
      });
      enqueueSnackbar('Colunas associadas: verificando as linhas', { variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <SectionCard
      title="Associar as colunas"
      description="Os cabeçalhos conhecidos já vêm associados. Escolha o campo de cada coluna, ou deixe-a de fora; a associação fica lembrada para a próxima planilha."
    >
      <TableContainer>
        <Table size="small" aria-label="Colunas da planilha">
          <TableHead>
            <TableRow>
              <TableCell>Coluna da planilha</TableCell>
              <TableCell>Campo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.columns.map((column, position) => (
              <TableRow key={column.index}>
                <TableCell sx={{ fontWeight: 600 }}>{column.header}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={`Campo da coluna ${column.header}`}
                    value={chosen[position] ?? IGNORED}
                    onChange={(event) =>
                      setChosen((current) =>
                        current.map((value, index) =>
                          index === position ? event.target.value : value,
                        ),
                      )
                    }
                  >
                    <MenuItem value={IGNORED}>
                      <em>Ignorar esta coluna</em>
                    </MenuItem>
                    {fields.map((field) => (
                      <MenuItem
                        key={field.field}
                        value={field.field}
                        disabled={chosen.includes(field.field) && chosen[position] !== field.field}
                      >
                        {field.required ? `${field.label} (obrigatório)` : field.label}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Falta associar: {missing.map((field) => field.label).join(', ')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {onCancel && (
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            Cancelar importação
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={map.isPending}
          disabled={missing.length > 0}
        >
          Verificar as linhas
        </Button>
      </Box>
    </SectionCard>
  );
};
