import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink, useParams } from 'react-router';
import {
  AREA_LABELS,
  CANDIDATE_LIFECYCLE,
  CANDIDATE_STATUS_TARGETS,
  candidateOperations,
  EDUCATION_LEVEL_LABELS,
  type Candidate,
  type CandidateStatusBody,
} from '@hub/contract/candidates';
import { showBirthDate, showCpf, showPhone } from '@hub/contract/personal-data';
import { useCan } from '../../../auth/use-can';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { DetailList } from '../../../components/resource/detail-list';
import { StatusActions } from '../../../components/resource/status-actions';
import { PresentedStatusChip, verbsAt } from '../../../components/resource/status-presentation';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCandidate, useCandidateStatus } from '../api/candidates';
import { CandidateTabs } from '../../../components/candidate-tabs';
import { candidateStatus, RegistrationBadge } from '../candidates.resource';
import { PersonalValue, useRevealPersonalData } from '../components/personal-data';

const CandidateData = ({ candidate }: { candidate: Candidate }) => {
  const reveal = useRevealPersonalData(candidate.id);
  const whole = reveal.data;
  const personal = (
    label: string,
    value: string | null,
    revealed: string | null | undefined,
    show: (text: string) => string,
  ): ReactNode => (
    <PersonalValue
      label={label}
      value={value}
      reveal={reveal}
      shown={whole ? (revealed ? show(revealed) : null) : value ? show(value) : null}
    />
  );
  return (
    <Card>
      <CardContent sx={{ p: 4 }}>
        <DetailList
          items={[
            ['Nome', candidate.name],
            ['Email', candidate.email],
            [
              'CPF',
              candidate.status === 'anonymized'
                ? null
                : personal('CPF', candidate.cpf, whole?.cpf, showCpf),
            ],
            ['Telefone', personal('telefone', candidate.phone, whole?.phone, showPhone)],
            ['Registro no conselho', candidate.registrationNumber],
            [
              'Registro verificado em',
              candidate.registrationCheckedAt
                ? formatDateTime(candidate.registrationCheckedAt)
                : null,
            ],
            [
              'Nascimento',
              personal('data de nascimento', candidate.birthDate, whole?.birthDate, showBirthDate),
            ],
            ['Cidade / UF', [candidate.city, candidate.uf].filter(Boolean).join(' / ')],
            [
              'Escolaridade',
              candidate.educationLevel ? EDUCATION_LEVEL_LABELS[candidate.educationLevel] : null,
            ],
            ['Área', candidate.area ? AREA_LABELS[candidate.area] : null],
            ['Título', candidate.headline],
            ['LinkedIn', candidate.linkedinUrl],
            ['Motivo do status', candidate.statusReason],
            ['Cadastrado em', formatDateTime(candidate.createdAt)],
          ]}
        />
        {candidate.about && (
          <Typography variant="body2" sx={{ mt: 3, whiteSpace: 'pre-line' }}>
            {candidate.about}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

export const CandidateDetailPage = () => {
  const { candidateId = '' } = useParams();
  const { data: candidate, isError, error } = useCandidate(candidateId);
  const status = useCandidateStatus(candidateId);
  const canEdit = useCan(candidateOperations.updateCandidate.permission);
  const canMove = useCan(candidateOperations.changeCandidateStatus.permission);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!candidate) return <LoadingScreen />;
  const links = paths.dashboard.candidates;

  const move = async (target: CandidateStatusBody['status'], reason: string | undefined) => {
    try {
      await status.mutateAsync({ status: target, reason });
      enqueueSnackbar(`Status alterado para ${CANDIDATE_LIFECYCLE.labels[target]}`, {
        variant: 'success',
      });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title={candidate.name}
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Profissionais', href: links.root },
          { name: candidate.name },
        ]}
        action={
          canEdit &&
          candidate.status !== 'anonymized' && (
            <Button variant="contained" component={RouterLink} to={links.edit(candidate.id)}>
              Editar profissional
            </Button>
          )
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { xs: 'flex-start', md: 'center' }, flexWrap: 'wrap' }}
      >
        <PresentedStatusChip presentation={candidateStatus} status={candidate.status} />
        <RegistrationBadge status={candidate.registrationStatus} />
        {canMove && (
          <StatusActions
            lifecycle={CANDIDATE_LIFECYCLE}
            status={candidate.status}
            targets={CANDIDATE_STATUS_TARGETS}
            verbs={verbsAt(candidateStatus.verbs, candidate.status)}
            loading={status.isPending}
            onMove={move}
          />
        )}
      </Stack>
      <CandidateTabs candidateId={candidate.id} />
      <CandidateData candidate={candidate} />
    </>
  );
};
