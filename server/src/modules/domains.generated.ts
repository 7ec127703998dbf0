// Written by `npm run gen:index` from the folders: do not edit.
import { candidatesModule } from './candidates/candidates.routes';
import { companiesModule } from './companies/companies.routes';
import { interviewsModule } from './interviews/interviews.routes';
import { lgpdRequestsModule } from './lgpd-requests/lgpd-requests.routes';
import { messageTemplatesModule } from './message-templates/message-templates.routes';
import { messagesModule } from './messages/messages.routes';
import { partnersModule } from './partners/partners.routes';
import { plansModule } from './plans/plans.routes';
import { reportsModule } from './reports/reports.routes';
import { securityIncidentsModule } from './security-incidents/security-incidents.routes';
import { selectiveProcessesModule } from './selective-processes/selective-processes.routes';
import { subscriptionsModule } from './subscriptions/subscriptions.routes';
import { superAdminsModule } from './super-admins/super-admins.routes';
import { vouchersModule } from './vouchers/vouchers.routes';

/** The domain modules, by folder, that modules/index.ts registers beside its own. */
export const DOMAIN_MODULES = {
  candidates: candidatesModule,
  companies: companiesModule,
  interviews: interviewsModule,
  'lgpd-requests': lgpdRequestsModule,
  'message-templates': messageTemplatesModule,
  messages: messagesModule,
  partners: partnersModule,
  plans: plansModule,
  reports: reportsModule,
  'security-incidents': securityIncidentsModule,
  'selective-processes': selectiveProcessesModule,
  subscriptions: subscriptionsModule,
  'super-admins': superAdminsModule,
  vouchers: vouchersModule,
};
