import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { InitialsAvatar } from '../components/initials-avatar';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const HOUR = 3_600_000;
const loadedAt = Date.now();

type FeedPost = {
  id: string;
  hoursAgo: number;
  likes: number;
  liked: boolean;
  sampleKey?: string;
  text?: string;
};

const SAMPLE_FEED: FeedPost[] = [
  { id: 'p1', hoursAgo: 3, likes: 24, liked: false, sampleKey: 'p1' },
  { id: 'p2', hoursAgo: 30, likes: 57, liked: true, sampleKey: 'p2' },
  { id: 'p3', hoursAgo: 80, likes: 12, liked: false, sampleKey: 'p3' },
];

/** The profile's posts: write one, like or unlike any. */
export const ProfileFeed = ({ owner }: { owner: string }) => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const [feed, setFeed] = useState(SAMPLE_FEED);
  const [draft, setDraft] = useState('');
  const share = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setFeed((current) => [
      { id: `p${Date.now()}`, hoursAgo: 0, likes: 0, liked: false, text },
      ...current,
    ]);
    setDraft('');
  };
  const toggleLike = (id: string) =>
    setFeed((current) =>
      current.map((post) =>
        post.id === id
          ? { ...post, liked: !post.liked, likes: post.likes + (post.liked ? -1 : 1) }
          : post,
      ),
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card
        component="form"
        onSubmit={share}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          multiline
          minRows={3}
          label={t('profile.share')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!draft.trim()}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('profile.post')}
        </Button>
      </Card>
      {feed.map((post) => (
        <Card key={post.id} component="article" sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <InitialsAvatar name={owner} />
            <Box>
              <Typography variant="subtitle2" component="p">
                {owner}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {format.dateTime(loadedAt - post.hoursAgo * HOUR)}
              </Typography>
            </Box>
          </Box>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {post.text ?? t(`profile.feed.${post.sampleKey}`)}
          </Typography>
          <Button
            size="small"
            color={post.liked ? 'error' : 'inherit'}
            startIcon={post.liked ? <Favorite /> : <FavoriteBorder />}
            aria-pressed={post.liked}
            onClick={() => toggleLike(post.id)}
          >
            {t('profile.likes', { count: post.likes })}
          </Button>
        </Card>
      ))}
    </Box>
  );
};
