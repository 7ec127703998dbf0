import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { Prerequisite, ProcessReadiness } from '@hub/contract/selective-processes';
import { prerequisiteFix } from './prerequisite-fix';

type PrerequisiteAlertProps = Pick<ProcessReadiness, 'companyId' | 'subscriptionId'> & {
  prerequisite: Prerequisite;
  /** The refusal as the API words it. */
  message: string;
  severity?: 'warning' | 'error';
};

/** A missing prerequisite: the refusal it causes and a link to where it is supplied. */
export const PrerequisiteAlert = ({
  prerequisite,
  message,
  severity = 'warning',
  ...context
}: PrerequisiteAlertProps) => {
  const fix = prerequisiteFix(prerequisite, context);
  return (
    <Alert severity={severity} role="alert">
      {message}.{' '}
      <Link component={RouterLink} to={fix.to} color="inherit" sx={{ fontWeight: 600 }}>
        {fix.label}
      </Link>
    </Alert>
  );
};
