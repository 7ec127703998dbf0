import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf, formatPhone, UF_OPTIONS } from '@hub/contract/br';
import {
  AREA_LABELS,
  candidateInputSchema,
  EDUCATION_LEVEL_LABELS,
  REGISTRATION_STATUS_LABELS,
  type Candidate,
  type CandidateInput,
} from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfMaskedField } from '../../../components/form/rhf-masked-field';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfDateField } from '../../../components/form/date-input';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreateCandidate, useUpdateCandidate } from '../api/candidates';

const valuesOf = (candidate?: Candidate): CandidateInput => ({
  name: candidate?.name ?? '',
  email: candidate?.email ?? '',
  cpf: candidate ? formatCpf(candidate.cpf) : '',
  registrationNumber: candidate?.registrationNumber ?? '',
  registrationStatus: candidate?.registrationStatus ?? 'nao_verificado',
  phone: candidate?.phone ? formatPhone(candidate.phone) : '',
  birthDate: candidate?.birthDate ?? '',
  city: candidate?.city ?? '',
  uf: candidate?.uf ?? '',
  educationLevel: candidate?.educationLevel ?? '',
  area: candidate?.area ?? '',
  headline: candidate?.headline ?? '',
  about: candidate?.about ?? '',
  linkedinUrl: candidate?.linkedinUrl ?? '',
});

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

/** One form for register and editCandidate. */
export const CandidateForm = ({ record: candidate }: { record?: Candidate }) => {
  const create = useCreateCandidate();
  const update = useUpdateCandidate(candidate?.id ?? '');
  const form = useForm({
    resolver: zodResolver(candidateInputSchema),
    defaultValues: valuesOf(candidate),
  });

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      candidate
        ? update.mutateAsync({ ...values, updatedAt: candidate.updatedAt })
        : create.mutateAsync(values),
    saved: candidate ? 'Profissional atualizado' : 'Profissional cadastrado',
    next: (saved) => paths.dashboard.candidates.view(saved.id),
    existing: paths.dashboard.candidates.view,
  });

  const { control } = form;
  return (
    <SectionCard title={candidate ? 'Dados do profissional' : 'Novo profissional'}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={candidate ? 'Salvar alterações' : 'Cadastrar profissional'}
      >
        <Box sx={grid}>
          <RhfTextField control={control} name="name" label="Nome" required />
          <RhfTextField control={control} name="email" label="Email" type="email" required />
          <RhfMaskedField control={control} name="cpf" label="CPF" mask={formatCpf} required />
          <RhfMaskedField control={control} name="phone" label="Telefone" mask={formatPhone} />
          <RhfTextField
            control={control}
            name="registrationNumber"
            label="Número de registro no conselho"
          />
          <RhfSelect
            control={control}
            name="registrationStatus"
            label="Situação do registro"
            options={optionsOf(REGISTRATION_STATUS_LABELS)}
          />
          <RhfDateField control={control} name="birthDate" label="Data de nascimento" />
          <RhfSelect
            control={control}
            name="educationLevel"
            label="Escolaridade"
            options={optionsOf(EDUCATION_LEVEL_LABELS)}
          />
          <RhfSelect control={control} name="area" label="Área" options={optionsOf(AREA_LABELS)} />
          <RhfTextField control={control} name="headline" label="Título profissional" />
          <RhfTextField control={control} name="city" label="Cidade" />
          <RhfSelect control={control} name="uf" label="UF" options={UF_OPTIONS} />
          <RhfTextField control={control} name="linkedinUrl" label="LinkedIn" />
        </Box>
        <RhfTextField control={control} name="about" label="Sobre" multiline minRows={3} />
      </Form>
    </SectionCard>
  );
};
