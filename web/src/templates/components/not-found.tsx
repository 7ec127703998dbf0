import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { TemplatePage } from './template-page';

/** What a template detail page shows for a key the sample data does not hold. */
export const TemplateNotFound = ({ backTo, backLabel }: { backTo: string; backLabel: string }) => {
  const { t } = useTemplatesTranslation();
  return (
    <TemplatePage title={t('common.notFound')}>
      <EmptyState
        title={t('common.notFound')}
        description={t('common.notFoundText')}
        action={
          <Button component={RouterLink} to={backTo} variant="contained">
            {backLabel}
          </Button>
        }
      />
    </TemplatePage>
  );
};
