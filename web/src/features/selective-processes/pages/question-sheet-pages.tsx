import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { QuestionSheet } from '@hub/contract/assessments';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import { useCan } from '../../../auth/use-can';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ResourceList, type Column } from '../../../components/resource/resource-list';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { sheetKeys, useQuestionSheet } from '../api/question-sheets';
import { QuestionSheetForm } from '../components/question-sheet-form';
import { useCompanyCrumbs } from './process-list-pages';

const SHEET_COLUMNS: Column<QuestionSheet>[] = [
  { id: 'name', label: 'Nome', sortable: true, render: (sheet) => sheet.name },
  { id: 'questions', label: 'Questões', render: (sheet) => sheet.questions.length },
  { id: 'processes', label: 'Processos', render: (sheet) => sheet.processes },
  {
    id: 'updatedAt',
    label: 'Atualizada em',
    sortable: true,
    render: (sheet) => formatDateTime(sheet.updatedAt),
  },
];

const customTestOf = (companyId: string, sheetId?: string) =>
  `${paths.dashboard.companies.customTest(companyId)}${sheetId ? `?sheetId=${sheetId}` : ''}`;

/** companies/{id}/questionSheet: the company's question sheets (custom tests), as every list is. */
export const QuestionSheetListPage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  // A sheet opens in its editor, a form: a profile that may not write sheets gets the list alone.
  const canWrite = useCan(assessmentOperations.createQuestionSheet.permission);
  return (
    <>
      <PageHeader
        title="Banco de questões"
        crumbs={[...crumbs, { name: 'Banco de questões' }]}
        description="Testes de múltipla escolha com a resposta correta, reutilizáveis nos processos da empresa."
        action={
          canWrite && (
            <Button variant="contained" component={RouterLink} to={customTestOf(companyId)}>
              Nova folha de questões
            </Button>
          )
        }
      />
      <ResourceList
        list={assessmentOperations.listQuestionSheets}
        params={{ id: companyId }}
        label="Folhas de questões"
        queryKey={sheetKeys.company(companyId)}
        columns={SHEET_COLUMNS}
        defaultSort="name"
        searchLabel="Buscar folha por nome"
        rowPath={canWrite ? (sheet) => customTestOf(companyId, sheet.id) : undefined}
        empty={{
          title: 'Nenhuma folha de questões cadastrada',
          description: 'Uma folha reúne as questões de um teste personalizado.',
          action: canWrite
            ? { label: 'Nova folha de questões', to: customTestOf(companyId) }
            : undefined,
        }}
      />
    </>
  );
};

/** questionSheet/customTest: a new sheet, or the one of ?sheetId=. */
export const CustomTestEditorPage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  const [params] = useSearchParams();
  const sheetId = params.get('sheetId');
  const sheet = useQuestionSheet(sheetId);
  const title = sheetId ? 'Editar teste personalizado' : 'Teste personalizado';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          ...crumbs,
          { name: 'Banco de questões', href: paths.dashboard.companies.questionSheet(companyId) },
          { name: title },
        ]}
      />
      {sheet.isError && (
        <Typography role="alert" color="error">
          {errorMessage(sheet.error)}
        </Typography>
      )}
      {sheetId && !sheet.data && !sheet.isError && <LoadingScreen />}
      {(!sheetId || sheet.data) && (
        <QuestionSheetForm
          key={sheet.data?.updatedAt ?? 'new'}
          companyId={companyId}
          sheet={sheet.data}
        />
      )}
    </>
  );
};
