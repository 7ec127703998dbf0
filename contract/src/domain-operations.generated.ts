// Written by `npm run gen:index` from the folders: do not edit.
import { partnerOperations } from './partners';
import { planOperations } from './plans';
import { voucherOperations } from './vouchers';

/** The operations of the files that declare a domain. */
export const DOMAIN_OPERATIONS = {
  ...partnerOperations,
  ...planOperations,
  ...voucherOperations,
};
