import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../routes/paths';

/** Above the queue: the record the law asks the desk to keep (art. 37). */
export const ProcessingRecordLink = () => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
    <Button variant="outlined" component={RouterLink} to={paths.dashboard.lgpdRequests.processingRecord}>
      Registro das operações de tratamento (art. 37)
    </Button>
  </Box>
);
