import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { cartTotals } from '../lib/cart';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { checkout } from './shop-stores';

/** The way to the checkout, with the number of items in the cart. */
export const CartButton = () => {
  const { t } = useTemplatesTranslation();
  const { lines } = checkout.use();
  const { items } = cartTotals(lines);
  return (
    <Button
      component={RouterLink}
      to={templatePaths.eCommerce.checkout}
      variant="outlined"
      startIcon={
        <Badge badgeContent={items} color="error">
          <ShoppingCartOutlined />
        </Badge>
      }
    >
      {t('shop.cart', { count: items })}
    </Button>
  );
};
