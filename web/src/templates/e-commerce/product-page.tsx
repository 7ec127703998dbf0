import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../lib/toast';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { StatusChip } from '../../components/status-chip';
import { ColorPicker } from '../components/color-picker';
import { TemplateNotFound } from '../components/not-found';
import { ProductImage } from '../components/product-image';
import { TemplatePage } from '../components/template-page';
import { mainColor, STOCK_COLORS, stockStatus, type Product } from '../sample-data/products';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { CartButton } from './cart-button';
import { ProductPrice } from './product-price';
import { addToCart, catalogue, toCartLine } from './shop-stores';

/** One product: pictures, price, options, add to cart or buy now, description and reviews. */
export const ProductPage = () => {
  const { id } = useParams();
  const { t } = useTemplatesTranslation();
  const product = catalogue.use().find((candidate) => candidate.id === id);
  if (!product)
    return (
      <TemplateNotFound backTo={templatePaths.eCommerce.shop} backLabel={t('shop.backToShop')} />
    );
  return <ProductDetails key={product.id} product={product} />;
};

const ProductDetails = ({ product }: { product: Product }) => {
  const { t } = useTemplatesTranslation();
  const navigate = useNavigate();
  const [color, setColor] = useState(mainColor(product));
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [tab, setTab] = useState<'description' | 'reviews'>('description');
  const stock = stockStatus(product.stock);
  const description = product.description ?? t(`shop.descriptions.${product.category}`);
  const add = () => {
    addToCart(toCartLine(product, color, size, quantity));
    enqueueSnackbar(t('shop.added', { name: product.name }), { variant: 'success' });
  };
  return (
    <TemplatePage
      title={product.name}
      crumbs={[
        { name: t('shop.eCommerce'), href: templatePaths.ecommerce },
        { name: t('shop.title'), href: templatePaths.eCommerce.shop },
        { name: product.name },
      ]}
      action={<CartButton />}
    >
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, mb: 4 }}
      >
        <ProductImage
          category={product.category}
          color={color}
          height={{ xs: 280, md: 440 }}
          iconSize={160}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box>
            <StatusChip label={t(`shop.stock.${stock}`)} color={STOCK_COLORS[stock]} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Rating value={product.rating} precision={0.1} readOnly size="small" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('shop.reviewsCount', { count: product.reviews })}
            </Typography>
          </Box>
          <ProductPrice product={product} variant="h4" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
          <Divider />
          <ColorPicker
            id="product-color"
            label={t('shop.color')}
            colors={product.colors}
            value={color}
            onChange={setColor}
          />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              select
              size="small"
              label={t('shop.size')}
              value={size}
              onChange={(event) => setSize(event.target.value)}
              sx={{ flexGrow: 1 }}
            >
              {product.sizes.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={t('shop.quantity')}
              value={quantity}
              disabled={product.stock === 0}
              onChange={(event) =>
                setQuantity(Math.max(1, Math.min(product.stock, Number(event.target.value) || 1)))
              }
              slotProps={{ htmlInput: { min: 1, max: product.stock } }}
              helperText={t('shop.available', { count: product.stock })}
              sx={{ width: 140 }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="large"
              disabled={product.stock === 0}
              onClick={add}
              sx={{ flexGrow: 1 }}
            >
              {t('shop.addToCart')}
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={product.stock === 0}
              sx={{ flexGrow: 1 }}
              onClick={() => {
                addToCart(toCartLine(product, color, size, quantity));
                void navigate(templatePaths.eCommerce.checkout);
              }}
            >
              {t('shop.buyNow')}
            </Button>
          </Box>
          <Button
            component={RouterLink}
            to={templatePaths.eCommerce.edit(product.id)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('productForm.editTitle')}
          </Button>
        </Box>
      </Box>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: typeof tab) => setTab(value)}
          sx={{ px: 3 }}
          aria-label={product.name}
        >
          <Tab
            value="description"
            label={t('shop.description')}
            id="tab-description"
            aria-controls="panel-description"
          />
          <Tab
            value="reviews"
            label={t('shop.reviewsCount', { count: product.reviews })}
            id="tab-reviews"
            aria-controls="panel-reviews"
          />
        </Tabs>
        <Divider />
        <Box sx={{ p: 3 }} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'description' ? (
            <Typography variant="body2">
              {description} {t('shop.care')}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography variant="h3" component="p">
                {product.rating.toFixed(1)}
              </Typography>
              <Box>
                <Rating value={product.rating} precision={0.1} readOnly />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('shop.reviewsSummary', { count: product.reviews })}
                </Typography>
              </Box>
            </Box>
          )}
        </Box>
      </Card>
    </TemplatePage>
  );
};
