import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

/**
 * Its children, every input and button disabled at once when `readOnly` (a disabled fieldset): a
 * form the profile may read but not save, or a record no longer changed. `note` says why above it.
 */
export const ReadOnly = ({
  readOnly,
  note,
  children,
}: {
  readOnly: boolean;
  note?: string;
  children: ReactNode;
}) =>
  readOnly ? (
    <Stack spacing={2}>
      {note && <Alert severity="info">{note}</Alert>}
      <Box component="fieldset" disabled sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Stack>
  ) : (
    children
  );
