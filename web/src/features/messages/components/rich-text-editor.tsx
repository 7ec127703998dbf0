import { useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';

type Command = { command: string; label: string; icon: ReactNode };

const COMMANDS: Command[] = [
  { command: 'bold', label: 'Negrito', icon: <FormatBold /> },
  { command: 'italic', label: 'Itálico', icon: <FormatItalic /> },
  { command: 'underline', label: 'Sublinhado', icon: <FormatUnderlined /> },
  { command: 'insertUnorderedList', label: 'Lista', icon: <FormatListBulleted /> },
  { command: 'insertOrderedList', label: 'Lista numerada', icon: <FormatListNumbered /> },
];

type RichTextEditorProps = {
  label: string;
  onChange: (html: string) => void;
  error?: string;
  /** What the editor starts with (a template's text); give it a new `key` to start again. */
  initialHtml?: string;
};

/**
 * A small rich-text field (bold, italic, underline, lists, links). The HTML it produces is
 * sanitised again by the server, which keeps only these tags.
 */
export const RichTextEditor = ({ label, onChange, error, initialHtml }: RichTextEditorProps) => {
  const editor = useRef<HTMLDivElement>(null);
  // contentEditable is not controlled: the starting text is written once, before it is painted.
  useLayoutEffect(() => {
    if (editor.current && initialHtml !== undefined) editor.current.innerHTML = initialHtml;
  }, [initialHtml]);
  const run = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
    onChange(editor.current?.innerHTML ?? '');
  };
  const addLink = () => {
    const url = window.prompt('Endereço do link (https://…)');
    if (url && /^(https?:\/\/|mailto:)/i.test(url)) run('createLink', url);
  };
  return (
    <Box>
      <Typography id="rich-text-label" variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box
          role="toolbar"
          aria-label="Formatação"
          sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {COMMANDS.map((item) => (
            <Tooltip key={item.command} title={item.label}>
              <IconButton
                size="small"
                aria-label={item.label}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(item.command)}
              >
                {item.icon}
              </IconButton>
            </Tooltip>
          ))}
          <Tooltip title="Link">
            <IconButton
              size="small"
              aria-label="Link"
              onMouseDown={(event) => event.preventDefault()}
              onClick={addLink}
            >
              <InsertLink />
            </IconButton>
          </Tooltip>
        </Box>
        <Box
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby="rich-text-label"
          aria-invalid={Boolean(error)}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          sx={{
            minHeight: 160,
            p: 1.5,
            outline: 'none',
            typography: 'body2',
            '& ul, & ol': { pl: 3 },
          }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
