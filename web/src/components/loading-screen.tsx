import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while the session is checked and while a lazy page loads. */
export const LoadingScreen = () => (
  <Box
    role="status"
    aria-label="Carregando"
    sx={{
      flexGrow: 1,
      minHeight: '50vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 5,
    }}
  >
    <LinearProgress color="inherit" sx={{ width: 1, maxWidth: 360 }} />
  </Box>
);
