import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '@hub/contract/search';
import { paths } from '../../../routes/paths';
import { SearchDialog } from './search-dialog';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const CANDIDATE = '22222222-2222-4222-8222-222222222222';
const MESSAGE = '33333333-3333-4333-8333-333333333333';

const ANSWER: SearchAnswer = {
  groups: [
    {
      kind: 'companies',
      hits: [
        { id: COMPANY, title: 'Clínica São José', subtitle: '11.222.333/0001-81 · Campinas/SP' },
      ],
    },
    {
      kind: 'candidates',
      hits: [{ id: CANDIDATE, title: 'José Conceição', subtitle: '123.456.789-09' }],
    },
    {
      kind: 'messages',
      hits: [
        {
          id: MESSAGE,
          title: 'Convocação de São José',
          subtitle: null,
          typeUser: 2,
          isDeleted: true,
        },
      ],
    },
  ],
};

/** The API's answers, released by the test, by the text searched. */
const pending = new Map<string, (response: Response) => void>();
const answer = async (q: string, body: unknown, status = 200) => {
  await waitFor(() => expect(pending.has(q)).toBe(true), SLOW);
  pending.get(q)?.(new Response(JSON.stringify(body), { status }));
};

beforeEach(() => {
  pending.clear();
  vi.stubGlobal('fetch', (url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    return new Promise<Response>((resolve) => pending.set(q, resolve));
  });
});
afterEach(() => vi.unstubAllGlobals());

const Location = () => <p data-testid="location">{useLocation().pathname}</p>;

const renderPalette = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
        <SearchDialog open onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { input: screen.getByRole('combobox'), onClose };
};

const type = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { value: text } });
const location = () => screen.getByTestId('location').textContent;

const SLOW = { timeout: 10_000 };

describe('SearchDialog', { timeout: 30_000 }, () => {
  it('asks for two characters, then shows the hits grouped under their kind', async () => {
    const { input } = renderPalette();
    expect(input).toHaveFocus();
    expect(screen.getAllByText('Digite ao menos 2 caracteres')[0]).toBeVisible();
    type(input, 's');
    expect(pending.size).toBe(0);

    type(input, 'sao jose');
    expect(await screen.findByText('Buscando…', { selector: 'p' })).toBeVisible();
    await answer('sao jose', ANSWER);
    const companies = await screen.findByRole('group', { name: 'Empresas' }, SLOW);
    expect(within(companies).getByRole('option')).toHaveTextContent('Clínica São José');
    expect(screen.getByRole('group', { name: 'Profissionais' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Mensagens' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 resultados');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('moves the highlight across groups with the arrows and opens the highlighted record with Enter', async () => {
    const { input, onClose } = renderPalette();
    type(input, 'sao jose');
    await answer('sao jose', ANSWER);
    await screen.findByRole('group', { name: 'Profissionais' }, SLOW);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const professional = screen.getByRole('option', { name: /José Conceição/ });
    expect(input).toHaveAttribute('aria-activedescendant', professional.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe(paths.dashboard.candidates.view(CANDIDATE));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a message in its mailbox, the trash for a deleted one', async () => {
    const { input } = renderPalette();
    type(input, 'sao jose');
    await answer('sao jose', ANSWER);
    fireEvent.click(await screen.findByRole('option', { name: /Convocação/ }, SLOW));
    expect(location()).toBe(paths.dashboard.messages.system(2, 'trash', MESSAGE));
  });

  it('never offers the hits of an earlier text while the new one is searched; Enter then opens the first hit', async () => {
    const { input } = renderPalette();
    type(input, 'sao jose');
    await answer('sao jose', ANSWER);
    await screen.findByRole('group', { name: 'Empresas' }, SLOW);

    type(input, 'clinica');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/dashboard');

    await answer('clinica', { groups: [ANSWER.groups[0]] });
    await screen.findByRole('option', { name: /Clínica São José/ }, SLOW);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe(paths.dashboard.companies.view(COMPANY));
  });

  it('says when nothing matches, and what failed', async () => {
    const { input, onClose } = renderPalette();
    type(input, 'zzqx');
    await answer('zzqx', { groups: [] });
    expect(await screen.findByText('Nenhum resultado para “zzqx”', {}, SLOW)).toBeVisible();

    type(input, 'erro');
    await answer(
      'erro',
      { statusCode: 500, error: 'Internal Server Error', message: 'Erro interno' },
      500,
    );
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Erro interno');

    act(() => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalled();
  });
});
