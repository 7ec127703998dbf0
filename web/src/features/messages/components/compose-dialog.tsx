import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageTemplate } from '@hub/contract/message-templates';
import {
  AUDIENCE_NAMES,
  contextFieldIssues,
  type Channel,
  type RecipientOption,
} from '@hub/contract/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  DebouncedTextField,
  FieldFilters,
  type ListFilter,
} from '../../../components/resource/list-filters';
import {
  COMPANY_FILTERS,
  PROFESSIONAL_FILTERS,
} from '../../../components/resource/registry-filters';
import { RemotePicker, type PickerSource } from '../../../components/resource/remote-picker';
import { recipientSource } from '../api/get-recipient-options';
import { templateSource } from '../api/message-templates';
import { useAudiencePreview } from '../api/preview-audience';
import type { ComposeIntent } from '../../../lib/compose-intent';
import { useComposeForm, type AudienceKind, type ComposeFilters } from '../hooks/use-compose-form';
import { CHANNEL_NAMES, CHANNEL_ORDER, TYPE_USER_TABS } from '../messages.config';
import { textToHtml } from '../template-text';
import { RichTextEditor } from './rich-text-editor';

/** The registry lists' own filters, every one as a compact field (chips would crowd the dialog). */
const asFields = (filters: ListFilter[]): ListFilter[] =>
  filters.map((filter) =>
    !filter.kind || filter.kind === 'chips' ? { ...filter, kind: 'select' } : filter,
  );
const AUDIENCE_FILTERS: Record<1 | 2, ListFilter[]> = {
  1: asFields(PROFESSIONAL_FILTERS),
  2: asFields(COMPANY_FILTERS),
};

const RECIPIENTS = { 1: recipientSource(1), 2: recipientSource(2) } as const;

/** The kinds offered by the dialog itself; applications come from a process's selection. */
const PICKED_KINDS: AudienceKind[] = ['all', 'filtered', 'chosen'];

/**
 * The templates this message could send: one using {{processo}} or {{etapa}} (or {{empresa}} for
 * professionals) only when it goes through applications, which give those fields their values.
 */
const usableTemplates = (
  typeUser: 1 | 2,
  throughApplications: boolean,
): PickerSource<MessageTemplate> => ({
  queryKey: (key) => [...templateSource.queryKey(key), 'usable', typeUser, throughApplications],
  search: async (key, signal) => {
    const found = await templateSource.search(key, signal);
    return throughApplications
      ? found
      : found.filter((template) => contextFieldIssues(typeUser, template).length === 0);
  },
});

const recipientLabel = (option: RecipientOption) =>
  option.email ? `${option.name} (${option.email})` : option.name;

const channelList = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** What a broadcast is about to do: how many people, who, and on which channels. */
export const broadcastSummary = (
  count: number | undefined,
  typeUser: 1 | 2,
  filtered: boolean,
  channels: Channel[],
): string => {
  const one = count === 1;
  const professionals = typeUser === 1;
  const who = professionals
    ? one
      ? 'profissional'
      : 'profissionais'
    : one
      ? 'empresa'
      : 'empresas';
  const found = filtered
    ? ` ${professionals ? (one ? 'encontrado' : 'encontrados') : one ? 'encontrada' : 'encontradas'} pelos filtros`
    : '';
  const people =
    count === undefined
      ? `${professionals ? 'Todos os' : 'Todas as'} ${who}${filtered ? ' que os filtros encontram' : ''}`
      : `${count.toLocaleString('pt-BR')} ${who}${found}`;
  const on = channelList.format(channels.map((channel) => CHANNEL_NAMES[channel]));
  return `${people} ${one ? 'vai' : 'vão'} receber esta mensagem por ${on} (${channels.length} ${channels.length === 1 ? 'canal' : 'canais'}).`;
};

/**
 * Compose: to all, a filtered set or chosen professionals or companies, on the chosen channels.
 * Closing it (Esc, backdrop, Cancelar) with something typed or chosen asks first.
 */
