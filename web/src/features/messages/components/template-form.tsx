import { useRef, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  TEMPLATE_FIELD_NAMES,
  TEMPLATE_FIELDS,
  messageTemplateInputSchema,
  type MessageTemplate,
  type MessageTemplateInput,
  type TemplateField,
} from '@hub/contract/message-templates';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import {
  useCreateMessageTemplate,
  useSendTestMessageTemplate,
  useUpdateMessageTemplate,
} from '../api/message-templates';
import { insertAt } from '../template-text';
import { TemplatePreview } from './template-preview';
import { messageTemplatesPaths } from '../message-templates.nav';

type TextField = 'subject' | 'body';
type Target = { name: TextField; element: HTMLInputElement | HTMLTextAreaElement };

const valuesOf = (template?: MessageTemplate): MessageTemplateInput => ({
  name: template?.name ?? '',
  subject: template?.subject ?? '',
  body: template?.body ?? '',
});

/** Create and edit of a template: name, subject and body with fields, its preview and a test send. */
export const TemplateForm = ({ record: template }: { record?: MessageTemplate }) => {
  const create = useCreateMessageTemplate();
  const update = useUpdateMessageTemplate(template?.id ?? '');
  const testSend = useSendTestMessageTemplate();
  const form = useForm({
    resolver: zodResolver(messageTemplateInputSchema),
    defaultValues: valuesOf(template),
  });
  const { control } = form;
  const [subject = '', body = ''] = useWatch({ control, name: ['subject', 'body'] });
  // The text field a field button writes into: the one last focused, the body at first.
  const target = useRef<Target | null>(null);

  const rememberTarget = (event: FocusEvent<HTMLElement>) => {
    const element = event.target;
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    const name = element.getAttribute('name');
    if (name === 'subject' || name === 'body') target.current = { name, element };
  };

  const insertField = (field: TemplateField) => {
    const name = target.current?.name ?? 'body';
    const element =
      target.current?.element ??
      document.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
    const inserted = insertAt(
      form.getValues(name),
      `{{${field}}}`,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    // The new value written before this handler returns, so the caret goes right after the field
    // before the next keystroke (set a frame later, what was typed meanwhile went to the end).
    flushSync(() =>
      form.setValue(name, inserted.value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    );
    element?.focus();
    element?.setSelectionRange(inserted.caret, inserted.caret);
  };

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      template
        ? update.mutateAsync({ ...values, updatedAt: template.updatedAt })
        : create.mutateAsync(values),
    saved: template ? 'Modelo atualizado' : 'Modelo criado',
    next: () => messageTemplatesPaths.list,
  });

  const sendTest = async () => {
    if (!(await form.trigger(['subject', 'body']))) return;
    try {
      const { email } = await testSend.mutateAsync({
        subject: form.getValues('subject'),
        body: form.getValues('body'),
      });
      enqueueSnackbar(`Teste enviado para ${email}`, { variant: 'success' });
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <SectionCard title={template ? 'Dados do modelo' : 'Novo modelo'}>
        <Form
          form={form}
          onSubmit={onSubmit}
          submitLabel={template ? 'Salvar alterações' : 'Criar modelo'}
        >
          <RhfTextField control={control} name="name" label="Nome do modelo" required />
          <Box onFocus={rememberTarget} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <RhfTextField control={control} name="subject" label="Assunto" required />
            <Box>
              <Typography id="template-fields" variant="subtitle2" component="p" sx={{ mb: 1 }}>
                Inserir campo
              </Typography>
              <Box
                role="group"
                aria-labelledby="template-fields"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {TEMPLATE_FIELD_NAMES.map((field) => (
                  <Tooltip key={field} title={TEMPLATE_FIELDS[field]} describeChild>
                    <Button
                      size="small"
                      variant="outlined"
                      color="inherit"
                      // Keeps the caret where it was in the subject or body.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => insertField(field)}
                    >
                      {`{{${field}}}`}
                    </Button>
                  </Tooltip>
                ))}
              </Box>
              <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
                O campo entra onde está o cursor, no assunto ou no texto. Uma linha em branco separa
                parágrafos.
              </Typography>
            </Box>
            <RhfTextField
              control={control}
              name="body"
              label="Texto"
              multiline
              minRows={8}
              required
            />
          </Box>
        </Form>
      </SectionCard>
      <Stack spacing={3}>
        <SectionCard
          title="Pré-visualização"
          description="O texto como um profissional ou uma empresa de verdade o receberia."
        >
          <TemplatePreview subject={subject} body={body} />
        </SectionCard>
        <SectionCard
          title="Teste"
          description="Envia o texto ao seu email, com o seu nome e valores de exemplo nos outros campos."
        >
          <Button variant="outlined" onClick={sendTest} loading={testSend.isPending}>
            Enviar teste para mim
          </Button>
        </SectionCard>
      </Stack>
    </Box>
  );
};
