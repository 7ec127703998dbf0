/** Every URL of the app. Pages and links take them from here, never from inline strings. */

const ROOTS = { auth: '/auth', dashboard: '/dashboard' } as const;
const d = ROOTS.dashboard;

export type MessageLabel = 'all' | 'trash' | 'important' | 'starred';

const companyRoot = (companyId: string) => `${d}/companies/${companyId}`;
const candidateRoot = (candidateId: string) => `${d}/users/candidates/${candidateId}`;
const processView = (selectiveProcessId: string) =>
  `${d}/listSelectiveProcess/ViewSelectiveProcess/${selectiveProcessId}`;
const pregress = (candidateId: string, processId: string) =>
  `${candidateRoot(candidateId)}/pregressSelectiveProcess/${processId}`;

export const paths = {
  root: '/',
  auth: {
    login: `${ROOTS.auth}/login`,
    loginUnprotected: `${ROOTS.auth}/login-unprotected`,
    register: `${ROOTS.auth}/register`,
    registerUnprotected: `${ROOTS.auth}/register-unprotected`,
    resetPassword: `${ROOTS.auth}/reset-password`,
    changePassword: `${ROOTS.auth}/change-password`,
  },
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  pricing: '/pricing',
  payment: '/payment',
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  terms: '/terms',
  privacy: '/privacy',
  components: '/components',
  page404: '/404',
  page500: '/500',
  dashboard: {
    root: d,
    dashboarding: `${d}/dashboarding`,
    /** Relatórios: the report is the tab (`?aba=`), its filters the rest of the query. */
    reports: `${d}/reports`,
    /** The council's interviews in a calendar: its view, day and filters are the query. */
    interviews: `${d}/interviews`,
    /** The design system's template pages, listed (web/src/templates): reached from the appearance drawer only. */
    interfaceTemplates: `${d}/templates`,
    /** The data subjects' requests (LGPD): Início counts those due this week and links here. */
    lgpdRequests: {
      root: `${d}/lgpd-requests`,
      new: `${d}/lgpd-requests/new`,
      view: (id: string) => `${d}/lgpd-requests/${id}`,
      edit: (id: string) => `${d}/lgpd-requests/${id}/edit`,
      /** The record of processing operations (art. 37), generated and downloaded. */
      processingRecord: `${d}/lgpd-requests/processing-record`,
    },
    imports: {
      root: `${d}/imports`,
      /** Uploading a spreadsheet into a registry (companies, candidates or partners). */
      new: (resource: string) => `${d}/imports/new/${resource}`,
      view: (id: string) => `${d}/imports/${id}`,
    },
    partners: {
      root: `${d}/partners`,
      new: `${d}/partners/new`,
      edit: (id: string) => `${d}/partners/${id}/edit`,
    },
    plans: {
      root: `${d}/plans`,
      new: `${d}/plans/new`,
      edit: (id: string) => `${d}/plans/${id}/edit`,
    },
    subscriptions: {
      root: `${d}/subscriptions`,
      new: `${d}/subscriptions/new`,
      view: (id: string) => `${d}/subscriptions/${id}`,
    },
    vouchers: {
      root: `${d}/vouchers`,
      new: `${d}/vouchers/new`,
      edit: (id: string) => `${d}/vouchers/${id}/edit`,
    },
    settings: {
      root: `${d}/settings`,
      weights: `${d}/settings/weights`,
      stageRules: `${d}/settings/stage-rules`,
      retention: `${d}/settings/retention`,
      processingRecord: `${d}/settings/processing-record`,
    },
    selectiveProcesses: {
      root: `${d}/listSelectiveProcess`,
      view: processView,
      /** The process's ranked table, searched for a professional by name. */
      rankingOf: (selectiveProcessId: string, name: string) =>
        `${processView(selectiveProcessId)}?${new URLSearchParams({ aba: 'classificacao', key: name })}`,
    },
    /** Every process's applications; a report's figure opens it filtered to what it counts. */
    applications: {
      root: `${d}/applications`,
      filtered: (query: Record<string, string>) =>
        `${d}/applications?${new URLSearchParams(query)}`,
    },
    logs: {
      emails: `${d}/logsEmails`,
      emailErrors: `${d}/logsErrosEmails`,
      whatsapp: `${d}/logsWhatsapp`,
      catho: `${d}/logsCatho`,
      kanban: `${d}/logging`,
      /** The kanban log of one process (the page shows the filter as a removable chip). */
      kanbanOfProcess: (selectiveProcessId: string) =>
        `${d}/logging?selectiveProcessId=${selectiveProcessId}`,
      emailSendingErrors: `${d}/emailErrorLogs`,
      audit: `${d}/logsAudit`,
    },
    messages: {
      root: `${d}/sendMessage`,
      system: (typeUser: number, systemLabel: MessageLabel, mailId?: string) =>
        `${d}/sendMessage/${typeUser}/${systemLabel}${mailId ? `/${mailId}` : ''}`,
      custom: (typeUser: number, customLabel: string, mailId?: string) =>
        `${d}/sendMessage/${typeUser}/label/${customLabel}${mailId ? `/${mailId}` : ''}`,
    },
    user: { account: `${d}/user/account` },
    superAdmins: { root: `${d}/users/super-admins`, new: `${d}/users/super-admins/new` },
    accessProfiles: `${d}/users/access-profiles`,
    candidates: {
      root: `${d}/users/candidates`,
      register: `${d}/users/candidates/register`,
      view: candidateRoot,
      edit: (candidateId: string) => `${candidateRoot(candidateId)}/editCandidate`,
      settings: (candidateId: string) => `${candidateRoot(candidateId)}/candidateSettings`,
      addVideoResume: (candidateId: string) => `${candidateRoot(candidateId)}/addVideoResume`,
      viewVideoResume: (candidateId: string) => `${candidateRoot(candidateId)}/viewVideoResume`,
      competencyTest: (candidateId: string) => `${candidateRoot(candidateId)}/competencyTest`,
      applications: (candidateId: string) => `${candidateRoot(candidateId)}/applications`,
      interviews: (candidateId: string) => `${candidateRoot(candidateId)}/interviews`,
      history: (candidateId: string) => `${candidateRoot(candidateId)}/history`,
      messages: (candidateId: string) => `${candidateRoot(candidateId)}/messages`,
      /** The spec's short forms /users/{candidateId}/editCandidate and .../candidateSettings. */
      shortEdit: (candidateId: string) => `${d}/users/${candidateId}/editCandidate`,
      shortSettings: (candidateId: string) => `${d}/users/${candidateId}/candidateSettings`,
      pregress: {
        auxiliaryRequirementsTest: (c: string, p: string) =>
          `${pregress(c, p)}/auxiliaryRequirementsTest`,
        auxiliaryQuestionsTest: (c: string, p: string) =>
          `${pregress(c, p)}/auxiliaryQuestionsTest`,
        addVideoInterview: (c: string, p: string) => `${pregress(c, p)}/addVideoInterview`,
        viewVideoInterview: (c: string, p: string) => `${pregress(c, p)}/viewVideoInterview`,
        customTestQuestions: (c: string, p: string) => `${pregress(c, p)}/customTestQuestions`,
        valuesTestIntro: (c: string, p: string) => `${pregress(c, p)}/valuesTestIntro`,
        valuesTestAnswer: (c: string, p: string) => `${pregress(c, p)}/valuesTestAnswer`,
      },
    },
    companies: {
      root: `${d}/companies`,
      register: `${d}/companies/register`,
      view: companyRoot,
      valuesTest: (companyId: string) => `${companyRoot(companyId)}/valuesTest`,
      listSelectiveProcesses: (companyId: string) =>
        `${companyRoot(companyId)}/listSelectiveProcesses`,
      registerSelectiveProcess: (companyId: string) =>
        `${companyRoot(companyId)}/registerSelectiveProcess`,
      updateSelectiveProcess: (companyId: string) =>
        `${companyRoot(companyId)}/updateSelectiveProcess`,
      viewSelectiveProcess: (companyId: string, selectiveProcessId: string) =>
        `${companyRoot(companyId)}/viewSelectiveProcess/${selectiveProcessId}`,
      updateViewedSelectiveProcess: (companyId: string, selectiveProcessId: string) =>
        `${companyRoot(companyId)}/viewSelectiveProcess/${selectiveProcessId}/update`,
      edit: (companyId: string) => `${companyRoot(companyId)}/editCompany`,
      questionSheet: (companyId: string) => `${companyRoot(companyId)}/questionSheet`,
      customTest: (companyId: string) => `${companyRoot(companyId)}/questionSheet/customTest`,
    },
  },
} as const;

/**
 * The list, new and edit pages of a resource under /dashboard/{segment}, for a resource whose
 * pages only its own feature links to (declared in its nav file, not above).
 */
export const crudPaths = (segment: string) => {
  const list = `${d}/${segment}`;
  return { list, create: `${list}/new`, edit: (id: string) => `${list}/${id}/edit` };
};

/** Where a successful login lands when no protected page was asked for. */
export const PATH_AFTER_LOGIN = paths.dashboard.root;

const RETURN_TO = 'returnTo';

/** The login, coming back to `path` of this app once signed in (a public page's "Entrar para…"). */
export const loginReturningTo = (path: string): string =>
  `${paths.auth.login}?${new URLSearchParams({ [RETURN_TO]: path }).toString()}`;

/**
 * Where the login of this URL's query sends the administrator: the page it was asked to return
 * to when that is a path of this app, else the dashboard. Never another site: a scheme, a
 * leading double slash or backslash, or a blank (which browsers drop) is not a path here.
 */
export const pathAfterLogin = (search: string): string => {
  const wanted = new URLSearchParams(search).get(RETURN_TO);
  return wanted && /^\/(?![/\\])\S*$/.test(wanted) ? wanted : PATH_AFTER_LOGIN;
};
