import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { ChartCard } from '../components/chart-card';
import { SplitGrid, StatGrid } from '../components/dashboard-grid';
import { InitialsAvatar } from '../components/initials-avatar';
import { PersonLine } from '../components/person-line';
import { ScrollTable } from '../components/scroll-table';
import { StatCard } from '../components/stat-card';
import { TemplatePage } from '../components/template-page';
import { bankingData } from '../sample-data/dashboards';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';

type Period = keyof typeof bankingData.balanceStatistics;
const DAY = 86_400_000;
const loadedAt = Date.now();

const STATUS_COLORS: Record<string, StatusColor> = {
  completed: 'success',
  progress: 'warning',
  failed: 'error',
};

/** A bank account's overview: income, expenses, where the money went, recent transactions. */
export const BankingPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const [period, setPeriod] = useState<Period>('week');
  const statistics = bankingData.balanceStatistics[period];
  const labels =
    period === 'week'
      ? statistics.labels.map((day) => t(`banking.days.${day}`))
      : statistics.labels.map((month) => format.month(Number(month)));
  return (
    <TemplatePage title={t('banking.title')}>
      <StatGrid>
        <StatCard
          title={t('banking.income')}
          figure={bankingData.income}
          format="currency"
          color="success"
        />
        <StatCard
          title={t('banking.expenses')}
          figure={bankingData.expenses}
          format="currency"
          color="warning"
        />
        <StatCard
          title={t('banking.currentBalance')}
          figure={{ value: bankingData.income.value - bankingData.expenses.value }}
          format="currency"
        />
      </StatGrid>
      <SplitGrid>
        <ChartCard
          title={t('banking.balanceStatistics')}
          subheader={t('banking.balanceStatisticsText')}
          action={
            <TextField
              select
              size="small"
              label={t('banking.period')}
              value={period}
              onChange={(event) => setPeriod(event.target.value as Period)}
            >
              <MenuItem value="week">{t('banking.week')}</MenuItem>
              <MenuItem value="month">{t('banking.month')}</MenuItem>
            </TextField>
          }
        >
          <BarChart
            height={320}
            xAxis={[{ scaleType: 'band', data: labels }]}
            series={[
              { data: [...statistics.income], label: t('banking.income') },
              { data: [...statistics.savings], label: t('banking.savings') },
              { data: [...statistics.investment], label: t('banking.investment') },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={t('banking.expenseCategories')}
          subheader={t('banking.expenseCategoriesText')}
        >
          <PieChart
            height={300}
            series={[
              {
                innerRadius: 50,
                data: bankingData.expenseCategories.map((item) => ({
                  id: item.id,
                  value: item.value,
                  label: t(`banking.categories.${item.id}`),
                })),
                valueFormatter: (item) => `${item.value}%`,
              },
            ]}
          />
        </ChartCard>
      </SplitGrid>
      <SplitGrid>
        <ChartCard title={t('banking.recentTransactions')}>
          <ScrollTable label={t('banking.recentTransactions')} minWidth={640}>
            <TableHead>
              <TableRow>
                <TableCell>{t('banking.description')}</TableCell>
                <TableCell>{t('common.date')}</TableCell>
                <TableCell align="right">{t('banking.amount')}</TableCell>
                <TableCell>{t('common.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bankingData.transactions.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <PersonLine
                      name={row.name}
                      caption={t(`banking.categories.${row.category}`)}
                      size={32}
                    />
                  </TableCell>
                  <TableCell>{format.date(loadedAt - row.daysAgo * DAY)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {row.kind === 'income' ? '+' : '−'}
                    {format.currency(row.amount)}
                  </TableCell>
                  <TableCell>
                    <StatusChip
                      label={t(`banking.status.${row.status}`)}
                      color={STATUS_COLORS[row.status]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </ChartCard>
        <ChartCard
          title={t('banking.contacts')}
          subheader={t('banking.contactsText', { count: bankingData.contacts.length })}
        >
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {bankingData.contacts.map((name) => (
              <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <InitialsAvatar name={name} />
                <Typography variant="subtitle2" component="p">
                  {name}
                </Typography>
              </Box>
            ))}
          </Stack>
        </ChartCard>
      </SplitGrid>
    </TemplatePage>
  );
};
