import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useTemplatesTranslation } from '../locales/templates-i18n';

export const DEMO_BAND = 'Página de demonstração, dados fictícios';

/**
 * Every template page sits under this band, in Portuguese like the rest of the product, so nobody
 * takes its sample figures for the council's. The page itself is in the switch's language and says
 * so to screen readers with its own `lang`; `html lang` stays pt-BR.
 */
export const DemoFrame = () => {
  const { i18n } = useTemplatesTranslation();
  return (
    <>
      <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 3 }}>
        {DEMO_BAND}
      </Alert>
      <Box lang={i18n.language}>
        <Outlet />
      </Box>
    </>
  );
};
