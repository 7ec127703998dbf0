import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { ChartCard } from '../components/chart-card';
import { SplitGrid, StatGrid } from '../components/dashboard-grid';
import { InitialsAvatar } from '../components/initials-avatar';
import { PersonLine } from '../components/person-line';
import { StatCard } from '../components/stat-card';
import { TemplatePage } from '../components/template-page';
import { bookingData, MONTHS } from '../sample-data/dashboards';
import { useFormat } from '../lib/format';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const DAY = 86_400_000;
const loadedAt = Date.now();

/** A hotel's bookings: totals, rooms left, check-ins and the latest reviews and bookings. */
export const BookingPage = () => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const { rooms, checkIn, checkOut } = bookingData;
  const soldShare = Math.round((rooms.sold / rooms.total) * 100);
  return (
    <TemplatePage title={t('booking.title')}>
      <StatGrid>
        <StatCard title={t('booking.total')} figure={bookingData.total} format="compact" />
        <StatCard
          title={t('booking.sold')}
          figure={bookingData.sold}
          format="compact"
          color="success"
        />
        <StatCard
          title={t('booking.canceled')}
          figure={bookingData.canceled}
          format="compact"
          color="error"
        />
      </StatGrid>
      <SplitGrid ratio="1fr 2fr">
        <ChartCard
          title={t('booking.rooms')}
          subheader={t('booking.roomsText', { sold: rooms.sold, total: rooms.total })}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Gauge
              width={220}
              height={220}
              value={soldShare}
              startAngle={-110}
              endAngle={110}
              innerRadius="75%"
              text={`${soldShare}%`}
              aria-label={t('booking.roomsText', { sold: rooms.sold, total: rooms.total })}
            />
          </Box>
          <Stack spacing={3} sx={{ mt: 2 }}>
            {[
              { key: 'checkIn', value: checkIn },
              { key: 'checkOut', value: checkOut },
            ].map(({ key, value }) => (
              <Box key={key}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
                  <Typography variant="subtitle2" component="p" id={`booking-${key}`}>
                    {t(`booking.${key}`)}
                  </Typography>
                  <Typography variant="body2">
                    {value.done}/{value.total}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={(value.done / value.total) * 100}
                  aria-labelledby={`booking-${key}`}
                  color={key === 'checkIn' ? 'success' : 'warning'}
                />
              </Box>
            ))}
          </Stack>
        </ChartCard>
        <ChartCard title={t('booking.statistics')} subheader={t('booking.statisticsText')}>
          <BarChart
            height={360}
            xAxis={[{ scaleType: 'band', data: MONTHS.map(format.month) }]}
            series={[
              { data: [...bookingData.statistics.sold], label: t('booking.sold') },
              { data: [...bookingData.statistics.canceled], label: t('booking.canceled') },
            ]}
          />
        </ChartCard>
      </SplitGrid>
      <SplitGrid ratio="1fr 1fr">
        <ChartCard title={t('booking.reviews')}>
          <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {bookingData.reviews.map((review) => (
              <Box component="li" key={review.name}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 2,
                    mb: 1,
                  }}
                >
                  <PersonLine
                    name={review.name}
                    caption={format.date(loadedAt - review.daysAgo * DAY)}
                  />
                  <Rating value={review.rating} precision={0.5} readOnly size="small" />
                </Box>
                <Typography variant="body2">{t(`booking.reviewTexts.${review.key}`)}</Typography>
              </Box>
            ))}
          </Stack>
        </ChartCard>
        <ChartCard title={t('booking.newest')}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {bookingData.newest.map((booking) => (
              <Card key={booking.name} variant="outlined" sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                  <InitialsAvatar name={booking.name} size={32} />
                  <Typography variant="subtitle2" component="p">
                    {booking.name}
                  </Typography>
                </Box>
                <Typography variant="body2">{t(`booking.roomTypes.${booking.room}`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {format.date(loadedAt + booking.daysAhead * DAY)} ·{' '}
                  {t('booking.nights', { count: booking.nights })} ·{' '}
                  {t('booking.guests', { count: booking.guests })}
                </Typography>
                <Typography variant="subtitle1" component="p" sx={{ mt: 1 }}>
                  {format.currency(booking.price)}
                </Typography>
              </Card>
            ))}
          </Box>
        </ChartCard>
      </SplitGrid>
    </TemplatePage>
  );
};
