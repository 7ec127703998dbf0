import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { attachToaster } from '../lib/toast';

/** Toasts on the theme's paper with a coloured edge: readable in both modes, unlike the stock fills. */
const Toast = styled(MaterialDesignContent)(({ theme }) => {
  const edge = (color: string) => ({
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderLeft: `4px solid ${color}`,
  });
  return {
    '&.notistack-MuiContent': {
      boxShadow: theme.shadows[8],
      borderRadius: theme.shape.borderRadius,
      fontWeight: 600,
    },
    '&.notistack-MuiContent-default': edge(theme.palette.grey[600]),
    '&.notistack-MuiContent-success': edge(theme.palette.success.main),
    '&.notistack-MuiContent-error': edge(theme.palette.error.main),
    '&.notistack-MuiContent-warning': edge(theme.palette.warning.main),
    '&.notistack-MuiContent-info': edge(theme.palette.info.main),
    '& svg': { color: 'inherit' },
  };
});

/**
 * The spec's toasts: at most 5 at once, each hidden after 3000 ms. Loaded with the first toast
 * (lib/toast.ts); notistack's own functions work once its provider has mounted, as it has when
 * this effect runs.
 */
export const Toaster = () => {
  useEffect(() => attachToaster({ enqueue: enqueueSnackbar, close: closeSnackbar }), []);
  return (
    <SnackbarProvider
      maxSnack={5}
      autoHideDuration={3000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    />
  );
};
