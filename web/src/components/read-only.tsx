import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Its children, every input and button disabled at once when `readOnly` (a disabled fieldset): a
 * form the profile may read but not save, or a record no longer changed.
 */
export const ReadOnly = ({ readOnly, children }: { readOnly: boolean; children: ReactNode }) =>
  readOnly ? (
    <Box component="fieldset" disabled sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      {children}
    </Box>
  ) : (
    children
  );
