import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lgpdRequestOperations, type LgpdFileFormat } from '@hub/contract/lgpd-requests';
import { processingRecordOperations } from '@hub/contract/processing-record';
import { retentionOperations } from '@hub/contract/retention';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { executeAnonymization } from './anonymization';
import * as requests from './lgpd-requests.service';
import { oneBatch, sendCsv } from '../../lib/csv';
import * as record from './processing-record';
import { getRetention, previewRetention, saveRetention } from './retention';
import { buildSubjectFile, subjectFileHtml } from './subject-file';

/** The DPO's desk: data subjects' requests, their file and the anonymisation they ask for. */
export const lgpdRequestsModule = domainModule({ after: 'candidates' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = requests.lgpdRequestResource.handlers(db);
  const sendSubjectFile = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    format: LgpdFileFormat,
  ) => {
    const { id } = request.params;
    await requests.requireFullPersonalData(db, request);
    const row = await requests.lgpdRequestResource.get(db, id);
    requests.requireFileRight(row);
    await requests.refuseAnonymizedSubject(db, row);
    const file = await buildSubjectFile(db, row);
    await requests.auditFileDownload(db, request, id, format);
    return reply
      .header('content-type', `${format === 'html' ? 'text/html' : 'application/json'}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="dados-do-titular.${format}"`)
      .header('cache-control', 'no-store')
      .send(format === 'html' ? subjectFileHtml(file) : JSON.stringify(file, null, 2));
  };
  serveOperations(app, lgpdRequestOperations, {
    listLgpdRequests: handle.list,
    exportLgpdRequests: handle.export,
    getLgpdRequestsDue: (request) => requests.lgpdRequestsDue(db, request),
    createLgpdRequest: (request) => requests.createLgpdRequest(db, request, request.body),
    createLgpdReviewRequest: (request) => requests.createReviewRequest(db, request, request.body),
    getLgpdRequest: handle.get,
    updateLgpdRequest: (request) =>
      requests.updateLgpdRequest(db, request, request.params.id, request.body),
    changeLgpdRequestStatus: handle.changeStatus,
    downloadLgpdSubjectFile: (request, reply) => sendSubjectFile(request, reply, 'json'),
    downloadLgpdSubjectDocument: (request, reply) => sendSubjectFile(request, reply, 'html'),
    anonymizeLgpdSubject: (request) => executeAnonymization(deps, request, request.params.id),
  });
  // The retention policy lives in the settings, answered by the desk's module (decision 055).
  serveOperations(app, retentionOperations, {
    getRetentionPolicy: () => getRetention(db),
    saveRetentionPolicy: (request) => saveRetention(db, request, request.body),
    previewRetention: (request) => previewRetention(db, request.body),
  });
  // The record of processing (art. 37): generated from the contract's marks and the settings.
  const sendRecord = async (request: FastifyRequest, reply: FastifyReply, format: 'html' | 'json') => {
    const built = await record.buildProcessingRecord(db);
    await record.auditRecordDownload(db, request, format);
    return reply
      .header('content-type', `${format === 'html' ? 'text/html' : 'application/json'}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="registro-de-tratamento.${format}"`)
      .header('cache-control', 'no-store')
      .send(format === 'html' ? record.processingRecordHtml(built) : JSON.stringify(built, null, 2));
  };
  serveOperations(app, processingRecordOperations, {
    getProcessingRecord: () => record.buildProcessingRecord(db),
    downloadProcessingRecordDocument: (request, reply) => sendRecord(request, reply, 'html'),
    downloadProcessingRecordJson: (request, reply) => sendRecord(request, reply, 'json'),
    downloadProcessingRecordCsv: async (request, reply) => {
      const built = await record.buildProcessingRecord(db);
      await record.auditRecordDownload(db, request, 'csv');
      return sendCsv(reply, 'registro-de-tratamento', record.PROCESSING_RECORD_CSV, oneBatch(Promise.resolve(record.processingRecordRows(built))));
    },
    getProcessingSettings: () => record.getProcessingSettings(db),
    saveProcessingSettings: (request) => record.saveProcessingSettings(db, request, request.body),
  });
});
