import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { InitialsAvatar } from '../components/initials-avatar';
import { SearchField } from '../components/filter-fields';
import { TemplatePage } from '../components/template-page';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { people } from './users-store';

/** People as cards: cover, avatar, role and their follower figures. */
export const UserCardsPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const all = people.use();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = all.filter((user) => !needle || user.name.toLowerCase().includes(needle));
  return (
    <TemplatePage
      title={t('user.cardsTitle')}
      crumbs={[
        { name: t('user.user'), href: templatePaths.user.list },
        { name: t('user.cardsTitle') },
      ]}
      action={
        <Button
          component={RouterLink}
          to={templatePaths.user.new}
          variant="contained"
          startIcon={<Add />}
        >
          {t('user.newTitle')}
        </Button>
      }
    >
      <SearchField
        label={t('user.search')}
        value={query}
        onChange={setQuery}
        sx={{ mb: 3, width: { xs: '100%', sm: 320 } }}
      />
      {shown.length === 0 ? (
        <Card>
          <EmptyState title={t('user.noResults')} />
        </Card>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {shown.map((user) => (
            <Card key={user.id} sx={{ textAlign: 'center' }}>
              <Box
                sx={(theme) => ({ height: 96, bgcolor: alpha(theme.palette.primary.main, 0.16) })}
              />
              <InitialsAvatar
                name={user.name}
                size={72}
                sx={{ mx: 'auto', mt: -4.5, border: 3, borderColor: 'background.paper' }}
              />
              <Typography variant="subtitle1" component="h2" sx={{ mt: 1.5 }}>
                {user.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t(`user.roles.${user.role}`)} · {user.city}
              </Typography>
              <Divider />
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', py: 2, m: 0 }}
              >
                {(['followers', 'following', 'posts'] as const).map((figure) => (
                  <Box key={figure}>
                    <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
                      {t(`user.figures.${figure}`)}
                    </Typography>
                    <Typography variant="subtitle1" component="dd" sx={{ m: 0 }}>
                      {format.compact(user[figure])}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Card>
          ))}
        </Box>
      )}
    </TemplatePage>
  );
};
