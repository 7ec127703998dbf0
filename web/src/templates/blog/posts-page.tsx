import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PersonLine } from '../components/person-line';
import { SearchField } from '../components/filter-fields';
import { TemplatePage } from '../components/template-page';
import type { Post } from '../sample-data/posts';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { blog, postText } from './blog-store';
import { PostCover } from './post-cover';

const DAY = 86_400_000;
const loadedAt = Date.now();
const SORTS = ['latest', 'popular', 'oldest'] as const;
type Sort = (typeof SORTS)[number];

const ORDER: Record<Sort, (a: Post, b: Post) => number> = {
  latest: (a, b) => a.daysAgo - b.daysAgo,
  popular: (a, b) => b.views - a.views,
  oldest: (a, b) => b.daysAgo - a.daysAgo,
};

/** The blog: every post as a card, searchable and sorted. */
export const PostsPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const all = blog.use();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('latest');
  const needle = query.trim().toLowerCase();
  const shown = all
    .map((post) => ({ post, text: postText(post, t) }))
    .filter(({ text }) => !needle || text.title.toLowerCase().includes(needle))
    .sort((a, b) => ORDER[sort](a.post, b.post));

  return (
    <TemplatePage
      title={t('blog.title')}
      crumbs={[{ name: t('blog.blog') }, { name: t('blog.title') }]}
      action={
        <Button
          component={RouterLink}
          to={templatePaths.blog.new}
          variant="contained"
          startIcon={<Add />}
        >
          {t('blog.newPost')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <SearchField label={t('blog.search')} value={query} onChange={setQuery} />
        <TextField
          select
          size="small"
          label={t('shop.sortBy')}
          value={sort}
          onChange={(event) => setSort(event.target.value as Sort)}
          sx={{ minWidth: 160 }}
        >
          {SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`blog.sorts.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown.length === 0 ? (
        <Card>
          <EmptyState
            title={t('blog.noResults')}
            description={t('blog.noResultsText', { query })}
          />
        </Card>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {shown.map(({ post, text }) => (
            <Card
              key={post.slug}
              component="article"
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <PostCover color={post.color} height={160} />
              <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
                <PersonLine
                  name={post.author}
                  caption={format.date(loadedAt - post.daysAgo * DAY)}
                  size={32}
                />
                <Typography variant="h6" component="h2">
                  <Link
                    component={RouterLink}
                    to={templatePaths.blog.post(post.slug)}
                    color="inherit"
                    underline="hover"
                  >
                    {text.title}
                  </Link>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                  {text.description}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {post.tags.map((tag) => (
                    <Chip key={tag} label={tag} size="small" variant="outlined" />
                  ))}
                </Box>
                <Box
                  sx={{ display: 'flex', gap: 2, color: 'text.secondary', typography: 'caption' }}
                >
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <VisibilityOutlined fontSize="inherit" aria-hidden />{' '}
                    {t('blog.viewsCount', {
                      count: post.views,
                      formatted: format.compact(post.views),
                    })}
                  </Box>
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <ChatBubbleOutlined fontSize="inherit" aria-hidden />{' '}
                    {t('blog.commentsCount', { count: post.comments.length })}
                  </Box>
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <ShareOutlined fontSize="inherit" aria-hidden />{' '}
                    {t('blog.sharesCount', {
                      count: post.shares,
                      formatted: format.compact(post.shares),
                    })}
                  </Box>
                </Box>
              </Box>
            </Card>
          ))}
        </Box>
      )}
    </TemplatePage>
  );
};
