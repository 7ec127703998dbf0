import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@hub/contract/dashboard';
import { summaryQueryOptions } from '../api/get-summary';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const SUMMARY: DashboardSummary = {
  kpis: {
    professionals: { total: 10, active: 8 },
    companies: { total: 4, pending: 1, active: 3, suspended: 0, inactive: 0 },
    openProcesses: 2,
    applicationsThisMonth: 5,
    subscriptions: { active: 1, monthlyRevenueCents: 10_000 },
    emails30d: { sent: 3, failed: 0 },
  },
  series: { registrationsByMonth: [], applicationsByStage: [], deliveriesByDay: [] },
  computedAt: '2026-11-29T12:00:00.000Z',
};

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(summaryQueryOptions().queryKey, SUMMARY);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('DashboardPage', () => {
  it('holds the late and LGPD counts’ places while they load, so the charts below do not move', async () => {
    // The two counts wait until the test answers them; the other cards' requests never end.
    const waiting = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => new Promise<Response>((resolve) => waiting.set(url, resolve))),
    );
    const answer = (path: string, body: unknown) => {
      for (const [url, resolve] of waiting) if (url.includes(path)) resolve(Response.json(body));
    };
    renderPage();
    expect(screen.getByText('Candidaturas atrasadas').closest('[aria-busy="true"]')).not.toBeNull();
    expect(
      screen.getByText('Solicitações LGPD nesta semana').closest('[aria-busy="true"]'),
    ).not.toBeNull();

    await vi.waitFor(() => expect(waiting.size).toBeGreaterThanOrEqual(2));
    answer('/late-applications', { count: 7 });
    answer('/lgpd-requests/due', { dueThisWeek: 2, overdue: 1 });
    expect(
      await screen.findByRole('link', { name: 'Candidaturas atrasadas: 7' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Solicitações LGPD nesta semana: 2' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
