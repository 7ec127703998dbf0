import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../components/page-header';

type TemplatePageProps = {
  title: string;
  crumbs?: Crumb[];
  action?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** A template page: the product's page header (title, breadcrumbs, action) above its content. */
export const TemplatePage = ({
  title,
  crumbs,
  action,
  description,
  children,
}: TemplatePageProps) => (
  <>
    <PageHeader title={title} crumbs={crumbs} action={action} description={description} />
    {children}
  </>
);
