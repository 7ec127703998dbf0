import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import {
  PROCESS_ACTION_LABELS,
  type Prerequisite,
  type ProcessReadiness,
} from '@hub/contract/selective-processes';
import { SectionCard } from '../../../components/section-card';
import { prerequisiteFix } from './prerequisite-fix';

/** The id of a prerequisite's line: a button it disables is described by it. */
export const prerequisiteLineId = (key: Prerequisite) => `prerequisite-${key}`;

/**
 * What the process still needs, each missing item with the refusal it causes, what it blocks and
 * a link to where it is supplied. Nothing is shown while everything is in place.
 */
export const ReadinessChecklist = ({ readiness }: { readiness: ProcessReadiness }) => {
  if (readiness.checks.every((check) => check.met)) return null;
  return (
    <SectionCard
      title="O que falta para este processo"
      description="Os botões que dependem de um item pendente ficam indisponíveis até ele ser resolvido."
    >
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {readiness.checks.map((check) => {
          const fix = prerequisiteFix(check.key, readiness);
          return (
            <Box
              component="li"
              key={check.key}
              id={prerequisiteLineId(check.key)}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              {check.met ? (
                <CheckCircle color="success" titleAccess="Atendido" sx={{ mt: 0.25 }} />
              ) : (
                <ErrorOutlineOutlined color="warning" titleAccess="Pendente" sx={{ mt: 0.25 }} />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="p">
                  {check.label}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {check.met ? check.detail : check.message}
                </Typography>
                {!check.met && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    Impede: {check.gates.map((gate) => PROCESS_ACTION_LABELS[gate]).join(', ')}.{' '}
                    <Link component={RouterLink} to={fix.to} sx={{ fontWeight: 600 }}>
                      {fix.label}
                    </Link>
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
};
