import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../lib/api-client';

/**
 * What a query's part of a page shows, the same everywhere: the error in Portuguese, a line saying
 * what is loading, the empty state when the data holds nothing, or the data.
 */
export const QueryContent = <Data,>({
  query,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** "Carregando as mensagens…" */
  loading: string;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) => {
  if (query.isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(query.error)}
      </Typography>
    );
  if (query.data === undefined)
    return <Typography sx={{ color: 'text.secondary' }}>{loading}</Typography>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
};
