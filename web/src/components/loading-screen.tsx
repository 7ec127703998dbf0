import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

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
    }}
  >
    {/* The progressbar role needs its own name: axe reports an unnamed one as serious. */}
    <CircularProgress color="inherit" size={32} aria-label="Carregando" />
  </Box>
);
