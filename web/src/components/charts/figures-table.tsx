import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A column of a chart's table: the first names the row, the others are figures (right-aligned). */
export type FiguresColumn<Row> = { header: string; value: (row: Row) => ReactNode };

/**
 * The table under a chart, the same numbers the picture draws; it scrolls sideways on a narrow
 * screen rather than overflow the page.
 */
export const FiguresTable = <Row,>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: FiguresColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) => (
  // Focusable, so that a keyboard can scroll it when it is wider than the screen.
  <TableContainer
    tabIndex={0}
    role="region"
    aria-label={`Tabela: ${label}`}
    sx={{ overflowX: 'auto' }}
  >
    <Table size="small" aria-label={label} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column.header} align={index === 0 ? 'left' : 'right'}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <TableCell key={column.header} component="th" scope="row">
                  {column.value(row)}
                </TableCell>
              ) : (
                <TableCell key={column.header} align="right">
                  {column.value(row)}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
