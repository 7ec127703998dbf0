import type { z } from 'zod';
import type { Page } from '@hub/contract/common';
import type { Operation } from '@hub/contract/operation';

/**
 * A list endpoint of the contract (`partnerOperations.listPartners`): a GET without path
 * parameters answering a page of rows, whose type the lists and pickers take from it.
 */
export type ListOperation<Row> = Operation & {
  method: 'GET';
  params?: undefined;
  responses: { 200: z.ZodType<Page<Row>> };
};

/**
 * A list inside a record (`applicationOperations.listApplications`, a process's applications):
 * its path names the record.
 */
export type RecordListOperation<Row> = Operation & {
  method: 'GET';
  params: z.ZodType<{ id: string }>;
  responses: { 200: z.ZodType<Page<Row>> };
};

/** A list's CSV export (`partnerOperations.exportPartners`): a GET without path parameters. */
export type ExportOperation = Operation & { method: 'GET'; params?: undefined };
