import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Calendar, luxonLocalizer, type EventPropGetter, type Formats, type Messages } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { DateTime, Settings } from 'luxon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { UF_LIST } from '@hub/contract/br';
import { INTERVIEW_TIME_ZONE, interviewOperations, type Interview } from '@hub/contract/interviews';
import { useAuth } from '../../../auth/auth-context';
import { CompanyPicker } from '../../../components/commerce/company-picker';
import { interviewKeys } from '../../../components/interviews/interviews-api';
import { PageHeader } from '../../../components/page-header';
import { ProcessPicker } from '../../../components/selective-processes/process-picker';
import { CollapsibleFilters } from '../../../components/resource/list-filters';
import { call, errorMessage } from '../../../lib/api-client';
import {
  AGENDA_DAYS,
  CALENDAR_VIEW_LABELS,
  CALENDAR_VIEWS,
  calendarQueryOf,
  calendarStateOf,
  defaultViewOf,
  EVERY_INTERVIEWER,
  FILTER_PARAMS,
  periodLabel,
  RBC_VIEWS,
  shiftDay,
  todayInSaoPaulo,
  type CalendarView,
} from '../calendar-query';
import { InterviewDetailsDialog } from '../components/interview-details-dialog';

// The calendar reads every date in São Paulo, whatever the browser's zone: luxon is this page's alone.
Settings.defaultZone = INTERVIEW_TIME_ZONE;
Settings.defaultLocale = 'pt-BR';
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 7 });

type CalendarEvent = { title: string; start: Date; end: Date; interview: Interview };

const MESSAGES: Messages<CalendarEvent> = {
  date: 'Data',
  time: 'Horário',
  event: 'Entrevista',
  allDay: 'Dia inteiro',
  week: 'Semana',
  day: 'Dia',
  agenda: 'Agenda',
  previous: 'Anterior',
  next: 'Próximo',
  today: 'Hoje',
  noEventsInRange: 'Nenhuma entrevista neste período.',
  showMore: (count) => `+${count} mais`,
};

const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'ccc dd/MM',
  dayHeaderFormat: "cccc, dd/MM",
  agendaDateFormat: 'ccc dd/MM',
  agendaTimeFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }, culture, local) =>
    `${local?.format(start, 'HH:mm', culture) ?? ''} – ${local?.format(end, 'HH:mm', culture) ?? ''}`,
  agendaTimeRangeFormat: ({ start, end }, culture, local) =>
    `${local?.format(start, 'HH:mm', culture) ?? ''} – ${local?.format(end, 'HH:mm', culture) ?? ''}`,
  selectRangeFormat: ({ start, end }, culture, local) =>
    `${local?.format(start, 'HH:mm', culture) ?? ''} – ${local?.format(end, 'HH:mm', culture) ?? ''}`,
};

/** A day's heading, without the columnheader role the library gives it outside any row (axe). */
const DayHeading = ({ label }: { label: string }) => <span>{label}</span>;
const COMPONENTS = { week: { header: DayHeading }, day: { header: DayHeading } };

const eventStyle: EventPropGetter<CalendarEvent> = (event) => ({
  className: event.interview.status === 'cancelada' ? 'interview-cancelled' : 'interview-scheduled',
});

/**
 * 'Entrevistas': the council's interviews in a week, a day or an agenda of 30 days, in São Paulo
 * time, the administrator's own by default, filtered by interviewer, process, company and UF,
 * everything in the URL. An interview opens its details and what can be done with it.
 */
