import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ChatMessage } from '../sample-data/conversations';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';

/** The messages of a conversation, newest at the bottom, kept in view as new ones arrive. */
export const ChatThread = ({ messages, contact }: { messages: ChatMessage[]; contact: string }) => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <Box
      component="ol"
      aria-live="polite"
      aria-label={t('chat.with', { name: contact })}
      sx={{
        flexGrow: 1,
        overflowY: 'auto',
        m: 0,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        listStyle: 'none',
      }}
    >
      {messages.map((message, index) => (
        <Box
          component="li"
          key={message.id}
          ref={index === messages.length - 1 ? end : undefined}
          sx={{ alignSelf: message.fromMe ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
        >
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', textAlign: message.fromMe ? 'end' : 'start' }}
          >
            {message.fromMe ? t('blog.you') : contact} · {format.time(message.at)}
          </Typography>
          <Typography
            variant="body2"
            sx={(theme) => ({
              px: 1.5,
              py: 1,
              borderRadius: 1.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              bgcolor: message.fromMe
                ? alpha(theme.palette.primary.main, 0.16)
                : alpha(theme.palette.grey[500], 0.12),
              color: 'text.primary',
            })}
          >
            {message.text ?? t(`chat.samples.${message.sampleKey}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
