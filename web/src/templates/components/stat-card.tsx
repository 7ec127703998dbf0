import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { useFormat } from '../lib/format';

export type Figure = {
  value: number;
  /** Change against the previous period, as a fraction (0.026 = +2.6%). */
  change?: number;
  trend?: readonly number[];
};

type StatCardProps = {
  title: string;
  figure: Figure;
  format?: 'number' | 'compact' | 'currency';
  color?: 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
  chart?: 'line' | 'bar';
};

/** One figure of a dashboard, its change and a small trend chart. */
export const StatCard = ({
  title,
  figure,
  format: style = 'number',
  color = 'primary',
  chart = 'line',
}: StatCardProps) => {
  const { change, trend } = figure;
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const theme = useTheme();
  const up = (change ?? 0) >= 0;
  return (
    <Card sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        <Typography variant="h3" component="p" sx={{ my: 1 }}>
          {format[style](figure.value)}
        </Typography>
        {change !== undefined && (
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            {up ? (
              <TrendingUp fontSize="small" color="success" aria-hidden />
            ) : (
              <TrendingDown fontSize="small" color="error" aria-hidden />
            )}
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {format.percent(change)}
            </Box>
            {t('common.lastPeriod')}
          </Typography>
        )}
      </Box>
      {trend && (
        <Box sx={{ width: 96, flexShrink: 0 }}>
          <SparkLineChart
            data={[...trend]}
            height={56}
            plotType={chart}
            color={theme.palette[color].main}
          />
        </Box>
      )}
    </Card>
  );
};