export const InterviewsCalendarPage = () => {
  const viewerId = useAuth().user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const fallbackView = defaultViewOf(phone);
  const state = calendarStateOf(params, viewerId, new Date(), fallbackView);
  const query = calendarQueryOf(state);
  const [opened, setOpened] = useState<Interview | null>(null);
  const interviews = useQuery({
    queryKey: [...interviewKeys.all, 'calendar', query],
    queryFn: ({ signal }) => call(interviewOperations.listInterviewCalendar, { query }, signal),
    placeholderData: keepPreviousData,
  });
  const interviewers = useQuery({
    queryKey: [...interviewKeys.all, 'calendar-interviewers'],
    queryFn: ({ signal }) => call(interviewOperations.listCalendarInterviewers, {}, signal),
  });

  const change = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const events = useMemo<CalendarEvent[]>(
    () =>
      (interviews.data ?? []).map((interview) => ({
        title: `${interview.candidateName} · ${interview.processTitle}`,
        start: new Date(interview.startsAt),
        end: new Date(interview.endsAt),
        interview,
      })),
    [interviews.data],
  );
  const shownDate = DateTime.fromISO(state.day, { zone: INTERVIEW_TIME_ZONE }).set({ hour: 12 }).toJSDate();
  const others = (interviewers.data ?? []).filter((person) => person.id !== viewerId);
  const inUse = FILTER_PARAMS.filter((name) => params.get(name)).length;
  // The hours scroll inside the calendar: reachable and named for the keyboard, which the library does not do.
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const hours = grid.current?.querySelector('.rbc-time-content');
    if (!hours) return;
    hours.setAttribute('tabindex', '0');
    hours.setAttribute('role', 'region');
    hours.setAttribute('aria-label', 'Horários do dia');
  });

  return (
    <>
      <PageHeader
        title="Entrevistas"
        description="As entrevistas dos processos seletivos que você vê, no horário de Brasília."
      />
      <Card sx={{ mb: 3, pt: 2 }}>
        <CollapsibleFilters inUse={inUse}>
          <Box sx={{ px: 2.5, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Entrevistador"
              value={state.interviewer}
              onChange={(event) => change({ interviewerId: event.target.value === viewerId ? undefined : event.target.value })}
              sx={{ width: { xs: '100%', sm: 240 } }}
            >
              <MenuItem value={viewerId}>Minhas entrevistas</MenuItem>
              <MenuItem value={EVERY_INTERVIEWER}>Todos os entrevistadores</MenuItem>
              {others.map((person) => (
                <MenuItem key={person.id} value={person.id}>
                  {person.name}
                </MenuItem>
              ))}
              {/* An interviewer from a link who no longer interviews is still named by the select. */}
              {state.interviewer !== viewerId &&
                state.interviewer !== EVERY_INTERVIEWER &&
                !others.some((person) => person.id === state.interviewer) && (
                  <MenuItem value={state.interviewer}>Outro entrevistador</MenuItem>
                )}
            </TextField>
            <ProcessPicker label="Processo seletivo" size="small" value={state.processId ?? ''} onChange={(id) => change({ processId: id })} />
            <CompanyPicker label="Empresa" size="small" value={state.companyId ?? ''} onChange={(id) => change({ companyId: id || undefined })} />
            <TextField
              select
              size="small"
              label="UF"
              value={state.uf ?? ''}
              onChange={(event) => change({ uf: event.target.value || undefined })}
              sx={{ width: { xs: '100%', sm: 120 } }}
            >
              <MenuItem value="">Todas</MenuItem>
              {UF_LIST.map((uf) => (
                <MenuItem key={uf} value={uf}>
                  {uf}
                </MenuItem>
              ))}
            </TextField>
            {inUse > 0 && (
              <Button size="small" onClick={() => change(Object.fromEntries(FILTER_PARAMS.map((name) => [name, undefined])))}>
                Limpar filtros
              </Button>
            )}
          </Box>
        </CollapsibleFilters>
      </Card>
      <Card sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mb: 2,
          }}
        >
          <Button variant="outlined" color="inherit" size="small" onClick={() => change({ data: undefined })}>
            Hoje
          </Button>
          <Box>
            <IconButton aria-label="Período anterior" onClick={() => change({ data: shiftDay(state.view, state.day, -1) })}>
              <NavigateBefore />
            </IconButton>
            <IconButton aria-label="Próximo período" onClick={() => change({ data: shiftDay(state.view, state.day, 1) })}>
              <NavigateNext />
            </IconButton>
          </Box>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 200, '&::first-letter': { textTransform: 'uppercase' } }}>
            {periodLabel(state.view, state.day)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.view}
            onChange={(_, view: CalendarView | null) => {
              if (view) change({ visao: view === fallbackView ? undefined : view });
            }}
            aria-label="Visualização"
          >
            {CALENDAR_VIEWS.map((view) => (
              <ToggleButton key={view} value={view}>
                {CALENDAR_VIEW_LABELS[view]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {interviews.isError && (
          <Typography role="alert" color="error" sx={{ mb: 2 }}>
            {errorMessage(interviews.error)}
          </Typography>
        )}
        <Box
          ref={grid}
          aria-busy={interviews.isFetching}
          sx={(theme) => ({
            height: state.view === 'agenda' ? 'auto' : { xs: 560, md: 680 },
            minHeight: state.view === 'agenda' ? 240 : undefined,
            color: 'text.primary',
            fontFamily: theme.typography.fontFamily,
            fontSize: theme.typography.body2.fontSize,
            '& .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table, & .rbc-month-view': {
              borderColor: theme.palette.divider,
              borderRadius: 1,
            },
            '& .rbc-header, & .rbc-time-header-content, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-day-bg + .rbc-day-bg, & .rbc-header + .rbc-header, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr, & .rbc-agenda-view table.rbc-agenda-table thead > tr > th, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td':
              { borderColor: theme.palette.divider },
            // The half hours drawn lighter than the hours.
            '& .rbc-day-slot .rbc-time-slot + .rbc-time-slot': { borderTopStyle: 'dotted' },
            '& .rbc-header': { py: 1, fontWeight: 600, textTransform: 'capitalize', color: 'text.secondary' },
            '& .rbc-label': { color: 'text.secondary' },
            '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06) },
            // Today's heading in full contrast, its column tinted below it.
            '& .rbc-header.rbc-today': { backgroundColor: 'transparent', color: 'text.primary', fontWeight: 700 },
            '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
            '& .rbc-current-time-indicator': { backgroundColor: theme.palette.error.main },
            '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
              backgroundColor: theme.palette.primary.main,
              color: theme.palette.primary.contrastText,
              border: `1px solid ${theme.palette.primary.dark}`,
              borderRadius: 1,
            },
            '& .rbc-event.rbc-selected': { backgroundColor: theme.palette.primary.dark },
            '& .rbc-event.interview-cancelled': {
              backgroundColor: theme.palette.action.disabledBackground,
              color: theme.palette.text.secondary,
              textDecoration: 'line-through',
              borderColor: theme.palette.divider,
            },
            '& .rbc-event:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 1 },
            '& .rbc-day-slot .rbc-event-label': { fontWeight: 600 },
            '& .rbc-agenda-view table.rbc-agenda-table thead > tr > th': { color: 'text.secondary', fontWeight: 600, py: 1 },
            '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td': { py: 1, verticalAlign: 'top' },
            '& .rbc-agenda-event-cell': { cursor: 'pointer' },
            // The agenda grows with its lines (the page scrolls), instead of a box of its own.
            '& .rbc-agenda-view, & .rbc-agenda-view .rbc-agenda-content': { flex: 'none', overflow: 'visible' },
            '& .rbc-agenda-empty': { color: 'text.secondary', py: 3, textAlign: 'center' },
            '& .rbc-time-header.rbc-overflowing': { borderRightColor: theme.palette.divider },
            '& .rbc-allday-cell': { display: 'none' },
          })}
        >
          <Calendar<CalendarEvent>
            localizer={localizer}
            culture="pt-BR"
            events={events}
            date={shownDate}
            view={RBC_VIEWS[state.view]}
            views={['week', 'day', 'agenda']}
            length={AGENDA_DAYS}
            toolbar={false}
            // The dates and views come from the toolbar above, through the URL.
            onNavigate={(date) => change({ data: DateTime.fromJSDate(date).toISODate() ?? todayInSaoPaulo() })}
            onView={() => undefined}
            onSelectEvent={(event) => setOpened(event.interview)}
            onDrillDown={(date) => change({ visao: 'dia', data: DateTime.fromJSDate(date).toISODate() ?? undefined })}
            eventPropGetter={eventStyle}
            tooltipAccessor={(event) => `${event.interview.candidateName} · ${event.interview.processTitle} · ${event.interview.companyName}`}
            messages={MESSAGES}
            formats={FORMATS}
            scrollToTime={DateTime.fromISO(state.day).set({ hour: 7 }).toJSDate()}
            components={COMPONENTS}
            popup
          />
        </Box>
      </Card>
      {opened && <InterviewDetailsDialog interview={opened} onClose={() => setOpened(null)} />}
    </>
  );
};
