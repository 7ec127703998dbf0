import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '@hub/contract/interviews';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { ApplicationScorecards } from './application-scorecards';
import { ProcessInterviews } from './interviews-panel';

const profile = BUILT_IN_PROFILES.find((candidate) => candidate.name === 'Super-administrador');
if (!profile) throw new Error('no built-in profile');

const signedIn: AuthContextValue = {
  isInitialized: true,
  isAuthenticated: true,
  user: {
    id: 'entrevistadora',
    email: 'ana@conselho.org.br',
    superAdmin: { name: 'Ana', occupation: null },
    photoUrl: null,
    accessProfile: { ...profile, permissions: [...profile.permissions] },
    ufs: null,
  },
  login: async () => null,
  register: async () => undefined,
  logout: async () => undefined,
  startSession: () => undefined,
  refreshUser: async () => undefined,
};

const interview = (id: string, candidateName: string, startsAt: Date): Interview => ({
  id,
  applicationId: `a-${id}`,
  selectiveProcessId: 'p',
  processTitle: 'Analista administrativo',
  companyName: 'Empresa Alfa',
  candidateId: `c-${id}`,
  candidateName,
  startsAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
  durationMinutes: 60,
  kind: 'online',
  address: null,
  link: 'https://meet.example.com/x',
  interviewers: [{ id: 'entrevistadora', name: 'Ana', email: 'ana@conselho.org.br' }],
  notes: null,
  status: 'agendada',
  attendance: null,
  sequence: 0,
  createdAt: startsAt.toISOString(),
  updatedAt: startsAt.toISOString(),
});

const past = interview('i1', 'Bruno Lima', new Date(Date.now() - 2 * 3_600_000));
const future = interview('i2', 'Carla Souza', new Date(Date.now() + 48 * 3_600_000));
const sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    const answer = url.endsWith('/scorecards')
      ? {
          mean: 3.5,
          scorecards: [
            { id: 's1', interviewId: 'i1', interviewStartsAt: '2026-12-02T17:00:00.000Z', interviewer: past.interviewers[0], ratings: [], mean: 4, recommendation: 'avancar', comment: null, updatedAt: past.startsAt },
            { id: 's2', interviewId: 'i1', interviewStartsAt: '2026-12-02T17:00:00.000Z', interviewer: { id: 'r', name: 'Rafael', email: 'r@c.org' }, ratings: [], mean: 3, recommendation: 'talvez', comment: null, updatedAt: past.startsAt },
          ],
        }
      : url.endsWith('/scorecard')
      ? { id: 's', interviewId: 'i1', interviewStartsAt: past.startsAt, interviewer: past.interviewers[0], ratings: [], mean: 4, recommendation: 'avancar', comment: null, updatedAt: past.startsAt }
      : url.endsWith('/attendance')
        ? { ...past, attendance: 'compareceu' }
        : [past, future];
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = (content = <ProcessInterviews processId="p" />) =>
  render(
    <AuthContext.Provider value={signedIn}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{content}</MemoryRouter>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );

const pick = (combobox: HTMLElement, option: string) => {
  fireEvent.mouseDown(combobox);
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('the interviews after they begin', () => {
  it('asks attendance and offers its interviewer the scorecard only once the interview has begun', async () => {
    mount();
    const begun = (await screen.findByText('Bruno Lima')).closest('tr') as HTMLElement;
    const ahead = screen.getByText('Carla Souza').closest('tr') as HTMLElement;
    expect(within(begun).getByRole('button', { name: 'Avaliar a entrevista de Bruno Lima' })).toBeInTheDocument();
    expect(within(ahead).queryByRole('button', { name: /Avaliar/ })).toBeNull();
    expect(within(ahead).queryByRole('combobox', { name: /Presença/ })).toBeNull();

    pick(within(begun).getByRole('combobox', { name: /Presença/ }), 'Compareceu');
    await waitFor(() => expect(sent.find((call) => call.method === 'PUT' && call.url.endsWith('/attendance'))?.body).toEqual({ attendance: 'compareceu' }));
  });

  it('sends each criterion rated 1–5 and the recommendation, and names what is missing first', async () => {
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Avaliar a entrevista de Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Avaliar entrevista' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar avaliação' }));
    expect(await within(dialog).findAllByText('Dê uma nota de 1 a 5')).toHaveLength(3);
    expect(within(dialog).getByText('Escolha Avançar, Talvez ou Não avançar')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover o critério 3' }));
    const groups = within(dialog).getAllByRole('group', { name: /Critério/ });
    pick(within(groups[0] as HTMLElement).getByRole('combobox', { name: /Nota/ }), '4');
    pick(within(groups[1] as HTMLElement).getByRole('combobox', { name: /Nota/ }), '5');
    pick(within(dialog).getByRole('combobox', { name: /Recomendação/ }), 'Avançar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT' && call.url.endsWith('/interviews/i1/scorecard'))?.body).toEqual({
        ratings: [
          { criterion: 'Comunicação', score: 4 },
          { criterion: 'Conhecimento técnico', score: 5 },
        ],
        recommendation: 'avancar',
      }),
    );
  });
});

describe("an application's scorecards", () => {
  it('shows the mean of their ratings and each interviewer\'s recommendation', async () => {
    mount(<ApplicationScorecards applicationId="a" />);
    expect(await screen.findByText('Avaliação das entrevistas: média 3,5 de 5')).toBeInTheDocument();
    expect(screen.getByText('Ana (qua., 02/12 às 14:00): 4,0 · Avançar')).toBeInTheDocument();
    expect(screen.getByText('Rafael (qua., 02/12 às 14:00): 3,0 · Talvez')).toBeInTheDocument();
  });
});
