import { Navigate, type RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';
import { paths } from '../../routes/paths';

const messagesPage = <AreaPage title="Mensagens" />;

/** Routes under /dashboard. The spec's sendMessage opens the "all" label of professionals. */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'sendMessage',
    element: <Navigate to={paths.dashboard.messages.system(1, 'all')} replace />,
  },
  { path: 'sendMessage/:typeUser/label/:customLabel', element: messagesPage },
  { path: 'sendMessage/:typeUser/label/:customLabel/:mailId', element: messagesPage },
  { path: 'sendMessage/:typeUser/:systemLabel', element: messagesPage },
  { path: 'sendMessage/:typeUser/:systemLabel/:mailId', element: messagesPage },
];
