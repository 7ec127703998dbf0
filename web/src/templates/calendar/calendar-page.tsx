import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { TemplatePage } from '../components/template-page';
import type { CalendarEvent } from '../sample-data/events';
import { useFormat } from '../lib/format';
import { dayKey, fromDayKey, monthGrid, shiftMonth, weekStartOf } from '../lib/month-grid';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { calendarEvents } from './calendar-store';
import { EventDialog } from './event-dialog';

const SHOWN_PER_DAY = 3;

const dayNumberColor = (isToday: boolean, outside: boolean) => {
  if (isToday) return 'primary.contrastText';
  return outside ? 'text.secondary' : 'text.primary';
};

/** A month of events: move between months, add an event on a day, open one to delete it. */
export const CalendarPage = () => {
  const { t, i18n } = useTemplatesTranslation();
  const format = useFormat();
  const events = calendarEvents.use();
  const today = new Date();
  const [[year, month], setMonth] = useState<[number, number]>([
    today.getFullYear(),
    today.getMonth(),
  ]);
  const [newOn, setNewOn] = useState<string | null>(null);
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const weeks = monthGrid(year, month, weekStartOf(i18n.resolvedLanguage));
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
      map.set(event.day, [...(map.get(event.day) ?? []), event]);
    }
    return map;
  }, [events]);
  const titleOf = (event: CalendarEvent) => event.title ?? t(`calendar.samples.${event.sampleKey}`);
  const monthName = new Intl.DateTimeFormat(format.locale, {
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month, 1));
  const weekday = new Intl.DateTimeFormat(format.locale, { weekday: 'short' });
  const longDay = new Intl.DateTimeFormat(format.locale, { dateStyle: 'full' });
  const todayKey = dayKey(today);

  return (
    <TemplatePage
      title={t('calendar.title')}
      action={
        <Button variant="contained" startIcon={<Add />} onClick={() => setNewOn(todayKey)}>
          {t('calendar.newEvent')}
        </Button>
      }
    >
      <Card>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, flexWrap: 'wrap' }}>
          <IconButton
            aria-label={t('calendar.previous')}
            onClick={() => setMonth(shiftMonth(year, month, -1))}
          >
            <NavigateBefore
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
          <Typography
            variant="h6"
            component="h2"
            aria-live="polite"
            sx={{ minWidth: 180, textAlign: 'center', textTransform: 'capitalize' }}
          >
            {monthName}
          </Typography>
          <IconButton
            aria-label={t('calendar.next')}
            onClick={() => setMonth(shiftMonth(year, month, 1))}
          >
            <NavigateNext
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setMonth([today.getFullYear(), today.getMonth()])}
            sx={{ ml: 'auto' }}
          >
            {t('calendar.today')}
          </Button>
        </Box>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={monthName}>
          <Box role="grid" aria-label={monthName} sx={{ minWidth: 720 }}>
            <Box
              role="row"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(7, 1fr)',
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              {weeks[0]?.map((date) => (
                <Typography
                  key={date.getDay()}
                  role="columnheader"
                  variant="subtitle2"
                  sx={{ p: 1, textAlign: 'center', color: 'text.secondary' }}
                >
                  {weekday.format(date)}
                </Typography>
              ))}
            </Box>
            {weeks.map((week) => (
              <Box
                role="row"
                key={dayKey(week[0] ?? today)}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}
              >
                {week.map((date) => {
                  const key = dayKey(date);
                  const dayEvents = byDay.get(key) ?? [];
                  const outside = date.getMonth() !== month;
                  return (
                    <Box
                      role="gridcell"
                      key={key}
                      sx={(theme) => ({
                        minHeight: 112,
                        p: 0.5,
                        borderTop: 1,
                        borderLeft: 1,
                        borderColor: 'divider',
                        bgcolor: outside ? alpha(theme.palette.grey[500], 0.06) : undefined,
                      })}
                    >
                      <ButtonBase
                        onClick={() => setNewOn(key)}
                        aria-label={t('calendar.addOn', { date: longDay.format(date) })}
                        sx={{
                          width: 28,
                          height: 28,
                          borderRadius: '50%',
                          typography: 'body2',
                          fontWeight: key === todayKey ? 700 : 400,
                          bgcolor: key === todayKey ? 'primary.main' : undefined,
                          color: dayNumberColor(key === todayKey, outside),
                        }}
                      >
                        {date.getDate()}
                      </ButtonBase>
                      {dayEvents.slice(0, SHOWN_PER_DAY).map((event) => (
                        <ButtonBase
                          key={event.id}
                          onClick={() => setOpened(event)}
                          sx={(theme) => ({
                            display: 'block',
                            width: '100%',
                            mt: 0.5,
                            px: 0.75,
                            py: 0.25,
                            borderRadius: 0.75,
                            textAlign: 'start',
                            typography: 'caption',
                            fontWeight: 600,
                            whiteSpace: 'nowrap',
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            bgcolor: alpha(theme.palette[event.color].main, 0.16),
                            color:
                              theme.palette.mode === 'light'
                                ? theme.palette[event.color].darker
                                : theme.palette[event.color].lighter,
                          })}
                        >
                          {event.start} {titleOf(event)}
                        </ButtonBase>
                      ))}
                      {dayEvents.length > SHOWN_PER_DAY && (
                        <Typography
                          variant="caption"
                          component="p"
                          sx={{ px: 0.75, color: 'text.secondary' }}
                        >
                          {t('calendar.more', { count: dayEvents.length - SHOWN_PER_DAY })}
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
      </Card>
      <EventDialog
        day={newOn}
        onClose={() => setNewOn(null)}
        onSave={(event) => {
          calendarEvents.set((current) => [...current, { ...event, id: `e${Date.now()}` }]);
          const [eventYear = year, eventMonth = month] = event.day.split('-').map(Number);
          setMonth([eventYear, eventMonth - 1]);
        }}
      />
      <Dialog open={opened !== null} onClose={() => setOpened(null)} aria-labelledby="event-title">
        {opened && (
          <>
            <DialogTitle id="event-title">{titleOf(opened)}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {longDay.format(fromDayKey(opened.day))} · {opened.start}–{opened.end}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button
                color="error"
                onClick={() => {
                  calendarEvents.set((current) =>
                    current.filter((event) => event.id !== opened.id),
                  );
                  setOpened(null);
                }}
              >
                {t('common.delete')}
              </Button>
              <Button variant="contained" onClick={() => setOpened(null)}>
                {t('calendar.close')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </TemplatePage>
  );
};
