import { Navigate, type RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { paths } from '../../routes/paths';
import { messageTemplatesNav } from './message-templates.nav';

const messagesPage: RouteObject['lazy'] = () =>
  import('./pages/messages-page').then((module) => ({ Component: module.MessagesPage }));

/** Routes under /dashboard: the mailbox (the spec's sendMessage opens the "all" label of professionals) and the message templates' declaration. */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'sendMessage',
    element: <Navigate to={paths.dashboard.messages.system(1, 'all')} replace />,
  },
  { path: 'sendMessage/:typeUser/label/:customLabel', lazy: messagesPage },
  { path: 'sendMessage/:typeUser/label/:customLabel/:mailId', lazy: messagesPage },
  { path: 'sendMessage/:typeUser/:systemLabel', lazy: messagesPage },
  { path: 'sendMessage/:typeUser/:systemLabel/:mailId', lazy: messagesPage },
  ...resourceRoutes(messageTemplatesNav, () =>
    import('./message-templates.resource').then((module) => module.messageTemplateResource),
  ),
];
