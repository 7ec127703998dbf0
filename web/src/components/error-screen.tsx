import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';
import { paths } from '../routes/paths';
import { LogoMark } from './logo';
import { PageTitle } from './page-title';

export const errorText = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Erro desconhecido';
};

/** The spec's unexpected-error screen. */
export const ErrorScreen = ({ error }: { error: unknown }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: 3,
    }}
  >
    <PageTitle title="Erro inesperado" />
    <Box
      sx={{
        maxWidth: 560,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <LogoMark size={56} />
      <Typography variant="h3" component="h1">
        Desculpe, ocorreu um erro inesperado.
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          width: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          textAlign: 'left',
          fontSize: 14,
        }}
      >
        {errorText(error)}
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        Se o problema continuar, copie a mensagem acima e envie-a ao suporte, contando o que você
        estava fazendo.
      </Typography>
      {/* A full page load: the router itself may be what failed. */}
      <Button variant="contained" size="large" href={paths.root}>
        Voltar ao início
      </Button>
    </Box>
  </Box>
);

/** errorElement of the route tree: reports the error (when Sentry is on) and shows the screen. */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return <ErrorScreen error={error} />;
};
