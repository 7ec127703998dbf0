import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../components/status-chip';
import { ChartCard } from '../components/chart-card';
import { SplitGrid, StatGrid } from '../components/dashboard-grid';
import { InitialsAvatar } from '../components/initials-avatar';
import { ProductImage } from '../components/product-image';
import { ScrollTable } from '../components/scroll-table';
import { StatCard } from '../components/stat-card';
import { TemplatePage } from '../components/template-page';
import { WelcomeCard } from '../components/welcome-card';
import { ecommerceData, MONTHS } from '../sample-data/dashboards';
import { mainColor, products } from '../sample-data/products';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';

type Year = keyof typeof ecommerceData.yearlySales;

/** The shop's dashboard: sales, profit, who sells best and what came in last. */
export const EcommercePage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const [year, setYear] = useState<Year>(2025);
  const sales = ecommerceData.yearlySales[year];
  return (
    <TemplatePage title={t('ecommerce.title')}>
      <SplitGrid>
        <WelcomeCard
          title={t('ecommerce.congratulations', { name: 'Jayvion Simon' })}
          description={t('ecommerce.bestSeller')}
          icon={<EmojiEventsOutlined />}
          action={
            <Button component={RouterLink} to={templatePaths.eCommerce.shop} variant="contained">
              {t('ecommerce.goToShop')}
            </Button>
          }
        />
        <ChartCard title={t('ecommerce.saleByGender')} subheader={t('ecommerce.saleByGenderText')}>
          <PieChart
            height={220}
            series={[
              {
                innerRadius: 50,
                data: ecommerceData.saleByGender.map((item) => ({
                  id: item.id,
                  value: item.value,
                  label: t(`ecommerce.genders.${item.id}`),
                })),
              },
            ]}
          />
        </ChartCard>
      </SplitGrid>
      <StatGrid>
        <StatCard title={t('ecommerce.sold')} figure={ecommerceData.sold} chart="bar" />
        <StatCard
          title={t('ecommerce.balance')}
          figure={ecommerceData.balance}
          format="currency"
          color="info"
          chart="bar"
        />
        <StatCard
          title={t('ecommerce.profit')}
          figure={ecommerceData.profit}
          format="currency"
          color="warning"
          chart="bar"
        />
      </StatGrid>
      <Box sx={{ mb: 3 }}>
        <ChartCard
          title={t('ecommerce.yearlySales')}
          subheader={t('ecommerce.yearlySalesText')}
          action={
            <TextField
              select
              size="small"
              label={t('common.year')}
              value={year}
              onChange={(event) => setYear(Number(event.target.value) as Year)}
            >
              {Object.keys(ecommerceData.yearlySales).map((option) => (
                <MenuItem key={option} value={Number(option)}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          }
        >
          <LineChart
            height={320}
            xAxis={[{ scaleType: 'point', data: MONTHS.map(format.month) }]}
            series={[
              {
                data: [...sales.income],
                label: t('ecommerce.income'),
                area: true,
                showMark: false,
              },
              { data: [...sales.expenses], label: t('ecommerce.expenses'), showMark: false },
            ]}
          />
        </ChartCard>
      </Box>
      <SplitGrid>
        <ChartCard title={t('ecommerce.bestSalesmen')}>
          <ScrollTable label={t('ecommerce.bestSalesmen')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ecommerce.seller')}</TableCell>
                <TableCell>{t('ecommerce.product')}</TableCell>
                <TableCell>{t('ecommerce.country')}</TableCell>
                <TableCell align="right">{t('common.total')}</TableCell>
                <TableCell align="right">{t('ecommerce.rank')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ecommerceData.bestSalesmen.map((row) => (
                <TableRow key={row.name}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <InitialsAvatar name={row.name} size={32} />
                      {row.name}
                    </Box>
                  </TableCell>
                  <TableCell>{row.product}</TableCell>
                  <TableCell>{row.country}</TableCell>
                  <TableCell align="right">{format.currency(row.total)}</TableCell>
                  <TableCell align="right">
                    <StatusChip
                      label={`Top ${row.rank}`}
                      color={row.rank === 1 ? 'primary' : 'default'}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </ChartCard>
        <ChartCard title={t('ecommerce.latestProducts')}>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {products.slice(0, 5).map((product) => (
              <Box
                component="li"
                key={product.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ width: 48, flexShrink: 0 }}>
                  <ProductImage
                    category={product.category}
                    color={mainColor(product)}
                    height={48}
                    iconSize={28}
                  />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={templatePaths.eCommerce.product(product.id)}
                    variant="subtitle2"
                    color="inherit"
                  >
                    {product.name}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {format.currency(product.priceSale ?? product.price)}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Stack>
        </ChartCard>
      </SplitGrid>
    </TemplatePage>
  );
};
