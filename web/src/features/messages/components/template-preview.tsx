import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { candidateOperations, type CandidateRow } from '@hub/contract/candidates';
import { companyOperations, type CompanyRow } from '@hub/contract/companies';
import {
  unknownFields,
  unknownFieldsMessage,
  type PreviewRecipientType,
} from '@hub/contract/message-templates';
import { listSource, RemotePicker } from '../../../components/resource/remote-picker';
import { errorMessage } from '../../../lib/api-client';
import { useCandidateApplications, useTemplatePreview } from '../api/message-templates';

const professionals = listSource(candidateOperations.listCandidates);
const companies = listSource(companyOperations.listCompanies, { sort: 'legalName' });

const companyLabel = (row: CompanyRow) => row.tradeName ?? row.legalName;

/** The text once typing pauses: one preview per pause, not per key. */
const useSettled = <Value,>(value: Value, ms = 400): Value => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * The text being written as a real professional or company would receive it. A professional's
 * application fills the company, process and stage; without one they show empty, and the server's
 * note says why.
 */
export const TemplatePreview = ({ subject, body }: { subject: string; body: string }) => {
  const [type, setType] = useState<PreviewRecipientType>('candidate');
  const [professional, setProfessional] = useState<CandidateRow | null>(null);
  const [company, setCompany] = useState<CompanyRow | null>(null);
  const [applicationId, setApplicationId] = useState('');
  const applications = useCandidateApplications(
    type === 'candidate' ? (professional?.id ?? null) : null,
  );
  const text = useSettled({ subject, body });
  const unknown = unknownFields(`${text.subject}\n${text.body}`);
  const recipientId = type === 'candidate' ? professional?.id : company?.id;
  const preview = useTemplatePreview(
    recipientId && unknown.length === 0
      ? {
          ...text,
          recipient: { type, id: recipientId },
          ...(type === 'candidate' && applicationId ? { applicationId } : {}),
        }
      : null,
  );

  const chooseProfessional = (row: CandidateRow | null) => {
    setProfessional(row);
    setApplicationId('');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id="preview-type">Ver como</FormLabel>
        <RadioGroup
          row
          aria-labelledby="preview-type"
          value={type}
          onChange={(event) => setType(event.target.value as PreviewRecipientType)}
        >
          <FormControlLabel value="candidate" control={<Radio />} label="Profissional" />
          <FormControlLabel value="company" control={<Radio />} label="Empresa" />
        </RadioGroup>
      </FormControl>
      {type === 'candidate' ? (
        <>
          <RemotePicker<CandidateRow>
            source={professionals}
            label="Profissional"
            value={professional}
            onChange={chooseProfessional}
            optionLabel={(row) => row.name}
            optionText={(row) => `${row.name} (${row.email})`}
            noOptionsText="Nenhum profissional encontrado"
          />
          {professional && (
            <TextField
              select
              label="Candidatura"
              value={applicationId}
              onChange={(event) => setApplicationId(event.target.value)}
              helperText="Preenche {{empresa}}, {{processo}} e {{etapa}}"
            >
              <MenuItem value="">Nenhuma</MenuItem>
              {(applications.data ?? []).map((application) => (
                <MenuItem key={application.id} value={application.id}>
                  {`${application.processTitle} · ${application.companyName} (${application.stageName})`}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      ) : (
        <RemotePicker<CompanyRow>
          source={companies}
          label="Empresa"
          value={company}
          onChange={setCompany}
          optionLabel={companyLabel}
          noOptionsText="Nenhuma empresa encontrada"
        />
      )}
      <Box
        role="region"
        aria-label="Texto como será recebido"
        aria-live="polite"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 120 }}
      >
        {unknown.length > 0 && <Alert severity="warning">{unknownFieldsMessage(unknown)}</Alert>}
        {unknown.length === 0 && !recipientId && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Escolha um destinatário para ver o texto com os campos preenchidos.
          </Typography>
        )}
        {unknown.length === 0 && recipientId && preview.isError && (
          <Alert severity="error">{errorMessage(preview.error)}</Alert>
        )}
        {unknown.length === 0 && recipientId && preview.data && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {preview.data.subject || '(sem assunto)'}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.data.body}
            </Typography>
            {preview.data.notes.map((note) => (
              <Alert key={note} severity="info">
                {note}
              </Alert>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};
