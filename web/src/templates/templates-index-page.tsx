import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useTemplatesTranslation } from './locales/templates-i18n';
import { templatePaths } from './template-paths';

/**
 * 'Modelos de interface': the one way to the template pages, from the appearance drawer, never from
 * the sidebar or the top bar. Its own words are Portuguese, like the drawer that leads here; each
 * page is named as it titles itself, in the switch's language.
 */
export const TemplatesIndexPage = () => {
  const { t } = useTemplatesTranslation();
  const pages: { title: string; path: string }[] = [
    { title: t('app.title'), path: templatePaths.app },
    { title: t('ecommerce.title'), path: templatePaths.ecommerce },
    { title: t('analytics.title'), path: templatePaths.analytics },
    { title: t('banking.title'), path: templatePaths.banking },
    { title: t('booking.title'), path: templatePaths.booking },
    { title: t('shop.title'), path: templatePaths.eCommerce.shop },
    { title: t('productList.title'), path: templatePaths.eCommerce.list },
    { title: t('productForm.newTitle'), path: templatePaths.eCommerce.new },
    { title: t('checkout.title'), path: templatePaths.eCommerce.checkout },
    { title: t('blog.title'), path: templatePaths.blog.posts },
    { title: t('blog.newPost'), path: templatePaths.blog.new },
    { title: t('profile.title'), path: templatePaths.user.profile },
    { title: t('user.cardsTitle'), path: templatePaths.user.cards },
    { title: t('user.listTitle'), path: templatePaths.user.list },
    { title: t('user.newTitle'), path: templatePaths.user.new },
    { title: t('chat.title'), path: templatePaths.chat.root },
    { title: t('calendar.title'), path: templatePaths.calendar },
    { title: t('kanban.title'), path: templatePaths.kanban },
  ];
  return (
    <>
      <div lang="pt-BR">
        <PageHeader
          title="Modelos de interface"
          description="As páginas do modelo visual em que o produto se baseia, com dados inventados. Nada aqui é do conselho."
        />
      </div>
      <Card>
        <List aria-label="Páginas de demonstração">
          {pages.map((page) => (
            <ListItem key={page.path} disablePadding>
              <ListItemButton component={RouterLink} to={page.path}>
                <ListItemText primary={page.title} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
    </>
  );
};
