import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../lib/toast';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form } from '../../components/form/form';
import { RhfTextField } from '../../components/form/rhf-text-field';
import { SectionCard } from '../../components/section-card';
import { InitialsAvatar } from '../components/initials-avatar';
import { RhfChoice, RhfSwitch } from '../components/rhf-choice';
import { TemplatePage } from '../components/template-page';
import { COUNTRIES, USER_ROLES, type UserRole } from '../sample-data/users';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { userFormSchema, type UserFormInput } from './user-schema';
import { people } from './users-store';

const EMPTY: UserFormInput = {
  name: '',
  email: '',
  phone: '',
  country: '' as UserFormInput['country'],
  city: '',
  address: '',
  zipCode: '',
  company: '',
  role: '' as UserRole,
  emailVerified: false,
};

/** Add a person: validated form with a live avatar preview; they join the list as pending or active. */
export const NewUserPage = () => {
  const { t, i18n } = useTemplatesTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => userFormSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { control } = form;
  const name = useWatch({ control, name: 'name' });
  const countryNames = useMemo(
    () => new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' }),
    [i18n.resolvedLanguage],
  );

  const onSubmit = form.handleSubmit((values) => {
    people.set((current) => [
      {
        id: `u${Date.now()}`,
        name: values.name.trim(),
        email: values.email,
        phone: values.phone.trim(),
        company: values.company.trim() || '—',
        role: values.role,
        status: values.emailVerified ? 'active' : 'pending',
        country: values.country,
        city: values.city.trim(),
        followers: 0,
        following: 0,
        posts: 0,
      },
      ...current,
    ]);
    enqueueSnackbar(t('userNew.created'), { variant: 'success' });
    void navigate(templatePaths.user.list);
  });

  return (
    <TemplatePage
      title={t('user.newTitle')}
      crumbs={[
        { name: t('user.user'), href: templatePaths.user.list },
        { name: t('user.newTitle') },
      ]}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: 4, textAlign: 'center' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <InitialsAvatar name={name.trim() || '?'} size={96} />
          </Box>
          <Typography variant="subtitle1" component="p">
            {name.trim() || t('userNew.preview')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            {t('userNew.previewText')}
          </Typography>
          <RhfSwitch control={control} name="emailVerified" label={t('userNew.emailVerified')} />
        </Card>
        <SectionCard title={t('userNew.details')}>
          <Form form={form} onSubmit={onSubmit} submitLabel={t('userNew.create')}>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
              }}
            >
              <RhfTextField
                control={control}
                name="name"
                label={t('user.name')}
                autoComplete="name"
                required
              />
              <RhfTextField
                control={control}
                name="email"
                label={t('userNew.email')}
                type="email"
                autoComplete="email"
                required
              />
              <RhfTextField
                control={control}
                name="phone"
                label={t('user.phone')}
                type="tel"
                autoComplete="tel"
                required
              />
              <RhfChoice
                control={control}
                name="country"
                label={t('userNew.country')}
                required
                options={COUNTRIES.map((code) => ({
                  value: code,
                  label: countryNames.of(code) ?? code,
                }))}
              />
              <RhfTextField
                control={control}
                name="city"
                label={t('userNew.city')}
                autoComplete="address-level2"
                required
              />
              <RhfTextField
                control={control}
                name="address"
                label={t('userNew.address')}
                autoComplete="street-address"
                required
              />
              <RhfTextField
                control={control}
                name="zipCode"
                label={t('userNew.zipCode')}
                autoComplete="postal-code"
                required
              />
              <RhfTextField
                control={control}
                name="company"
                label={t('user.company')}
                autoComplete="organization"
              />
              <RhfChoice
                control={control}
                name="role"
                label={t('user.role')}
                required
                options={USER_ROLES.map((role) => ({
                  value: role,
                  label: t(`user.roles.${role}`),
                }))}
              />
            </Box>
          </Form>
        </SectionCard>
      </Box>
    </TemplatePage>
  );
};
