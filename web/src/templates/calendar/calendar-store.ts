import { createStore } from '../lib/store';
import { sampleEvents, type CalendarEvent } from '../sample-data/events';

/** The events as the visitor changed them this session. */
export const calendarEvents = createStore<CalendarEvent[]>(sampleEvents());
