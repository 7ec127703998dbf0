import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_LABELS } from '@hub/contract/assessments';
import { AREA_LABELS } from '@hub/contract/candidates';
import {
  CONTRACT_TYPE_LABELS,
  PROCESS_LIFECYCLE,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  type SelectiveProcess,
} from '@hub/contract/selective-processes';
import { DetailList } from '../../../components/resource/detail-list';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00`) : null);
const salary = (process: SelectiveProcess) =>
  [process.salaryMinCents, process.salaryMaxCents]
    .filter((cents): cents is number => cents !== null)
    .map(formatMoney)
    .join(' a ');

export const ProcessDetails = ({ process }: { process: SelectiveProcess }) => (
  <Card>
    <CardContent sx={{ p: 4 }}>
      <DetailList
        items={[
          ['Empresa', process.companyName],
          ['Status', PROCESS_LIFECYCLE.labels[process.status]],
          ['Área', AREA_LABELS[process.area]],
          ['Senioridade', SENIORITY_LABELS[process.seniority]],
          ['Contratação', CONTRACT_TYPE_LABELS[process.contractType]],
          ['Modalidade', WORK_MODE_LABELS[process.workMode]],
          ['Cidade / UF', [process.city, process.uf].filter(Boolean).join(' / ')],
          ['Salário', salary(process)],
          ['Vagas', String(process.vacancies)],
          [
            'Limite de candidatos',
            process.maxCandidates ? String(process.maxCandidates) : 'Sem limite',
          ],
          ['Período', [day(process.startsAt), day(process.endsAt)].filter(Boolean).join(' a ')],
          ['Confidencial', process.confidential ? 'Sim' : 'Não'],
          ['Teste personalizado', process.questionSheetName],
          ['Avaliações', process.assessments.map((key) => ASSESSMENT_LABELS[key]).join(', ')],
          ['Motivo do status', process.statusReason],
          ['Cadastrado em', formatDateTime(process.createdAt)],
        ]}
      />
      <Typography variant="body2" sx={{ mt: 3, whiteSpace: 'pre-line' }}>
        {process.description}
      </Typography>
    </CardContent>
  </Card>
);
