import { PageHeader } from './page-header';

/**
 * The page of a product area whose content comes with a later issue: the shell and the area's
 * title, nothing invented. Each feature's routes file swaps it for the real page.
 */
export const AreaPage = ({ title }: { title: string }) => <PageHeader title={title} />;
