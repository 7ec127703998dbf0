import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { SearchField } from '../components/filter-fields';
import { InitialsAvatar } from '../components/initials-avatar';
import { TemplatePage } from '../components/template-page';
import { visuallyHidden } from '../../components/visually-hidden';
import { CONTACTS, type ChatMessage } from '../sample-data/conversations';
import { useFormat } from '../lib/format';
import { uniqueSlug } from '../lib/slug';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';
import { chats, sendMessage } from './chat-store';

/** Chat: conversations on one side, the open one (or a new one) on the other. */
export const ChatPage = ({ compose = false }: { compose?: boolean }) => {
  const { conversationKey } = useParams();
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const all = chats.use();
  const [query, setQuery] = useState('');
  const [recipient, setRecipient] = useState('');
  const open = all.find((conversation) => conversation.key === conversationKey);
  const needle = query.trim().toLowerCase();
  const listed = all.filter((conversation) => conversation.contact.toLowerCase().includes(needle));
  const preview = (message: ChatMessage | undefined) =>
    message ? (message.text ?? t(`chat.samples.${message.sampleKey}`)) : '';
  // On a phone the list and the conversation take turns on the screen.
  const showsThread = compose || Boolean(conversationKey);

  const startChat = (text: string) => {
    const existing = all.find((conversation) => conversation.contact === recipient);
    const key =
      existing?.key ??
      uniqueSlug(
        recipient,
        all.map((conversation) => conversation.key),
        'chat',
      );
    sendMessage(key, recipient, text);
    void navigate(templatePaths.chat.conversation(key));
  };

  return (
    <TemplatePage
      title={t('chat.title')}
      action={
        <Button
          component={RouterLink}
          to={templatePaths.chat.new}
          variant="contained"
          startIcon={<Add />}
        >
          {t('chat.new')}
        </Button>
      }
    >
      <Card
        sx={{ display: 'flex', height: { xs: 'calc(100vh - 240px)', md: 640 }, minHeight: 420 }}
      >
        <Box
          component="nav"
          aria-label={t('chat.conversations')}
          sx={{
            width: { xs: '100%', md: 320 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            display: { xs: showsThread ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
          }}
        >
          <Box sx={{ p: 2 }}>
            <SearchField
              label={t('chat.search')}
              value={query}
              onChange={setQuery}
              sx={{ width: '100%' }}
            />
          </Box>
          <Box
            component="ul"
            sx={{ overflowY: 'auto', flexGrow: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {listed.map((conversation) => {
              const last = conversation.messages[conversation.messages.length - 1];
              return (
                <li key={conversation.key}>
                  <ButtonBase
                    component={RouterLink}
                    to={templatePaths.chat.conversation(conversation.key)}
                    aria-current={conversation.key === conversationKey ? 'page' : undefined}
                    sx={{
                      width: '100%',
                      justifyContent: 'flex-start',
                      textAlign: 'start',
                      gap: 2,
                      px: 2,
                      py: 1.5,
                      // The open conversation is marked by a bar, not a tint: grey text stays legible.
                      borderLeft: 3,
                      borderColor:
                        conversation.key === conversationKey ? 'primary.main' : 'transparent',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Badge
                      variant="dot"
                      color="success"
                      invisible={!conversation.online}
                      overlap="circular"
                      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    >
                      <InitialsAvatar name={conversation.contact} />
                    </Badge>
                    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                      <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                        {conversation.contact}
                        {conversation.online && (
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            ({t('chat.online')})
                          </Box>
                        )}
                      </Typography>
                      <Typography
                        variant="body2"
                        component="span"
                        noWrap
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {preview(last)}
                      </Typography>
                    </Box>
                    {last && (
                      <Typography
                        variant="caption"
                        sx={{ color: 'text.secondary', alignSelf: 'flex-start' }}
                      >
                        {format.time(last.at)}
                      </Typography>
                    )}
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        </Box>
        <Box
          component="section"
          aria-label={open?.contact ?? t('chat.new')}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: { xs: showsThread ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
          }}
        >
          {compose && (
            <>
              <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={t('chat.to')}
                  value={recipient}
                  onChange={(event) => setRecipient(event.target.value)}
                >
                  {CONTACTS.map((contact) => (
                    <MenuItem key={contact} value={contact}>
                      {contact}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              <Box
                sx={{
                  flexGrow: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <EmptyState title={t('chat.newTitle')} description={t('chat.newText')} />
              </Box>
              <ChatComposer onSend={startChat} disabled={!recipient} />
            </>
          )}
          {!compose && open && (
            <>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 2,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <InitialsAvatar name={open.contact} />
                <Box sx={{ flexGrow: 1 }}>
                  <Typography variant="subtitle1" component="h2">
                    {open.contact}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {open.online ? t('chat.online') : t('chat.offline')}
                  </Typography>
                </Box>
                <Button
                  component={RouterLink}
                  to={templatePaths.chat.root}
                  sx={{ display: { md: 'none' } }}
                >
                  {t('common.back')}
                </Button>
              </Box>
              <ChatThread messages={open.messages} contact={open.contact} />
              <ChatComposer onSend={(text) => sendMessage(open.key, open.contact, text)} />
            </>
          )}
          {!compose && !open && (
            <Box
              sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            >
              <EmptyState
                title={conversationKey ? t('common.notFound') : t('chat.pick')}
                description={t('chat.pickText')}
              />
            </Box>
          )}
        </Box>
      </Card>
    </TemplatePage>
  );
};

/** chat/new: the same page, writing to someone picked from the contacts. */
export const NewChatPage = () => <ChatPage compose />;
