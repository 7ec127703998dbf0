import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const logsRoutes: RouteObject[] = [
  { path: 'logsEmails', element: <AreaPage title="Emails enviados" /> },
  { path: 'logsErrosEmails', element: <AreaPage title="Erros de email" /> },
  { path: 'logsWhatsapp', element: <AreaPage title="Mensagens WhatsApp" /> },
  { path: 'logsCatho', element: <AreaPage title="Vagas na Catho" /> },
  { path: 'logging', element: <AreaPage title="Ações do kanban" /> },
  { path: 'emailErrorLogs', element: <AreaPage title="Erros de envio de email" /> },
];
