import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { SectionCard } from '../../components/section-card';
import { TemplatePage } from '../components/template-page';
import { cartTotals, couponRate, DELIVERY_COST, type Delivery } from '../lib/cart';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { CheckoutCart } from './checkout-cart';
import { CheckoutSummary } from './checkout-summary';
import { checkout } from './shop-stores';

const STEPS = ['cart', 'address', 'payment'] as const;
const ADDRESSES = [
  {
    id: 'home',
    name: 'Jayvion Simon',
    line: '19034 Verna Unions Apt. 164, Honolulu, HI 96815',
    phone: '+1 202-555-0143',
  },
  {
    id: 'office',
    name: 'Jayvion Simon',
    line: '1147 Rohan Drive Suite 819, Burlington, VT 82021',
    phone: '+1 416-555-0198',
  },
];
const PAYMENTS = ['card', 'paypal', 'cash'] as const;

/** The checkout: the cart, a delivery address, delivery and payment, then the order. */
export const CheckoutPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const state = checkout.use();
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState(ADDRESSES[0]?.id ?? '');
  const [payment, setPayment] = useState<(typeof PAYMENTS)[number]>('card');
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const totals = cartTotals(state.lines, {
    couponRate: couponRate(state.coupon),
    delivery: state.delivery,
  });

  const placeOrder = () => {
    setOrderNumber(`#${Math.floor(10000 + Math.random() * 89999)}`);
  };
  const finish = () => {
    checkout.set({ lines: [], coupon: '', delivery: 'standard' });
    void navigate(templatePaths.eCommerce.shop);
  };

  const empty = state.lines.length === 0 && !orderNumber;
  return (
    <TemplatePage
      title={t('checkout.title')}
      crumbs={[
        { name: t('shop.eCommerce'), href: templatePaths.ecommerce },
        { name: t('shop.title'), href: templatePaths.eCommerce.shop },
        { name: t('checkout.title') },
      ]}
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`checkout.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {empty ? (
        <Card>
          <EmptyState
            title={t('checkout.empty')}
            description={t('checkout.emptyText')}
            action={
              <Button component={RouterLink} to={templatePaths.eCommerce.shop} variant="contained">
                {t('shop.backToShop')}
              </Button>
            }
          />
        </Card>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            {step === 0 && (
              <Card>
                <Typography variant="h6" component="h2" sx={{ p: 3, pb: 1 }}>
                  {t('checkout.cartTitle', { count: totals.items })}
                </Typography>
                <CheckoutCart />
              </Card>
            )}
            {step === 1 && (
              <SectionCard title={t('checkout.steps.address')}>
                <RadioGroup
                  aria-label={t('checkout.steps.address')}
                  value={address}
                  onChange={(event) => setAddress(event.target.value)}
                  sx={{ gap: 2 }}
                >
                  {ADDRESSES.map((option) => (
                    <Card key={option.id} variant="outlined" sx={{ p: 2 }}>
                      <FormControlLabel
                        value={option.id}
                        control={<Radio />}
                        label={
                          <Box>
                            <Typography
                              variant="subtitle2"
                              component="span"
                              sx={{ display: 'block' }}
                            >
                              {option.name} · {t(`checkout.addressKinds.${option.id}`)}
                            </Typography>
                            <Typography
                              variant="body2"
                              component="span"
                              sx={{ display: 'block', color: 'text.secondary' }}
                            >
                              {option.line}
                            </Typography>
                            <Typography
                              variant="body2"
                              component="span"
                              sx={{ display: 'block', color: 'text.secondary' }}
                            >
                              {option.phone}
                            </Typography>
                          </Box>
                        }
                      />
                    </Card>
                  ))}
                </RadioGroup>
              </SectionCard>
            )}
            {step === 2 && (
              <>
                <SectionCard title={t('checkout.delivery')}>
                  <RadioGroup
                    aria-label={t('checkout.delivery')}
                    value={state.delivery}
                    onChange={(event) =>
                      checkout.set((current) => ({
                        ...current,
                        delivery: event.target.value as Delivery,
                      }))
                    }
                  >
                    {(Object.keys(DELIVERY_COST) as Delivery[]).map((option) => (
                      <FormControlLabel
                        key={option}
                        value={option}
                        control={<Radio />}
                        label={`${t(`checkout.deliveries.${option}`)} · ${DELIVERY_COST[option] ? format.currency(DELIVERY_COST[option]) : t('checkout.free')}`}
                      />
                    ))}
                  </RadioGroup>
                </SectionCard>
                <SectionCard title={t('checkout.payment')}>
                  <RadioGroup
                    aria-label={t('checkout.payment')}
                    value={payment}
                    onChange={(event) => setPayment(event.target.value as typeof payment)}
                  >
                    {PAYMENTS.map((option) => (
                      <FormControlLabel
                        key={option}
                        value={option}
                        control={<Radio />}
                        label={t(`checkout.payments.${option}`)}
                      />
                    ))}
                  </RadioGroup>
                </SectionCard>
              </>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              {step === 0 ? (
                <Button component={RouterLink} to={templatePaths.eCommerce.shop}>
                  {t('checkout.continueShopping')}
                </Button>
              ) : (
                <Button onClick={() => setStep(step - 1)}>{t('common.back')}</Button>
              )}
              {step < STEPS.length - 1 ? (
                <Button variant="contained" onClick={() => setStep(step + 1)}>
                  {t('common.next')}
                </Button>
              ) : (
                <Button variant="contained" onClick={placeOrder}>
                  {t('checkout.placeOrder')}
                </Button>
              )}
            </Box>
          </Box>
          <CheckoutSummary totals={totals} />
        </Box>
      )}
      <Dialog open={orderNumber !== null} onClose={finish} aria-labelledby="order-title">
        <DialogTitle id="order-title">{t('checkout.thanks')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('checkout.thanksText', { order: orderNumber, total: format.currency(totals.total) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={finish}>
            {t('checkout.continueShopping')}
          </Button>
        </DialogActions>
      </Dialog>
    </TemplatePage>
  );
};
