// Written by `npm run gen:index` from the folders: do not edit.
import { candidateOperations } from './candidates';
import { companyOperations } from './companies';
import { valuesTestOperations } from './companies';
import { interviewOperations } from './interviews';
import { lgpdRequestOperations } from './lgpd-requests';
import { messageOperations } from './messages';
import { messageTemplateOperations } from './messages';
import { partnerOperations } from './partners';
import { planOperations } from './plans';
import { reportOperations } from './reports';
import { reportScheduleOperations } from './reports';
import { securityIncidentOperations } from './security-incidents';
import { selectiveProcessOperations } from './selective-processes';
import { subscriptionOperations } from './subscriptions';
import { superAdminOperations } from './super-admins';
import { voucherOperations } from './vouchers';

/** The operations of the files that declare a domain. */
export const DOMAIN_OPERATIONS = {
  ...candidateOperations,
  ...companyOperations,
  ...valuesTestOperations,
  ...interviewOperations,
  ...lgpdRequestOperations,
  ...messageOperations,
  ...messageTemplateOperations,
  ...partnerOperations,
  ...planOperations,
  ...reportOperations,
  ...reportScheduleOperations,
  ...securityIncidentOperations,
  ...selectiveProcessOperations,
  ...subscriptionOperations,
  ...superAdminOperations,
  ...voucherOperations,
};
