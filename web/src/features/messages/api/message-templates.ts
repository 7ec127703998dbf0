import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  messageTemplateOperations,
  type MessageTemplateCreate,
  type MessageTemplateUpdate,
  type TemplatePreview,
  type TemplatePreviewBody,
  type TemplateTestSendBody,
} from '@hub/contract/message-templates';
import { applicationOperations } from '@hub/contract/applications';
import { listSource } from '../../../components/resource/remote-picker';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** The path of the list is the first key, so its pickers (listSource) refresh with it. */
export const templateKeys = {
  all: ['message-templates'] as const,
  one: (id: string) => ['message-templates', id] as const,
};

/** Templates to pick from, searched by name or subject. */
export const templateSource = listSource(messageTemplateOperations.listMessageTemplates);

export const useMessageTemplate = (id: string) =>
  useQuery({
    queryKey: templateKeys.one(id),
    queryFn: ({ signal }) =>
      call(messageTemplateOperations.getMessageTemplate, { params: { id } }, signal),
  });

export const useCreateMessageTemplate = () =>
  useOperationMutation(
    messageTemplateOperations.createMessageTemplate,
    templateKeys.all,
    (body: MessageTemplateCreate) => ({ body }),
  );

export const useUpdateMessageTemplate = (id: string) =>
  useOperationMutation(
    messageTemplateOperations.updateMessageTemplate,
    templateKeys.all,
    (body: MessageTemplateUpdate) => ({ params: { id }, body }),
  );

export const useDeleteMessageTemplate = (id: string) =>
  useOperationMutation(messageTemplateOperations.deleteMessageTemplate, templateKeys.all, () => ({
    params: { id },
  }));

export const useSendTestMessageTemplate = () =>
  useOperationMutation(
    messageTemplateOperations.sendTestMessageTemplate,
    templateKeys.all,
    (body: TemplateTestSendBody) => ({ body }),
  );

/** The text rendered for the recipient chosen; null asks nothing (no recipient yet). */
export const useTemplatePreview = (body: TemplatePreviewBody | null) =>
  useQuery({
    queryKey: ['message-templates', 'preview', body],
    queryFn: ({ signal }): Promise<TemplatePreview> =>
      call(
        messageTemplateOperations.previewMessageTemplate,
        { body: body as TemplatePreviewBody },
        signal,
      ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** A professional's applications, to fill {{empresa}}, {{processo}} and {{etapa}} in the preview. */
export const useCandidateApplications = (candidateId: string | null) =>
  useQuery({
    queryKey: ['applications', 'of-candidate', candidateId],
    queryFn: ({ signal }) =>
      call(
        applicationOperations.listCandidateApplications,
        { params: { id: candidateId ?? '' } },
        signal,
      ),
    enabled: candidateId !== null,
  });
