import { paths } from '../routes/paths';

const d = paths.dashboard.root;

/** URLs of the template pages (spec section 2), beside the product's own in routes/paths.ts. */
export const templatePaths = {
  app: `${d}/app`,
  ecommerce: `${d}/ecommerce`,
  analytics: `${d}/analytics`,
  banking: `${d}/banking`,
  booking: `${d}/booking`,
  chat: {
    root: `${d}/chat`,
    new: `${d}/chat/new`,
    conversation: (conversationKey: string) => `${d}/chat/${conversationKey}`,
  },
  calendar: `${d}/calendar`,
  kanban: `${d}/kanban`,
  eCommerce: {
    root: `${d}/e-commerce`,
    shop: `${d}/e-commerce/shop`,
    product: (id: string) => `${d}/e-commerce/product/${id}`,
    list: `${d}/e-commerce/list`,
    new: `${d}/e-commerce/new`,
    edit: (id: string) => `${d}/e-commerce/${id}/edit`,
    checkout: `${d}/e-commerce/checkout`,
  },
  blog: {
    root: `${d}/blog`,
    posts: `${d}/blog/posts`,
    post: (title: string) => `${d}/blog/post/${title}`,
    new: `${d}/blog/new`,
  },
  user: {
    profile: `${d}/user/profile`,
    cards: `${d}/user/cards`,
    list: `${d}/user/list`,
    new: `${d}/user/new`,
  },
} as const;
