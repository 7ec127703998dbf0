import { useState } from 'react';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../lib/toast';
import { Link as RouterLink } from 'react-router';
import {
  IMPORT_RESOURCE_LABELS,
  importOperations,
  type ImportResource,
} from '@hub/contract/imports';
import { pathOf } from '@hub/contract/operation';
import { errorMessage } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { paths } from '../../routes/paths';

/** A registry list's way in from a spreadsheet: its template, and the import itself (`only` the template on the import's page). */
export const ImportButtons = ({
  resource,
  only,
}: {
  resource: ImportResource;
  only?: 'template';
}) => {
  const [downloading, setDownloading] = useState(false);
  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await downloadFile(
        pathOf(importOperations.downloadImportTemplate, { resource }),
        {},
        `modelo-${IMPORT_RESOURCE_LABELS[resource]}.csv`,
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        loading={downloading}
        onClick={() => void downloadTemplate()}
      >
        Baixar modelo
      </Button>
      {!only && (
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.dashboard.imports.new(resource)}
        >
          Importar planilha
        </Button>
      )}
    </>
  );
};
