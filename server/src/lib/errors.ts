/** The kinds of failure the API answers with; the handler maps each to one HTTP status. */
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** What a link pointed to is over: expired or already used (410). */
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'service_unavailable';

export type Issue = { path: string; message: string };

/**
 * A named failure of a module: `{ kind, message }` with the message in Portuguese; `code` when a
 * screen acts on what was refused (the same code and message wherever the refusal happens).
 */
export type ErrorSpec = { kind: ErrorKind; message: string; field?: string; code?: string };

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string | undefined;
  readonly issues: Issue[] | undefined;
  /** The record a conflict is with (a duplicate CNPJ's company), when the answer names it. */
  readonly recordId: string | undefined;

  constructor(spec: ErrorSpec, issues?: Issue[], recordId?: string) {
    super(spec.message);
    this.kind = spec.kind;
    this.code = spec.code;
    this.recordId = recordId;
    this.issues = issues ?? (spec.field ? [{ path: spec.field, message: spec.message }] : undefined);
  }
}

export const statusOf = (kind: ErrorKind): number => {
  switch (kind) {
    case 'bad_request':
      return 400;
    case 'unauthorized':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'gone':
      return 410;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'too_many_requests':
      return 429;
    case 'bad_gateway':
      return 502;
    case 'service_unavailable':
      return 503;
  }
};

export const CommonErrors = {
  notFound: { kind: 'not_found', message: 'Registro não encontrado' },
  unauthenticated: { kind: 'unauthorized', message: 'Sessão expirada ou inválida. Faça login novamente.' },
  forbidden: { kind: 'forbidden', message: 'Você não tem permissão para esta ação' },
  staleWrite: {
    kind: 'conflict',
    message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente de novo.',
    field: 'updatedAt',
  },
  invalidTransition: { kind: 'conflict', message: 'Mudança de status não permitida' },
  invalidInput: { kind: 'bad_request', message: 'Dados inválidos' },
  valueOutOfRange: { kind: 'bad_request', message: 'Um dos valores está fora do intervalo ou do formato aceito' },
  tooLarge: { kind: 'payload_too_large', message: 'Arquivo grande demais' },
  queryTimedOut: {
    kind: 'service_unavailable',
    message: 'A consulta demorou mais que o permitido. Refine a busca (mais letras ou um filtro) e tente novamente.',
  },
  databaseUnavailable: { kind: 'service_unavailable', message: 'Banco de dados indisponível. Tente novamente em instantes.' },
  shuttingDown: { kind: 'service_unavailable', message: 'Esta instância está sendo encerrada. Tente novamente em instantes.' },
} as const satisfies Record<string, ErrorSpec>;

export const notFound = (message: string = CommonErrors.notFound.message): AppError =>
  new AppError({ kind: 'not_found', message });

const HTTP_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The API's error shape, for every error answer. */
export const errorBody = (statusCode: number, message: string, issues?: Issue[], code?: string, recordId?: string) => ({
  statusCode,
  error: HTTP_NAMES[statusCode] ?? 'Error',
  message,
  ...(code ? { code } : {}),
  ...(issues ? { issues } : {}),
  ...(recordId ? { recordId } : {}),
});
