import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import {
  createMemoryRouter,
  RouterProvider as BaseRouterProvider,
  type DataRouter,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPage } from '@hub/contract/common';
import { applicationOperations, type ApplicationRow } from '@hub/contract/applications';
import { partnerOperations, type Partner } from '@hub/contract/partners';
import { ResourceList } from './resource-list';

const SEARCH = 'Buscar por nome';

/**
 * The app's provider (react-router/dom's), which renders a navigation asked with `flushSync` at
 * once; imported from there, Vitest would load a second copy of react-router beside the list's.
 */
const RouterProvider = ({ router }: { router: DataRouter }) => (
  <BaseRouterProvider
    router={router}
    flushSync={(update) => {
      flushSync(update);
    }}
  />
);

/** A partners list at `url` whose API answers an empty page; the router says what its URL is. */
const renderList = (url = '/list') => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(toPage<Partner>([], 0, 1, 10))),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <ResourceList
              list={partnerOperations.listPartners}
              queryKey={['partners']}
              columns={[{ id: 'name', label: 'Nome', render: (row) => row.name }]}
              filters={[
                {
                  name: 'status',
                  label: 'Status',
                  options: [
                    { value: 'active', label: 'Ativo' },
                    { value: 'inactive', label: 'Inativo' },
                  ],
                },
                { kind: 'text', name: 'city', label: 'Cidade' },
              ]}
              defaultSort="name"
              searchLabel={SEARCH}
            />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { search: () => new URLSearchParams(router.state.location.search) };
};

afterEach(() => vi.unstubAllGlobals());

describe('ResourceList', () => {
  it('keeps a filter chosen just before a search is typed: the search settles on the URL as it is then', async () => {
    const url = renderList();
    const group = await screen.findByRole('group', { name: 'Status' });
    const box = screen.getByRole('textbox', { name: SEARCH });
    // Typed in the same moment as the click, before the list renders the chosen status.
    act(() => {
      fireEvent.click(within(group).getByRole('button', { name: 'Inativo' }));
      fireEvent.change(box, { target: { value: 'SP' } });
    });
    await waitFor(() => expect(url.search().get('key')).toBe('SP'));
    expect(url.search().get('status')).toBe('inactive');
  });

  it("keeps a filter typed right after 'Limpar filtros': the clear does not wipe it when it renders", async () => {
    const url = renderList('/list?city=Tef%C3%A9&key=nada');
    const clear = await screen.findByRole('button', { name: 'Limpar filtros' });
    const city = screen.getByRole('textbox', { name: 'Cidade' });
    // The same city typed again in the moment after the click, as the browser test does: the
    // box must already be empty, or the typing changes nothing and the clear's render empties it.
    act(() => {
      fireEvent.click(clear);
      fireEvent.change(city, { target: { value: 'Tefé' } });
    });
    expect(city).toHaveValue('Tefé');
    await waitFor(() => expect(url.search().get('city')).toBe('Tefé'));
    expect(url.search().get('key')).toBeNull();
    expect(city).toHaveValue('Tefé');
  });
});

/** A process's applications, one active and one rejected, listed with actions on ticked rows only. */
const renderRecordList = () => {
  const rows = [
    { id: '00000000-0000-4000-8000-000000000001', candidateName: 'Ana', status: 'active' },
    { id: '00000000-0000-4000-8000-000000000002', candidateName: 'Bruno', status: 'rejected' },
  ] as ApplicationRow[];
  const fetch = vi.fn(async (_url: string) => Response.json(toPage(rows, 2, 1, 10)));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/process',
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <ResourceList
              list={applicationOperations.listApplications}
              params={{ id: 'process-1' }}
              label="Classificação"
              queryKey={['ranking']}
              columns={[{ id: 'candidateName', label: 'Nome', render: (row) => row.candidateName }]}
              defaultSort="weightedScore"
              searchLabel={SEARCH}
              bulk={{
                permission: 'processos.massa',
                label: (count) => `${count} selecionadas`,
                rowLabel: (row) => row.candidateName,
                selectable: (row) => row.status === 'active',
                selectsAllMatching: false,
                render: (selection) => <p>{JSON.stringify(selection)}</p>,
              }}
            />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/process'] },
  );
  render(<RouterProvider router={router} />);
  return fetch;
};

describe('ResourceList inside a record', () => {
  it("reads the record's list from its path, and ticks only the rows its actions apply to", async () => {
    const fetch = renderRecordList();
    const table = await screen.findByRole('table', { name: 'Classificação' });
    await within(table).findByText('Ana');
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      '/api/selective-processes/process-1/applications?',
    );
    expect(screen.getByRole('checkbox', { name: 'Selecionar Bruno' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar as linhas da página' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('1 selecionadas');
    expect(bar).toHaveTextContent('{"ids":["00000000-0000-4000-8000-000000000001"]}');
    // Neither "every row the filters select" nor a CSV of the selection: the list offers neither.
    expect(within(bar).queryByRole('button', { name: /Selecionar todos/ })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Exportar seleção' })).toBeNull();
  });
});

/** A partners list of ten rows on screen whose filters match more than the API counts. */
const renderCappedList = () => {
  const rows = Array.from({ length: 10 }, (_, index) => ({
    id: `00000000-0000-4000-8000-0000000000${String(index + 10)}`,
    name: `Parceiro ${index + 1}`,
  })) as Partner[];
  const fetch = vi.fn(async (url: string) =>
    Response.json(
      String(url).includes('exactTotal=true')
        ? toPage(rows, 174_164, 1, 10)
        : toPage(rows, 10_000, 1, 10, true),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <ResourceList
              list={partnerOperations.listPartners}
              queryKey={['partners-capped']}
              columns={[{ id: 'name', label: 'Nome', render: (row) => row.name }]}
              defaultSort="name"
              searchLabel={SEARCH}
              bulk={{
                permission: 'parceiros.status',
                label: (count) => `${count} selecionados`,
                rowLabel: (row) => row.name,
                render: () => null,
              }}
            />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/list?status=active'] },
  );
  render(<RouterProvider router={router} />);
  return fetch;
};

const askedExactly = (fetch: ReturnType<typeof renderCappedList>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('exactTotal=true')).length;

describe('ResourceList with a capped total', () => {
  it("says 'mais de 10.000', keeps the next page, and counts every row once asked", async () => {
    const fetch = renderCappedList();
    expect(await screen.findByText('1–10 de mais de 10.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
    expect(askedExactly(fetch)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Contar todos' }));
    expect(await screen.findByText('1–10 de 174.164')).toBeInTheDocument();
    expect(askedExactly(fetch)).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Contar todos' })).toBeNull();
  });

  it('counts every matching row exactly before selecting them all', async () => {
    const fetch = renderCappedList();
    await screen.findByText('1–10 de mais de 10.000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar as linhas da página' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('10 selecionados');
    fireEvent.click(
      within(bar).getByRole('button', {
        name: 'Selecionar todos os mais de 10.000 que correspondem aos filtros',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Ações em lote' })).toHaveTextContent(
        '174164 selecionados',
      ),
    );
    expect(askedExactly(fetch)).toBeGreaterThan(0);
  });
});
