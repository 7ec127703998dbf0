import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedViewsBar } from './saved-views-bar';

afterEach(() => vi.unstubAllGlobals());

describe('SavedViewsBar', () => {
  it('saves the list as its URL was last written, though the render still shows the state before', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method !== 'POST') return Response.json({ rows: [] });
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return Response.json(
          { id: '0f0e1d2c-3b4a-4596-a7b8-c9d0e1f2a3b4', mine: true, ownerName: 'Ana', ...body },
          { status: 201 },
        );
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SavedViewsBar
          list="audit"
          // The search typed is in the URL; the list has not rendered it yet.
          current="entity=companies"
          latest={() => 'entity=companies&key=clinica'}
          normalize={(query) => query}
          onApply={() => undefined}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar visão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nome da visão' }), {
      target: { value: 'Clínicas' },
    });
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find(
        (button) => button.textContent === 'Salvar visão',
      )!,
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      list: 'audit',
      name: 'Clínicas',
      query: 'entity=companies&key=clinica',
    });
  });
});
