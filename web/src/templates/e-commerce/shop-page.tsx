import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FilterSelect, SearchField } from '../components/filter-fields';
import { TemplatePage } from '../components/template-page';
import { CATEGORIES, GENDERS } from '../sample-data/products';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { CartButton } from './cart-button';
import { ProductCard } from './product-card';
import { filterProducts, SHOP_SORTS, type ShopFilter } from './shop-filter';
import { catalogue } from './shop-stores';

/** The shop: the published catalogue with search, filters and sorting. */
export const ShopPage = () => {
  const { t } = useTemplatesTranslation();
  const list = catalogue.use();
  const [filter, setFilter] = useState<ShopFilter>({
    query: '',
    category: 'all',
    gender: 'all',
    sort: 'featured',
  });
  const shown = filterProducts(list, filter);
  const update = (patch: Partial<ShopFilter>) => setFilter((current) => ({ ...current, ...patch }));
  return (
    <TemplatePage
      title={t('shop.title')}
      crumbs={[
        { name: t('shop.eCommerce'), href: templatePaths.ecommerce },
        { name: t('shop.title') },
      ]}
      action={<CartButton />}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <SearchField
          label={t('shop.search')}
          value={filter.query}
          onChange={(query) => update({ query })}
        />
        <FilterSelect
          label={t('shop.category')}
          value={filter.category}
          allLabel={t('shop.all')}
          options={CATEGORIES.map((value) => ({ value, label: t(`shop.categories.${value}`) }))}
          onChange={(category) => update({ category })}
        />
        <FilterSelect
          label={t('shop.collection')}
          value={filter.gender}
          allLabel={t('shop.all')}
          options={GENDERS.map((value) => ({ value, label: t(`ecommerce.genders.${value}`) }))}
          onChange={(gender) => update({ gender })}
        />
        <FilterSelect
          label={t('shop.sortBy')}
          value={filter.sort}
          options={SHOP_SORTS.map((value) => ({ value, label: t(`shop.sorts.${value}`) }))}
          onChange={(sort) => update({ sort: sort === 'all' ? 'featured' : sort })}
        />
      </Box>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }} role="status">
        {t('shop.results', { count: shown.length })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {shown.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Box>
    </TemplatePage>
  );
};
