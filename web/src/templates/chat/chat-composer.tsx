import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const MAX_LENGTH = 1000;

/** Types and sends a message: Enter sends, Shift+Enter starts a new line; empty text is not sent. */
export const ChatComposer = ({
  onSend,
  disabled,
}: {
  onSend: (text: string) => void;
  disabled?: boolean;
}) => {
  const { t } = useTemplatesTranslation();
  const [text, setText] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || disabled) return;
    onSend(value);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) send(event);
  };
  return (
    <Box
      component="form"
      onSubmit={send}
      sx={{
        display: 'flex',
        gap: 1,
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
        alignItems: 'flex-end',
      }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={4}
        size="small"
        label={t('chat.message')}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.slice(0, MAX_LENGTH))}
        onKeyDown={onKeyDown}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('chat.send')}
        disabled={disabled || !text.trim()}
      >
        <Send
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      </IconButton>
    </Box>
  );
};
