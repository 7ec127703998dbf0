import { withDeclared, type DomainDeclaration } from './domain';
import { DOMAINS } from './domains.generated';

/*
 * The API's groups with their descriptions: the OpenAPI document's tags. Their own module so that
 * the web app, which calls operations, does not carry every domain's declaration in its entry.
 */

/** The groups of the API that no `defineDomain` declares, each with what it holds. */
const OWN_TAGS = {
  auth: 'Entrada, cadastro do primeiro administrador e recuperação de senha',
  users: 'A conta de quem está conectado: dados, foto e senha',
  applications: 'Candidaturas e o quadro de etapas',
  assessments: 'Avaliações dos profissionais em cada processo',
  weights: 'Pesos das avaliações na classificação',
  catho: 'Publicação das vagas na Catho',
  logs: 'Registros de envios, integrações e do quadro',
  audit: 'Trilha de auditoria das escritas dos administradores',
  history: 'Histórico de cada registro e as notas dos administradores',
  dashboard: 'Números do início',
  notifications: 'Avisos do sino',
  files: 'Arquivos enviados (fotos, logotipos, vídeos)',
  search: 'Busca de registros de todos os tipos pela barra superior',
  health: 'Saúde e prontidão da instância',
  imports: 'Importação de planilhas nos cadastros de empresas, profissionais e parceiros',
  'saved-views': 'Visões salvas das listas, pessoais ou compartilhadas com os outros administradores',
} as const;

const declaredDomains: readonly DomainDeclaration[] = DOMAINS;

/** The groups of the API, each with what it holds: the OpenAPI document's tags. */
export type ApiTag = keyof typeof OWN_TAGS | (typeof DOMAINS)[number]['tag']['name'];
export const API_TAGS = Object.fromEntries(
  withDeclared(
    Object.entries(OWN_TAGS),
    declaredDomains.map(({ tag }) => ({ key: tag.name, entry: tag.description, after: tag.after })),
  ),
) as Readonly<Record<ApiTag, string>>;