export const ComposeDialog = ({
  initialType,
  initialAudience,
  onClose,
}: {
  initialType: 1 | 2;
  /** People chosen elsewhere (a list's selection). */
  initialAudience?: ComposeIntent['audience'];
  onClose: () => void;
}) => {
  const form = useComposeForm(initialType, onClose, initialAudience);
  const throughApplications = form.kind === 'applications';
  const templates = useMemo(
    () => usableTemplates(form.typeUser, throughApplications),
    [form.typeUser, throughApplications],
  );
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [confirmingSend, setConfirmingSend] = useState(false);
  const [template, setTemplate] = useState<MessageTemplate | null>(null);
  const [replacing, setReplacing] = useState<MessageTemplate | null>(null);
  // The editor starts again (a new key) with a template's text.
  const [editorSeed, setEditorSeed] = useState<{ version: number; html?: string }>({ version: 0 });
  const applyTemplate = (chosen: MessageTemplate) => {
    const html = textToHtml(chosen.body);
    setTemplate(chosen);
    form.setSubject(chosen.subject);
    form.setBody(html);
    setEditorSeed((seed) => ({ version: seed.version + 1, html }));
  };
  const chooseTemplate = (chosen: MessageTemplate | null) => {
    if (!chosen) setTemplate(null);
    else if (form.hasContent) setReplacing(chosen);
    else applyTemplate(chosen);
  };
  const requestClose = () => {
    if (form.dirty) setConfirmingDiscard(true);
    else onClose();
  };
  const preview = useAudiencePreview(
    form.kind === 'chosen' && form.chosen.length === 0 ? null : form.audienceBody,
  );
  const setFilters = (changes: ComposeFilters) => form.setFilters({ ...form.filters, ...changes });
  const toggleChannel = (channel: Channel) =>
    form.setChannels(
      form.channels.includes(channel)
        ? form.channels.filter((item) => item !== channel)
        : [...form.channels, channel],
    );

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="md" aria-labelledby="compose-title">
      <DialogTitle id="compose-title">Nova mensagem</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {form.applications ? (
          <Typography variant="body2">
            {form.applications.ids.length === 1
              ? '1 inscrição escolhida'
              : `${form.applications.ids.length} inscrições escolhidas`}{' '}
            em “{form.applications.processTitle}”: {form.applications.names.join(', ')}. Cada
            profissional recebe a mensagem com o processo e a etapa da sua inscrição.
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            <FormControl>
              <FormLabel id="compose-type">Enviar para</FormLabel>
              <RadioGroup
                row
                aria-labelledby="compose-type"
                value={form.typeUser}
                onChange={(event) => form.changeType(Number(event.target.value) === 1 ? 1 : 2)}
              >
                {TYPE_USER_TABS.map((tab) => (
                  <FormControlLabel
                    key={tab.value}
                    value={tab.value}
                    control={<Radio />}
                    label={tab.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="compose-kind">Quem</FormLabel>
              <RadioGroup
                row
                aria-labelledby="compose-kind"
                value={form.kind}
                onChange={(event) => form.setKind(event.target.value as AudienceKind)}
              >
                {PICKED_KINDS.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    value={kind}
                    control={<Radio />}
                    label={AUDIENCE_NAMES[kind]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Box>
        )}
        {form.kind === 'filtered' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DebouncedTextField
              label="Busca (nome, email, CPF ou CNPJ)"
              value={form.filters.key ?? ''}
              onChange={(key) => setFilters({ key: key || undefined })}
              grow
            />
            <FieldFilters
              filters={AUDIENCE_FILTERS[form.typeUser]}
              values={form.filters}
              onChange={setFilters}
            />
          </Box>
        )}
        {form.kind === 'chosen' && (
          <RemotePicker<RecipientOption>
            multiple
            source={RECIPIENTS[form.typeUser]}
            label="Destinatários"
            value={form.chosen}
            onChange={form.setChosen}
            optionLabel={recipientLabel}
            noOptionsText="Ninguém encontrado"
            error={Boolean(form.errors.audience)}
          />
        )}
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ color: form.errors.audience ? 'error.main' : 'text.secondary' }}
        >
          {form.errors.audience ??
            (preview.data
              ? `${preview.data.count} ${preview.data.count === 1 ? 'destinatário' : 'destinatários'}`
              : ' ')}
        </Typography>
        <RemotePicker<MessageTemplate>
          source={templates}
          label="Usar modelo"
          value={template}
          onChange={chooseTemplate}
          optionLabel={(option) => option.name}
          optionText={(option) => `${option.name} · ${option.subject}`}
          noOptionsText="Nenhum modelo encontrado"
          helperText="Preenche o assunto e o texto; cada destinatário recebe os seus valores nos campos."
        />
        <TextField
          label="Assunto"
          value={form.subject}
          onChange={(event) => form.setSubject(event.target.value)}
          error={Boolean(form.errors.subject)}
          helperText={form.errors.subject}
          required
        />
        <RichTextEditor
          key={editorSeed.version}
          label="Mensagem"
          onChange={form.setBody}
          error={form.errors.body}
          {...(editorSeed.html !== undefined ? { initialHtml: editorSeed.html } : {})}
        />
        <FormControl error={Boolean(form.errors.channels)} component="fieldset">
          <FormLabel component="legend">Canais</FormLabel>
          <FormGroup row>
            {CHANNEL_ORDER.map((channel) => (
              <FormControlLabel
                key={channel}
                control={
                  <Checkbox
                    checked={form.channels.includes(channel)}
                    onChange={() => toggleChannel(channel)}
                  />
                }
                label={CHANNEL_NAMES[channel]}
              />
            ))}
          </FormGroup>
          {form.errors.channels && <FormHelperText>{form.errors.channels}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={requestClose}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            // A broadcast (everyone, or whoever a filter finds) gets a second look first.
            if (form.kind === 'chosen' || form.kind === 'applications') form.submit();
            else if (form.validate()) setConfirmingSend(true);
          }}
          loading={form.sending}
        >
          Enviar
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmingSend}
        title="Enviar a mensagem?"
        content={broadcastSummary(
          preview.data?.count,
          form.typeUser,
          form.kind === 'filtered',
          form.channels,
        )}
        confirmLabel="Enviar"
        cancelLabel="Voltar"
        onConfirm={() => {
          setConfirmingSend(false);
          form.submit();
        }}
        onClose={() => setConfirmingSend(false)}
      />
      <ConfirmDialog
        open={confirmingDiscard}
        title="Descartar a mensagem?"
        content="O assunto, o texto, os destinatários e os canais escolhidos serão perdidos."
        confirmLabel="Descartar"
        cancelLabel="Continuar editando"
        color="error"
        onConfirm={onClose}
        onClose={() => setConfirmingDiscard(false)}
      />
      <ConfirmDialog
        open={replacing !== null}
        title="Substituir o texto?"
        content={`O assunto e o texto já escritos serão substituídos pelos do modelo “${replacing?.name ?? ''}”.`}
        confirmLabel="Substituir"
        cancelLabel="Manter o meu texto"
        onConfirm={() => {
          if (replacing) applyTemplate(replacing);
          setReplacing(null);
        }}
        onClose={() => setReplacing(null)}
      />
    </Dialog>
  );
};
