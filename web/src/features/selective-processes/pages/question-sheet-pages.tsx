import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCompanySheets, useQuestionSheet } from '../api/question-sheets';
import { QuestionSheetForm } from '../components/question-sheet-form';
import { useCompanyCrumbs } from './process-list-pages';

const customTestOf = (companyId: string, sheetId?: string) =>
  `${paths.dashboard.companies.customTest(companyId)}${sheetId ? `?sheetId=${sheetId}` : ''}`;

/** companies/{id}/questionSheet: the company's question sheets (custom tests). */
export const QuestionSheetListPage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  const navigate = useNavigate();
  const sheets = useCompanySheets(companyId);
  return (
    <>
      <PageHeader
        title="Banco de questões"
        crumbs={[...crumbs, { name: 'Banco de questões' }]}
        description="Testes de múltipla escolha com a resposta correta, reutilizáveis nos processos da empresa."
        action={
          <Button variant="contained" component={RouterLink} to={customTestOf(companyId)}>
            Nova folha de questões
          </Button>
        }
      />
      {sheets.isError && (
        <Typography role="alert" color="error">
          {errorMessage(sheets.error)}
        </Typography>
      )}
      {sheets.data?.rows.length === 0 && (
        <EmptyState title="Nenhuma folha de questões cadastrada" />
      )}
      {Boolean(sheets.data?.rows.length) && (
        <Card>
          <Table aria-label="Folhas de questões">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell align="right">Questões</TableCell>
                <TableCell align="right">Processos</TableCell>
                <TableCell>Atualizada em</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheets.data?.rows.map((sheet) => (
                <TableRow
                  key={sheet.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(customTestOf(companyId, sheet.id))}
                >
                  <TableCell>{sheet.name}</TableCell>
                  <TableCell align="right">{sheet.questions.length}</TableCell>
                  <TableCell align="right">{sheet.processes}</TableCell>
                  <TableCell>{formatDateTime(sheet.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
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
