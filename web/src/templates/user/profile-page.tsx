import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { alpha } from '@mui/material/styles';
import { InitialsAvatar } from '../components/initials-avatar';
import { SearchField } from '../components/filter-fields';
import { TemplatePage } from '../components/template-page';
import { users } from '../sample-data/users';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { ProfileFeed } from './profile-feed';

const TABS = ['profile', 'followers', 'friends'] as const;
type ProfileTab = (typeof TABS)[number];
// The profile shown is the first sample person; the others are their followers and friends.
const [owner = users[0], ...others] = users;

/** A person's profile: cover, figures, about, their posts, followers and friends. */
export const ProfilePage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const [tab, setTab] = useState<ProfileTab>('profile');
  const [following, setFollowing] = useState<Set<string>>(
    () => new Set(others.slice(0, 3).map((user) => user.id)),
  );
  const [friendQuery, setFriendQuery] = useState('');
  if (!owner) return null;
  const toggleFollow = (id: string) =>
    setFollowing((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const friends = others.filter((user) =>
    user.name.toLowerCase().includes(friendQuery.trim().toLowerCase()),
  );
  return (
    <TemplatePage
      title={t('profile.title')}
      crumbs={[{ name: t('user.user'), href: templatePaths.user.list }, { name: owner.name }]}
    >
      <Card sx={{ mb: 3 }}>
        <Box
          sx={(theme) => ({
            height: 200,
            position: 'relative',
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.dark, 0.9)}, ${alpha(theme.palette.secondary.dark, 0.9)})`,
          })}
        >
          <Box
            sx={{
              position: 'absolute',
              left: 24,
              bottom: 24,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              color: '#fff',
            }}
          >
            <InitialsAvatar name={owner.name} size={80} sx={{ border: 2, borderColor: '#fff' }} />
            <Box>
              <Typography variant="h5" component="h2">
                {owner.name}
              </Typography>
              <Typography variant="body2">{t(`user.roles.${owner.role}`)}</Typography>
            </Box>
          </Box>
        </Box>
        <Tabs
          value={tab}
          onChange={(_event, value: ProfileTab) => setTab(value)}
          aria-label={t('profile.title')}
          sx={{ px: 2 }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`profile.tabs.${name}`)}
              id={`profile-tab-${name}`}
              aria-controls={`profile-panel-${name}`}
            />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'profile' && (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={3}>
              <Card
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr',
                  textAlign: 'center',
                  py: 3,
                  m: 0,
                }}
              >
                {(['followers', 'following'] as const).map((figure) => (
                  <Box key={figure} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                    <Typography variant="body2" component="dt" sx={{ color: 'text.secondary' }}>
                      {t(`user.figures.${figure}`)}
                    </Typography>
                    <Typography variant="h4" component="dd" sx={{ m: 0 }}>
                      {format.number(owner[figure])}
                    </Typography>
                  </Box>
                ))}
              </Card>
              <Card sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('profile.about')}
                </Typography>
                <Typography variant="body2" sx={{ mb: 2 }}>
                  {t('profile.aboutText')}
                </Typography>
                <Divider sx={{ mb: 2 }} />
                <Stack spacing={1.5}>
                  {[
                    {
                      icon: <PlaceOutlined fontSize="small" />,
                      text: `${owner.city}, ${owner.country}`,
                    },
                    { icon: <EmailOutlined fontSize="small" />, text: owner.email },
                    { icon: <ApartmentOutlined fontSize="small" />, text: owner.company },
                  ].map((item) => (
                    <Box key={item.text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                        {item.icon}
                      </Box>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {item.text}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              </Card>
            </Stack>
            <ProfileFeed owner={owner.name} />
          </Box>
        )}
        {tab === 'followers' && (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {others.map((user) => {
              const followed = following.has(user.id);
              return (
                <Card key={user.id} sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
                  <InitialsAvatar name={user.name} />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" component="p" noWrap>
                      {user.name}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {user.city}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant={followed ? 'contained' : 'outlined'}
                    aria-pressed={followed}
                    onClick={() => toggleFollow(user.id)}
                  >
                    {followed ? t('profile.followed') : t('profile.follow')}
                  </Button>
                </Card>
              );
            })}
          </Box>
        )}
        {tab === 'friends' && (
          <>
            <SearchField
              label={t('profile.searchFriends')}
              value={friendQuery}
              onChange={setFriendQuery}
              sx={{ mb: 3, width: { xs: '100%', sm: 320 } }}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              {friends.map((user) => (
                <Card key={user.id} sx={{ p: 3, textAlign: 'center' }}>
                  <InitialsAvatar name={user.name} size={64} sx={{ mx: 'auto', mb: 2 }} />
                  <Typography variant="subtitle2" component="p">
                    {user.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`user.roles.${user.role}`)}
                  </Typography>
                </Card>
              ))}
            </Box>
          </>
        )}
      </Box>
    </TemplatePage>
  );
};
