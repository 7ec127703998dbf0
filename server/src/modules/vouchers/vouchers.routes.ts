import type { FastifyInstance } from 'fastify';
import { voucherOperations } from '@hub/contract/vouchers';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as service from './vouchers.service';

export const vouchersModule = domainModule({ after: 'plans' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = service.voucherResource.handlers(db);
  serveOperations(app, voucherOperations, {
    listVouchers: handle.list,
    exportVouchers: handle.export,
    validateVoucher: (request) => service.validateVoucher(db, request.body),
    checkVoucher: (request) => service.checkVoucherPublicly(deps, request.body, request.ip),
    getVoucher: handle.get,
    createVoucher: (request) => service.createVoucher(db, request, request.body),
    updateVoucher: (request) => service.updateVoucher(db, request, request.params.id, request.body),
    changeVoucherStatus: handle.changeStatus,
  });
});
