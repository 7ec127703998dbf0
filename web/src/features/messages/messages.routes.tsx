import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../routes/paths';

const messagesPage: RouteObject['lazy'] = () =>
  import('./pages/messages-page').then((module) => ({ Component: module.MessagesPage }));

/** Routes under /dashboard. The spec's sendMessage opens the "all" label of professionals. */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'sendMessage',
    element: <Navigate to={paths.dashboard.messages.system(1, 'all')} replace />,
  },
  { path: 'sendMessage/:typeUser/label/:customLabel', lazy: messagesPage },
  { path: 'sendMessage/:typeUser/label/:customLabel/:mailId', lazy: messagesPage },
  { path: 'sendMessage/:typeUser/:systemLabel', lazy: messagesPage },
  { path: 'sendMessage/:typeUser/:systemLabel/:mailId', lazy: messagesPage },
  {
    path: 'messageTemplates',
    lazy: () =>
      import('./pages/message-templates-pages').then((module) => ({
        Component: module.MessageTemplatesListPage,
      })),
  },
  {
    path: 'messageTemplates/new',
    lazy: () =>
      import('./pages/message-templates-pages').then((module) => ({
        Component: module.MessageTemplateNewPage,
      })),
  },
  {
    path: 'messageTemplates/:id/edit',
    lazy: () =>
      import('./pages/message-templates-pages').then((module) => ({
        Component: module.MessageTemplateEditPage,
      })),
  },
];
