import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { InitialsAvatar } from '../components/initials-avatar';
import { TemplateNotFound } from '../components/not-found';
import { PersonLine } from '../components/person-line';
import { TemplatePage } from '../components/template-page';
import type { Post } from '../sample-data/posts';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { blog, postText } from './blog-store';
import { PostCover } from './post-cover';

const DAY = 86_400_000;
const loadedAt = Date.now();
const COMMENT_MAX = 500;

/** One post: cover, author, content, tags and its comments, with a form to add one. */
export const PostPage = () => {
  const { title } = useParams();
  const { t } = useTemplatesTranslation();
  const post = blog.use().find((candidate) => candidate.slug === title);
  if (!post)
    return <TemplateNotFound backTo={templatePaths.blog.posts} backLabel={t('blog.title')} />;
  return <PostDetails post={post} />;
};

const PostDetails = ({ post }: { post: Post }) => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const text = postText(post, t);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');

  const addComment = (event: FormEvent) => {
    event.preventDefault();
    const value = comment.trim();
    if (!value) return setError(t('validation.required'));
    if (value.length > COMMENT_MAX)
      return setError(t('validation.maxLength', { count: COMMENT_MAX }));
    blog.set((current) =>
      current.map((candidate) =>
        candidate.slug === post.slug
          ? {
              ...candidate,
              comments: [
                ...candidate.comments,
                { id: `me-${Date.now()}`, author: t('blog.you'), daysAgo: 0, text: value },
              ],
            }
          : candidate,
      ),
    );
    setComment('');
    setError('');
  };

  return (
    <TemplatePage
      title={text.title}
      crumbs={[{ name: t('blog.blog'), href: templatePaths.blog.posts }, { name: text.title }]}
    >
      <Card component="article" sx={{ mb: 3 }}>
        <PostCover color={post.color} height={240}>
          <Box
            sx={{
              position: 'absolute',
              bottom: 24,
              left: 24,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              color: '#fff',
            }}
          >
            <InitialsAvatar name={post.author} size={48} />
            <Box>
              <Typography variant="subtitle1" component="p">
                {post.author}
              </Typography>
              <Typography variant="body2">{format.date(loadedAt - post.daysAgo * DAY)}</Typography>
            </Box>
          </Box>
        </PostCover>
        <Box sx={{ p: { xs: 3, md: 5 }, maxWidth: 760, mx: 'auto' }}>
          <Typography variant="h6" component="p" sx={{ mb: 3 }}>
            {text.description}
          </Typography>
          {text.content.split('\n\n').map((paragraph, index) => (
            <Typography key={index} variant="body1" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
            {post.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Box>
        </Box>
      </Card>
      <Card component="section" aria-labelledby="comments-title" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography id="comments-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('blog.commentsCount', { count: post.comments.length })}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={addComment}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 4 }}
        >
          <TextField
            label={t('blog.writeComment')}
            multiline
            minRows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={Boolean(error)}
            helperText={error || `${comment.length}/${COMMENT_MAX}`}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-end' }}>
            {t('blog.postComment')}
          </Button>
        </Box>
        <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {post.comments.map((item) => (
            <Box component="li" key={item.id}>
              <PersonLine name={item.author} caption={format.date(loadedAt - item.daysAgo * DAY)} />
              <Typography variant="body2" sx={{ mt: 1, pl: 6.5 }}>
                {item.text ?? t(`blog.sampleComments.${item.sampleKey}`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Card>
    </TemplatePage>
  );
};
