import { SCOPED_NOT_FOUND } from '../../../lib/scope';
import { ASSESSMENT_MESSAGES } from '@hub/contract/assessments';
import type { ErrorSpec } from '../../../lib/errors';

export const AssessmentErrors = {
  candidateNotFound: { kind: 'not_found', message: 'Profissional não encontrado' },
  candidateAnonymized: { kind: 'conflict', message: ASSESSMENT_MESSAGES.candidateAnonymized },
  sheetNotFound: SCOPED_NOT_FOUND.questionSheets,
  companyNotFound: { kind: 'not_found', message: 'Empresa não encontrada' },
  unknownRequirement: {
    kind: 'bad_request',
    message: 'Responda apenas requisitos deste processo',
    field: 'answers',
  },
  unknownQuestion: {
    kind: 'bad_request',
    message: 'Responda apenas perguntas deste processo',
    field: 'answers',
  },
  noCustomTest: {
    kind: 'conflict',
    message: 'Este processo não tem teste personalizado',
  },
  unknownSheetQuestion: {
    kind: 'bad_request',
    message:
      'Responda apenas questões do teste personalizado deste processo, com uma das alternativas',
    field: 'answers',
  },
  noValuesTest: { kind: 'conflict', message: 'Este processo não usa o teste de valores' },
  unknownValue: {
    kind: 'bad_request',
    message: 'Avalie apenas valores ativos da lista',
    field: 'answers',
  },
  unknownInterviewQuestion: {
    kind: 'not_found',
    message: 'Pergunta de entrevista não encontrada neste processo',
  },
  noVideo: { kind: 'not_found', message: 'Esta pergunta ainda não tem vídeo enviado' },
  scoreWithoutVideo: {
    kind: 'conflict',
    message: 'Envie o vídeo desta pergunta antes de dar a nota',
  },
  videoWrongType: {
    kind: 'unsupported_media_type',
    message: 'O vídeo deve ser um arquivo MP4 ou WebM',
    field: 'file',
  },
} as const satisfies Record<string, ErrorSpec>;
