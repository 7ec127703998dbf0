import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Link as RouterLink } from 'react-router';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { ChartCard } from '../components/chart-card';
import { SplitGrid, StatGrid } from '../components/dashboard-grid';
import { ScrollTable } from '../components/scroll-table';
import { StatCard } from '../components/stat-card';
import { TemplatePage } from '../components/template-page';
import { WelcomeCard } from '../components/welcome-card';
import { appData, MONTHS } from '../sample-data/dashboards';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';

const INVOICE_COLORS: Record<string, StatusColor> = {
  paid: 'success',
  outOfDate: 'error',
  progress: 'warning',
};

/** The "app" dashboard: users, installs and downloads of a software product. */
export const AppPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const regions = appData.installedByRegion;
  return (
    <TemplatePage title={t('app.title')}>
      <SplitGrid>
        <WelcomeCard
          title={t('app.welcome')}
          description={t('app.welcomeText')}
          icon={<RocketLaunchOutlined />}
          action={
            <Button component={RouterLink} to={templatePaths.analytics} variant="contained">
              {t('app.goNow')}
            </Button>
          }
        />
        <ChartCard title={t('app.featured')} subheader={t('app.featuredText')}>
          <Typography variant="h3" component="p" sx={{ color: 'primary.main' }}>
            {format.compact(appData.activeUsers.value)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('app.activeUsers')}
          </Typography>
        </ChartCard>
      </SplitGrid>
      <StatGrid>
        <StatCard title={t('app.activeUsers')} figure={appData.activeUsers} />
        <StatCard title={t('app.installed')} figure={appData.installed} color="info" chart="bar" />
        <StatCard title={t('app.downloads')} figure={appData.downloads} color="warning" />
      </StatGrid>
      <SplitGrid ratio="1fr 2fr">
        <ChartCard title={t('app.downloadsBySystem')} subheader={t('app.downloadsBySystemText')}>
          <PieChart
            height={260}
            series={[
              {
                innerRadius: 60,
                paddingAngle: 2,
                cornerRadius: 4,
                data: appData.downloadsBySystem.map((item) => ({
                  id: item.id,
                  value: item.value,
                  label: t(`app.systems.${item.id}`),
                })),
                valueFormatter: (item) => format.number(item.value),
              },
            ]}
          />
        </ChartCard>
        <ChartCard title={t('app.installedByRegion')} subheader={t('app.installedByRegionText')}>
          <BarChart
            height={300}
            xAxis={[{ scaleType: 'band', data: MONTHS.map(format.month) }]}
            series={[
              { data: [...regions.asia], label: t('app.regions.asia'), stack: 'region' },
              { data: [...regions.europe], label: t('app.regions.europe'), stack: 'region' },
              { data: [...regions.americas], label: t('app.regions.americas'), stack: 'region' },
            ]}
          />
        </ChartCard>
      </SplitGrid>
      <SplitGrid>
        <ChartCard title={t('app.newInvoices')}>
          <ScrollTable label={t('app.newInvoices')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.invoice')}</TableCell>
                <TableCell>{t('app.category')}</TableCell>
                <TableCell align="right">{t('common.price')}</TableCell>
                <TableCell>{t('common.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {appData.invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{invoice.id}</TableCell>
                  <TableCell>{t(`app.systems.${invoice.category}`)}</TableCell>
                  <TableCell align="right">{format.currency(invoice.price)}</TableCell>
                  <TableCell>
                    <StatusChip
                      label={t(`app.invoiceStatus.${invoice.status}`)}
                      color={INVOICE_COLORS[invoice.status]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </ChartCard>
        <ChartCard title={t('app.topApps')}>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {appData.topApps.map((app) => (
              <Box
                component="li"
                key={app.name}
                sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="p">
                    {app.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t(`app.systems.${app.system}`)} ·{' '}
                    {app.price === 0 ? t('app.free') : format.currency(app.price)} ·{' '}
                    {t('app.downloadsCount', {
                      count: app.downloads,
                      formatted: format.compact(app.downloads),
                    })}
                  </Typography>
                </Box>
                <Rating
                  value={app.rating}
                  precision={0.5}
                  readOnly
                  size="small"
                  aria-label={t('common.rating', { value: app.rating })}
                />
              </Box>
            ))}
          </Stack>
        </ChartCard>
      </SplitGrid>
    </TemplatePage>
  );
};
