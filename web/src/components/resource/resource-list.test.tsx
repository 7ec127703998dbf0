import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPage } from '@hub/contract/common';
import { partnerOperations, type Partner } from '@hub/contract/partners';
import { ResourceList } from './resource-list';

const SEARCH = 'Buscar por nome';

/** A partners list at /list whose API answers an empty page; the router says what its URL is. */
const renderList = () => {
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
              ]}
              defaultSort="name"
              searchLabel={SEARCH}
            />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/list'] },
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
});
