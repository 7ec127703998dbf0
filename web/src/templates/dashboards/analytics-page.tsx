import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartCard } from '../components/chart-card';
import { SplitGrid, StatGrid } from '../components/dashboard-grid';
import { StatCard } from '../components/stat-card';
import { TemplatePage } from '../components/template-page';
import { analyticsData, MONTHS } from '../sample-data/dashboards';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const HOUR = 3_600_000;
// Timeline entries are kept relative to the first render, so "2 hours ago" stays true.
const loadedAt = Date.now();

/** Web analytics: visits, where they come from and how they convert. */
export const AnalyticsPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  return (
    <TemplatePage title={t('analytics.title')} description={t('analytics.greeting')}>
      <StatGrid columns={4}>
        <StatCard
          title={t('analytics.weeklySales')}
          figure={analyticsData.weeklySales}
          format="compact"
        />
        <StatCard
          title={t('analytics.newUsers')}
          figure={analyticsData.newUsers}
          format="compact"
          color="secondary"
        />
        <StatCard
          title={t('analytics.purchaseOrders')}
          figure={analyticsData.purchaseOrders}
          format="compact"
          color="warning"
        />
        <StatCard title={t('analytics.messages')} figure={analyticsData.messages} color="error" />
      </StatGrid>
      <SplitGrid ratio="1fr 2fr">
        <ChartCard
          title={t('analytics.currentVisits')}
          subheader={t('analytics.currentVisitsText')}
        >
          <PieChart
            height={280}
            series={[
              {
                data: analyticsData.visitsByContinent.map((item) => ({
                  id: item.id,
                  value: item.value,
                  label: t(`analytics.continents.${item.id}`),
                })),
                valueFormatter: (item) => format.number(item.value),
              },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={t('analytics.websiteVisits')}
          subheader={t('analytics.websiteVisitsText')}
        >
          <LineChart
            height={300}
            xAxis={[{ scaleType: 'point', data: MONTHS.map(format.month) }]}
            series={[
              { data: [...analyticsData.visits.teamA], label: t('analytics.teamA'), area: true },
              { data: [...analyticsData.visits.teamB], label: t('analytics.teamB') },
            ]}
          />
        </ChartCard>
      </SplitGrid>
      <SplitGrid>
        <ChartCard
          title={t('analytics.conversionRates')}
          subheader={t('analytics.conversionRatesText')}
        >
          <BarChart
            height={360}
            layout="horizontal"
            yAxis={[
              { scaleType: 'band', data: analyticsData.conversion.map((row) => row.country) },
            ]}
            series={[
              {
                data: analyticsData.conversion.map((row) => row.thisYear),
                label: t('analytics.thisYear'),
              },
              {
                data: analyticsData.conversion.map((row) => row.lastYear),
                label: t('analytics.lastYear'),
              },
            ]}
          />
        </ChartCard>
        <ChartCard title={t('analytics.orderTimeline')}>
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {analyticsData.timeline.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}
              >
                <Typography variant="subtitle2" component="p">
                  {t(`analytics.timeline.${entry.key}`, { order: entry.order })}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {format.dateTime(loadedAt - entry.hoursAgo * HOUR)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </ChartCard>
      </SplitGrid>
      <ChartCard title={t('analytics.trafficBySite')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {analyticsData.traffic.map((site) => (
            <Card key={site.site} variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="h5" component="p">
                {format.compact(site.value)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {site.site}
              </Typography>
            </Card>
          ))}
        </Box>
      </ChartCard>
    </TemplatePage>
  );
};
