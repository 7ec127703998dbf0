import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/section-card';
import { couponRate, type CartTotals } from '../lib/cart';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { checkout } from './shop-stores';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box
    sx={[
      { display: 'flex', justifyContent: 'space-between', gap: 2 },
      Boolean(strong) && { pt: 1.5, borderTop: 1, borderColor: 'divider' },
    ]}
  >
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      component="dt"
      sx={strong ? undefined : { color: 'text.secondary' }}
    >
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'subtitle2'} component="dd" sx={{ m: 0 }}>
      {value}
    </Typography>
  </Box>
);

/** The order summary beside every checkout step, with the coupon field. */
export const CheckoutSummary = ({ totals }: { totals: CartTotals }) => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const { coupon } = checkout.use();
  const [code, setCode] = useState(coupon);
  const [error, setError] = useState('');
  const apply = () => {
    if (code.trim() !== '' && couponRate(code) === null) {
      setError(t('checkout.couponInvalid'));
      return;
    }
    setError('');
    checkout.set((current) => ({ ...current, coupon: code.trim().toUpperCase() }));
  };
  return (
    <SectionCard title={t('checkout.summary')}>
      <Box component="dl" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, m: 0 }}>
        <Row label={t('checkout.subtotal')} value={format.currency(totals.subtotal)} />
        <Row
          label={t('checkout.discount')}
          value={totals.discount ? `−${format.currency(totals.discount)}` : '—'}
        />
        <Row
          label={t('checkout.shipping')}
          value={totals.shipping ? format.currency(totals.shipping) : t('checkout.free')}
        />
        <Row label={t('common.total')} value={format.currency(totals.total)} strong />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('checkout.coupon')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(error)}
          helperText={error || t('checkout.couponHelp')}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={apply}>
          {t('checkout.apply')}
        </Button>
      </Box>
    </SectionCard>
  );
};
