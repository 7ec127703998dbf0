import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Product } from '../sample-data/products';
import { useFormat } from '../lib/format';

/** What a product costs: the sale price after the struck-through price when it is on sale. */
export const ProductPrice = ({
  product,
  variant,
}: {
  product: Product;
  variant: TypographyProps['variant'];
}) => {
  const format = useFormat();
  return (
    <Typography variant={variant} component="p">
      {product.priceSale !== null && (
        <Box component="del" sx={{ color: 'text.secondary', mr: 1, fontWeight: 400 }}>
          {format.currency(product.price)}
        </Box>
      )}
      {format.currency(product.priceSale ?? product.price)}
    </Typography>
  );
};
