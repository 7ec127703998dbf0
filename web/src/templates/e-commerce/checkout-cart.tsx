import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import { ScrollTable } from '../components/scroll-table';
import { visuallyHidden } from '../../components/visually-hidden';
import { lineKey, removeLine, setQuantity } from '../lib/cart';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { checkout } from './shop-stores';

/** The cart's lines: quantity up and down within the stock, remove. */
export const CheckoutCart = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const { lines } = checkout.use();
  const change = (key: string, quantity: number) =>
    checkout.set((current) => ({ ...current, lines: setQuantity(current.lines, key, quantity) }));
  const remove = (key: string) =>
    checkout.set((current) => ({ ...current, lines: removeLine(current.lines, key) }));
  return (
    <ScrollTable label={t('checkout.cart')} minWidth={620}>
      <TableHead>
        <TableRow>
          <TableCell>{t('ecommerce.product')}</TableCell>
          <TableCell align="right">{t('common.price')}</TableCell>
          <TableCell align="center">{t('shop.quantity')}</TableCell>
          <TableCell align="right">{t('common.total')}</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {t('productList.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const key = lineKey(line);
          return (
            <TableRow key={key}>
              <TableCell>
                <Typography variant="subtitle2" component="p">
                  {line.name}
                </Typography>
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <Box
                    component="span"
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: line.color,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                  {t('shop.size')}: {line.size}
                </Typography>
              </TableCell>
              <TableCell align="right">{format.currency(line.price)}</TableCell>
              <TableCell align="center">
                <Box
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  <IconButton
                    size="small"
                    aria-label={t('checkout.less', { name: line.name })}
                    disabled={line.quantity <= 1}
                    onClick={() => change(key, line.quantity - 1)}
                  >
                    <Remove fontSize="small" />
                  </IconButton>
                  <Typography
                    variant="body2"
                    sx={{ minWidth: 24, textAlign: 'center' }}
                    aria-live="polite"
                  >
                    {line.quantity}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('checkout.more', { name: line.name })}
                    disabled={line.quantity >= line.available}
                    onClick={() => change(key, line.quantity + 1)}
                  >
                    <Add fontSize="small" />
                  </IconButton>
                </Box>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {t('shop.available', { count: line.available })}
                </Typography>
              </TableCell>
              <TableCell align="right">{format.currency(line.price * line.quantity)}</TableCell>
              <TableCell align="right">
                <IconButton
                  color="error"
                  aria-label={t('checkout.remove', { name: line.name })}
                  onClick={() => remove(key)}
                >
                  <DeleteOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
};
