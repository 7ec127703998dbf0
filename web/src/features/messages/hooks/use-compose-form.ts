import { useState } from 'react';
import { enqueueSnackbar } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import {
  composeBodySchema,
  type AudienceInput,
  type Channel,
  type RecipientOption,
} from '@hub/contract/messages';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import type { ComposeIntent } from '../../../lib/compose-intent';
import { paths } from '../../../routes/paths';
import { useComposeMessage } from '../api/compose-message';

export type AudienceKind = 'all' | 'filtered' | 'chosen' | 'applications';
/** The registry list filters chosen so far, by the names of the contract's list query. */
export type ComposeFilters = Record<string, string | undefined>;

const EMPTY_FILTERS: ComposeFilters = {};

/** Drops the filters left blank, so only what was chosen narrows the audience. */
const filled = (filters: ComposeFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value?.trim()));

/** The text of the editor's HTML: formatting alone, or an emptied editor's <br>, is not a message. */
const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

/** State, validation (the contract's schema), sending, toast and navigation of the compose dialog. */
export const useComposeForm = (
  initialType: 1 | 2,
  onSent: () => void,
  initialAudience?: ComposeIntent['audience'],
) => {
  const navigate = useNavigate();
  const compose = useComposeMessage();
  const [typeUser, setTypeUser] = useState<1 | 2>(initialType);
  const [kind, setKind] = useState<AudienceKind>(initialAudience?.kind ?? 'all');
  const [filters, setFilters] = useState<ComposeFilters>(
    initialAudience?.kind === 'filtered' ? initialAudience.filters : EMPTY_FILTERS,
  );
  const [chosen, setChosen] = useState<RecipientOption[]>(
    initialAudience?.kind === 'chosen' ? initialAudience.recipients : [],
  );
  // Applications come only from a process's selection, and stay as chosen there.
  const applications = initialAudience?.kind === 'applications' ? initialAudience : null;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [channels, setChannels] = useState<Channel[]>(['email']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Anything typed or chosen would be lost by closing: the dialog asks first, so does leaving.
  const dirty =
    typeUser !== initialType ||
    kind !== 'all' ||
    Object.keys(filled(filters)).length > 0 ||
    chosen.length > 0 ||
    subject.trim() !== '' ||
    hasText(body) ||
    channels.length !== 1 ||
    channels[0] !== 'email';
  const allowLeave = useUnsavedChangesGuard(dirty);
  // What a template would replace: the dialog asks before.
  const hasContent = subject.trim() !== '' || hasText(body);

  const audience = (): AudienceInput['audience'] => {
    if (kind === 'filtered') return { kind, filters: filled(filters) };
    if (kind === 'chosen') return { kind, ids: chosen.map((option) => option.id) };
    if (kind === 'applications' && applications) return { kind, ids: applications.ids };
    return { kind: 'all' };
  };
  const audienceBody = { typeUser, audience: audience() } as AudienceInput;

  const changeType = (value: 1 | 2) => {
    setTypeUser(value);
    setFilters(EMPTY_FILTERS);
    setChosen([]);
  };

  const input = { ...audienceBody, subject, body, channels };
  /** Checks the message as the API will, showing what is wrong; true when it can be sent. */
  const validate = (): boolean => {
    const parsed = composeBodySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            issue.path[0] === 'audience' ? 'audience' : String(issue.path[0]),
            issue.message,
          ]),
        ),
      );
      return false;
    }
    setErrors({});
    return true;
  };

  /** Sends the message, checked first. */
  const submit = () => {
    if (!validate()) return;
    // The API reads the body with the same schema: it is sent as typed, not as parsed.
    compose.mutate(input, {
      onSuccess: (message) => {
        enqueueSnackbar(
          `Mensagem enviada para ${message.recipientCount} ${message.recipientCount === 1 ? 'destinatário' : 'destinatários'}`,
          {
            variant: 'success',
          },
        );
        allowLeave();
        onSent();
        navigate(paths.dashboard.messages.system(message.typeUser, 'all', message.id));
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      },
    });
  };

  return {
    typeUser,
    changeType,
    kind,
    applications,
    setKind,
    filters,
    setFilters,
    chosen,
    setChosen,
    subject,
    setSubject,
    body,
    setBody,
    hasContent,
    channels,
    setChannels,
    errors,
    dirty,
    audienceBody,
    validate,
    submit,
    sending: compose.isPending,
  };
};
