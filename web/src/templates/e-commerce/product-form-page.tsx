import { useMemo } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../lib/toast';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Form } from '../../components/form/form';
import { RhfTextField } from '../../components/form/rhf-text-field';
import { SectionCard } from '../../components/section-card';
import { TemplateNotFound } from '../components/not-found';
import { RhfChoice, RhfSwitch } from '../components/rhf-choice';
import { TemplatePage } from '../components/template-page';
import { CATEGORIES, GENDERS, type Product } from '../sample-data/products';
import { uniqueSlug } from '../lib/slug';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { formToProduct, productFormSchema, productToForm } from './product-schema';
import { catalogue } from './shop-stores';

/** New product (no id in the URL) or edit one: the same form, saved into the session's catalogue. */
export const ProductFormPage = () => {
  const { id } = useParams();
  const { t } = useTemplatesTranslation();
  const product = catalogue.use().find((candidate) => candidate.id === id);
  if (id && !product)
    return (
      <TemplateNotFound backTo={templatePaths.eCommerce.list} backLabel={t('productList.title')} />
    );
  return <ProductForm key={id ?? 'new'} product={product} />;
};

const ProductForm = ({ product }: { product?: Product }) => {
  const { t } = useTemplatesTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => productFormSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: productToForm(
      product,
      product ? t(`shop.descriptions.${product.category}`) : '',
    ),
  });
  const title = product ? t('productForm.editTitle') : t('productForm.newTitle');

  const onSubmit = form.handleSubmit((values) => {
    const current = catalogue.get();
    const id =
      product?.id ??
      uniqueSlug(
        values.name,
        current.map((candidate) => candidate.id),
        'product',
      );
    const saved = formToProduct(values, id, product);
    catalogue.set(
      product
        ? current.map((candidate) => (candidate.id === id ? saved : candidate))
        : [saved, ...current],
    );
    enqueueSnackbar(product ? t('productForm.updated') : t('productForm.created'), {
      variant: 'success',
    });
    void navigate(templatePaths.eCommerce.list);
  });

  const { control } = form;
  return (
    <TemplatePage
      title={title}
      crumbs={[
        { name: t('shop.eCommerce'), href: templatePaths.ecommerce },
        { name: t('productList.title'), href: templatePaths.eCommerce.list },
        { name: product?.name ?? title },
      ]}
    >
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <Form
          form={form}
          onSubmit={onSubmit}
          submitLabel={product ? t('common.saveChanges') : t('productForm.create')}
        >
          <SectionCard title={t('productForm.details')} description={t('productForm.detailsText')}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <RhfTextField control={control} name="name" label={t('productForm.name')} required />
              <RhfTextField
                control={control}
                name="sku"
                label={t('productForm.sku')}
                helperText={t('productForm.skuHelp')}
                required
              />
              <RhfTextField
                control={control}
                name="description"
                label={t('shop.description')}
                multiline
                minRows={4}
                required
              />
            </Box>
          </SectionCard>
          <SectionCard title={t('productForm.properties')}>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              }}
            >
              <RhfChoice
                control={control}
                name="category"
                label={t('shop.category')}
                required
                options={CATEGORIES.map((value) => ({
                  value,
                  label: t(`shop.categories.${value}`),
                }))}
              />
              <RhfChoice
                control={control}
                name="gender"
                label={t('shop.collection')}
                required
                options={GENDERS.map((value) => ({
                  value,
                  label: t(`ecommerce.genders.${value}`),
                }))}
              />
              <RhfTextField
                control={control}
                name="stock"
                label={t('productList.stock')}
                type="number"
                required
              />
            </Box>
          </SectionCard>
          <SectionCard title={t('productForm.pricing')}>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
              }}
            >
              <RhfTextField
                control={control}
                name="price"
                label={t('common.price')}
                type="number"
                required
                startAdornment={<InputAdornment position="start">$</InputAdornment>}
              />
              <RhfTextField
                control={control}
                name="priceSale"
                label={t('productForm.salePrice')}
                type="number"
                helperText={t('productForm.salePriceHelp')}
                startAdornment={<InputAdornment position="start">$</InputAdornment>}
              />
            </Box>
            <Box sx={{ mt: 2 }}>
              <RhfSwitch control={control} name="published" label={t('productList.published')} />
            </Box>
          </SectionCard>
        </Form>
      </Box>
    </TemplatePage>
  );
};
