import { accessProfileOperations } from './access-profiles';
import { applicationOperations } from './applications';
import { assessmentOperations } from './assessments-operations';
import { auditOperations } from './audit';
import { authOperations, userOperations } from './auth';
import { cathoOperations } from './catho';
import { dashboardOperations } from './dashboard';
import { DOMAIN_OPERATIONS } from './domain-operations.generated';
import { funnelOperations } from './funnel';
import { healthOperations } from './health';
import { historyOperations } from './history';
import { idleWatchdogOperations } from './idle-watchdog';
import { importOperations } from './imports';
import { interviewSlotOperations } from './interview-slots';
import { logOperations } from './logs';
import { notificationOperations } from './notifications';
import { searchOperations } from './search';
import { stageRuleOperations } from './stage-rules';
import { processingRecordOperations } from './processing-record';
import { retentionOperations } from './retention';
import { weightsOperations } from './weights';
import { savedViewOperations } from './saved-views';
import { accountSecurityOperations, loginStepOperations, superAdminSecurityOperations } from './sessions';

/**
 * Every endpoint of the API, by operationId: what the server routes and the web calls. A file that
 * declares a domain (`defineDomain`) is gathered by `npm run gen:index` instead of listed here.
 */
export const API_OPERATIONS = {
  ...authOperations,
  ...loginStepOperations,
  ...userOperations,
  ...accountSecurityOperations,
  ...superAdminSecurityOperations,
  ...accessProfileOperations,
  ...applicationOperations,
  ...funnelOperations,
  ...stageRuleOperations,
  ...idleWatchdogOperations,
  ...assessmentOperations,
  ...weightsOperations,
  ...retentionOperations,
  ...processingRecordOperations,
  ...cathoOperations,
  ...dashboardOperations,
  ...notificationOperations,
  ...logOperations,
  ...auditOperations,
  ...historyOperations,
  ...searchOperations,
  ...healthOperations,
  ...savedViewOperations,
  ...importOperations,
  ...interviewSlotOperations,
  ...DOMAIN_OPERATIONS,
};
export type ApiOperations = typeof API_OPERATIONS;
export type OperationId = keyof ApiOperations;
