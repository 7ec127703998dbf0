import Link from '@mui/material/Link';
import { useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PREREQUISITE_MESSAGES } from '@hub/contract/selective-processes';
import { RhfSwitch } from '../../../components/form/rhf-switch';
import { paths } from '../../../routes/paths';
import { hasValuesProfile, useCompanyValueList } from '../api/answers';
import { PrerequisiteAlert } from './prerequisite-alert';
import type { ProcessFormValues } from './process-form-values';

/**
 * The values test switch. Its answers are scored against the company's values profile: turned on
 * while the company has none, it warns at once, with the way to the profile, rather than when
 * answers are refused.
 */
export const ValuesTestField = ({
  control,
  companyId,
}: {
  control: Control<ProcessFormValues>;
  companyId: string;
}) => {
  const on = useWatch({ control, name: 'useValuesTest' });
  const profile = useCompanyValueList(companyId);
  const missing = on && profile.data !== undefined && !hasValuesProfile(profile.data);
  return (
    <>
      <RhfSwitch
        control={control}
        name="useValuesTest"
        label="Usar o teste de valores (perfil de valores da empresa)"
      />
      {missing ? (
        <PrerequisiteAlert
          prerequisite="valuesProfile"
          message={PREREQUISITE_MESSAGES.valuesProfile}
          companyId={companyId}
          subscriptionId={null}
        />
      ) : (
        <Link component={RouterLink} to={paths.dashboard.companies.valuesTest(companyId)}>
          Ver o perfil de valores da empresa
        </Link>
      )}
    </>
  );
};
