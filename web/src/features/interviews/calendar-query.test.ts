import { describe, expect, it } from 'vitest';
import { calendarQueryOf, calendarStateOf, periodLabel, shiftDay, windowOf } from './calendar-query';

const VIEWER = '11111111-1111-4111-8111-111111111111';

describe('the calendar of interviews from its URL', () => {
  it("shows this week's own interviews without a query", () => {
    const state = calendarStateOf(new URLSearchParams(), VIEWER, new Date('2026-12-02T02:00:00Z'));
    // 02:00 UTC is still the 1st in São Paulo.
    expect(state).toEqual({ view: 'semana', day: '2026-12-01', interviewer: VIEWER });
    expect(calendarQueryOf(state)).toEqual({
      from: '2026-11-29T03:00:00.000Z',
      to: '2026-12-06T03:00:00.000Z',
      interviewerId: VIEWER,
    });
  });

  it('shows a day on a phone without a view in the URL', () => {
    const state = calendarStateOf(new URLSearchParams({ data: '2026-12-03' }), VIEWER, new Date(), 'dia');
    expect(state.view).toBe('dia');
    expect(calendarStateOf(new URLSearchParams({ data: '2026-12-03', visao: 'semana' }), VIEWER, new Date(), 'dia').view).toBe('semana');
  });

  it("reads the view, the day and the filters, everyone's when asked, and ignores a bad day", () => {
    const params = new URLSearchParams({ visao: 'dia', data: '2026-12-03', interviewerId: 'todos', uf: 'PR', processId: 'p', companyId: 'c' });
    const state = calendarStateOf(params, VIEWER);
    expect(calendarQueryOf(state)).toEqual({
      from: '2026-12-03T03:00:00.000Z',
      to: '2026-12-04T03:00:00.000Z',
      processId: 'p',
      companyId: 'c',
      uf: 'PR',
    });
    expect(calendarStateOf(new URLSearchParams({ data: '2026-13-45', visao: 'mes' }), VIEWER, new Date('2026-12-10T15:00:00Z'))).toMatchObject({
      view: 'semana',
      day: '2026-12-10',
    });
  });

  it('moves by a week, a day or 30 days, and names the period in Portuguese', () => {
    expect(shiftDay('semana', '2026-12-31', 1)).toBe('2027-01-07');
    expect(shiftDay('dia', '2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDay('agenda', '2026-12-01', 1)).toBe('2026-12-31');
    const agenda = windowOf('agenda', '2026-12-01');
    expect(agenda.to.diff(agenda.from, 'days').days).toBe(30);
    expect(periodLabel('semana', '2026-12-02')).toBe('29 de novembro – 5 de dezembro de 2026');
    expect(periodLabel('semana', '2026-12-16')).toBe('13 – 19 de dezembro de 2026');
    expect(periodLabel('dia', '2026-12-01')).toBe('terça-feira, 1 de dezembro de 2026');
  });
});
