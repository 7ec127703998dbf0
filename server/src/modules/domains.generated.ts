// Written by `npm run gen:index` from the folders: do not edit.
import { partnersModule } from './partners/partners.routes';
import { plansModule } from './plans/plans.routes';
import { vouchersModule } from './vouchers/vouchers.routes';

/** The domain modules, by folder, that modules/index.ts registers beside its own. */
export const DOMAIN_MODULES = {
  partners: partnersModule,
  plans: plansModule,
  vouchers: vouchersModule,
};
