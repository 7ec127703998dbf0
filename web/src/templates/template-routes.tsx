import { Navigate, useParams, type RouteObject } from 'react-router';
import { templatePaths } from './template-paths';

/**
 * The design system's template pages (issue 7): paths relative to /dashboard, each page a lazy
 * route, so nothing of the templates (pages, sample data, the `templates` translations) lands
 * in the product's bundles. Product code never imports from this folder but this entry.
 */
const chatPage = () => import('./chat/chat-page').then((m) => ({ Component: m.ChatPage }));

const productForm = () =>
  import('./e-commerce/product-form-page').then((m) => ({ Component: m.ProductFormPage }));

/** The product edit page under its other address, e-commerce/product/{id}/edit. */
const ProductEditRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={templatePaths.eCommerce.edit(id)} replace />;
};

const pages: RouteObject[] = [
  {
    path: 'templates',
    lazy: () => import('./templates-index-page').then((m) => ({ Component: m.TemplatesIndexPage })),
  },
  {
    path: 'app',
    lazy: () => import('./dashboards/app-page').then((m) => ({ Component: m.AppPage })),
  },
  {
    path: 'ecommerce',
    lazy: () => import('./dashboards/ecommerce-page').then((m) => ({ Component: m.EcommercePage })),
  },
  {
    path: 'analytics',
    lazy: () => import('./dashboards/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
  },
  {
    path: 'banking',
    lazy: () => import('./dashboards/banking-page').then((m) => ({ Component: m.BankingPage })),
  },
  {
    path: 'booking',
    lazy: () => import('./dashboards/booking-page').then((m) => ({ Component: m.BookingPage })),
  },
  {
    path: 'e-commerce',
    children: [
      { index: true, element: <Navigate to={templatePaths.eCommerce.shop} replace /> },
      {
        path: 'shop',
        lazy: () => import('./e-commerce/shop-page').then((m) => ({ Component: m.ShopPage })),
      },
      {
        path: 'product/:id',
        lazy: () => import('./e-commerce/product-page').then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: 'list',
        lazy: () =>
          import('./e-commerce/product-list-page').then((m) => ({ Component: m.ProductListPage })),
      },
      { path: 'new', lazy: productForm },
      { path: ':id/edit', lazy: productForm },
      // The same pages under the product/ prefix some links use.
      { path: 'product/new', element: <Navigate to={templatePaths.eCommerce.new} replace /> },
      { path: 'product/:id/edit', element: <ProductEditRedirect /> },
      {
        path: 'checkout',
        lazy: () =>
          import('./e-commerce/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
      },
    ],
  },
  {
    path: 'blog',
    children: [
      { index: true, element: <Navigate to={templatePaths.blog.posts} replace /> },
      {
        path: 'posts',
        lazy: () => import('./blog/posts-page').then((m) => ({ Component: m.PostsPage })),
      },
      {
        path: 'post/:title',
        lazy: () => import('./blog/post-page').then((m) => ({ Component: m.PostPage })),
      },
      {
        path: 'new',
        lazy: () => import('./blog/new-post-page').then((m) => ({ Component: m.NewPostPage })),
      },
    ],
  },
  // user/account, beside these, is the product's own page (features/account).
  {
    path: 'user/profile',
    lazy: () => import('./user/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'user/cards',
    lazy: () => import('./user/user-cards-page').then((m) => ({ Component: m.UserCardsPage })),
  },
  {
    path: 'user/list',
    lazy: () => import('./user/user-list-page').then((m) => ({ Component: m.UserListPage })),
  },
  {
    path: 'user/new',
    lazy: () => import('./user/new-user-page').then((m) => ({ Component: m.NewUserPage })),
  },
  {
    path: 'chat',
    children: [
      { index: true, lazy: chatPage },
      {
        path: 'new',
        lazy: () => import('./chat/chat-page').then((m) => ({ Component: m.NewChatPage })),
      },
      { path: ':conversationKey', lazy: chatPage },
    ],
  },
  {
    path: 'calendar',
    lazy: () => import('./calendar/calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
  {
    path: 'kanban',
    lazy: () => import('./kanban/kanban-page').then((m) => ({ Component: m.KanbanPage })),
  },
];

/**
 * Every template page under the demonstration band (DemoFrame); none is in the sidebar, the top bar
 * or the search: their index, 'Modelos de interface', is reached from the appearance drawer.
 */
export const templateRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/demo-frame').then((m) => ({ Component: m.DemoFrame })),
    children: pages,
  },
];
