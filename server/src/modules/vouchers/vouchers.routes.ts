import type { FastifyInstance } from 'fastify';
import { voucherOperations } from '@hub/contract/vouchers';
import { offsetBatches, sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as service from './vouchers.service';

export const vouchersRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  serveOperations(app, voucherOperations, {
    listVouchers: (request) => service.listVouchers(db, request.query),
    exportVouchers: (request, reply) =>
      sendCsv(
        reply,
        'vouchers',
        service.voucherCsv(new Date()),
        offsetBatches((offset, limit) =>
          service.selectVouchersForExport(db, request.query, offset, limit),
        ),
      ),
    validateVoucher: (request) => service.validateVoucher(db, request.body),
    checkVoucher: (request) => service.checkVoucherPublicly(deps, request.body, request.ip),
    getVoucher: async (request) =>
      service.toVoucher(await service.getVoucher(db, request.params.id)),
    createVoucher: (request) => service.createVoucher(db, request, request.body),
    updateVoucher: (request) => service.updateVoucher(db, request, request.params.id, request.body),
    changeVoucherStatus: (request) =>
      service.changeVoucherStatus(db, request, request.params.id, request.body),
  });
};
