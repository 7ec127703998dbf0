import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AuditEntry } from '@hub/contract/audit';
import { useCanOpen } from '../../../auth/page-access';
import { auditSummary } from '../../../components/history/audit-format';

/** The record a write was made to: its entity, and its name linking to its page where it has one. */
export const AuditRecord = ({ entry }: { entry: AuditEntry }) => {
  const { entity, record, path } = auditSummary(entry);
  const canOpen = useCanOpen(path);
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {entity}
        {record ? ': ' : ''}
      </Typography>
      {record &&
        (path && canOpen ? (
          <Link
            component={RouterLink}
            to={path}
            // Underlined: beside the entity's name, colour alone would not tell it is a link.
            underline="always"
            // The row opens the details; the link goes to the record.
            onClick={(event) => event.stopPropagation()}
          >
            {record}
          </Link>
        ) : (
          record
        ))}
    </span>
  );
};
