import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { enqueueSnackbar } from '../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../components/status-chip';
import { ProductImage } from '../components/product-image';
import { mainColor, type Product } from '../sample-data/products';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { ProductPrice } from './product-price';
import { addToCart, toCartLine } from './shop-stores';

/** A product in the shop's grid: picture, name, price, and a quick add to the cart. */
export const ProductCard = ({ product }: { product: Product }) => {
  const { t } = useTemplatesTranslation();
  const soldOut = product.stock === 0;
  return (
    <Card sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ position: 'relative' }}>
        <ProductImage category={product.category} color={mainColor(product)} />
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
          {product.priceSale !== null && <StatusChip label={t('shop.sale')} color="error" />}
          {soldOut && <StatusChip label={t('shop.stock.outOfStock')} />}
        </Box>
      </Box>
      <Box sx={{ px: 1, pb: 1, display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={templatePaths.eCommerce.product(product.id)}
            variant="subtitle2"
            color="inherit"
            underline="hover"
            noWrap
            sx={{ display: 'block' }}
          >
            {product.name}
          </Link>
          <ProductPrice product={product} variant="subtitle1" />
        </Box>
        <IconButton
          color="primary"
          disabled={soldOut}
          aria-label={t('shop.addNamed', { name: product.name })}
          onClick={() => {
            addToCart(toCartLine(product, mainColor(product), product.sizes[0] ?? '', 1));
            enqueueSnackbar(t('shop.added', { name: product.name }), { variant: 'success' });
          }}
        >
          <AddShoppingCart />
        </IconButton>
      </Box>
    </Card>
  );
};
