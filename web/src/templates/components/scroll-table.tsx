import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';

/**
 * A table that scrolls sideways on narrow screens. The scrolling region is focusable and
 * named, so keyboard users can scroll it too.
 */
export const ScrollTable = ({
  label,
  children,
  minWidth = 560,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
}) => (
  <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
    <Table size="small" sx={{ minWidth }} aria-label={label}>
      {children}
    </Table>
  </TableContainer>
);
