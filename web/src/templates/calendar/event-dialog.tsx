import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RhfTextField } from '../../components/form/rhf-text-field';
import { RhfChoice } from '../components/rhf-choice';
import { EVENT_COLORS, type CalendarEvent, type EventColor } from '../sample-data/events';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const eventSchema = (t: Translate) =>
  z
    .object({
      title: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(80, t('validation.maxLength', { count: 80 })),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, t('validation.required')),
      start: z.string().regex(TIME, t('calendar.timeFormat')),
      end: z.string().regex(TIME, t('calendar.timeFormat')),
      color: z.enum(EVENT_COLORS),
    })
    // HH:MM strings compare in time order.
    .refine((values) => values.end > values.start, {
      path: ['end'],
      message: t('calendar.endAfterStart'),
    });

/** Adds an event on a day: title, times and colour, validated. */
export const EventDialog = ({
  day,
  onClose,
  onSave,
}: {
  day: string | null;
  onClose: () => void;
  onSave: (event: Omit<CalendarEvent, 'id'>) => void;
}) => {
  const { t } = useTemplatesTranslation();
  const schema = useMemo(() => eventSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    values: {
      title: '',
      day: day ?? '',
      start: '09:00',
      end: '10:00',
      color: 'primary' as EventColor,
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    onSave({ ...values, title: values.title.trim() });
    onClose();
  });
  return (
    <Dialog
      open={day !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="event-dialog-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="event-dialog-title">{t('calendar.newEvent')}</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}
        >
          <RhfTextField
            control={form.control}
            name="title"
            label={t('blogNew.titleField')}
            required
          />
          <RhfTextField
            control={form.control}
            name="day"
            label={t('common.date')}
            type="date"
            required
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <RhfTextField
              control={form.control}
              name="start"
              label={t('calendar.start')}
              placeholder="09:00"
              required
            />
            <RhfTextField
              control={form.control}
              name="end"
              label={t('calendar.end')}
              placeholder="10:00"
              required
            />
          </Box>
          <RhfChoice
            control={form.control}
            name="color"
            label={t('shop.color')}
            options={EVENT_COLORS.map((value) => ({ value, label: t(`calendar.colors.${value}`) }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('calendar.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
