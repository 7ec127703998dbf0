import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Import, ImportCounts } from '@hub/contract/imports';
import { progressText, resultText } from './import-status';
import { ImportReport, StartImport, UndoReport } from './import-steps';

/*
 * Every count of the imports' screens agrees with its noun: 'Importar só a 1 linha válida',
 * '1 linha na planilha', 'Verificando: 0 de 1 linha', '2 linhas'.
 */

const NONE: ImportCounts = {
  total: 0,
  processed: 0,
  invalid: 0,
  matches: 0,
  warnings: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  removed: 0,
  restored: 0,
  kept: 0,
};

const importWith = (status: Import['status'], counts: Partial<ImportCounts>): Import => ({
  id: '44444444-4444-4444-8444-444444444444',
  resource: 'candidates',
  status,
  fileName: 'profissionais.csv',
  format: 'CSV (UTF-8, vírgula)',
  columns: [],
  onMatch: null,
  validOnly: false,
  counts: { ...NONE, ...counts },
  error: null,
  createdByName: 'Ana',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  undoneAt: null,
});

const renderWithQueries = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

/** The big figures of a card, as read: '1 linha na planilha'. */
const figures = () =>
  screen
    .getAllByRole('paragraph')
    .filter((node) => /^[\d.]+$/.test(node.textContent ?? ''))
    .map((node) => `${node.textContent} ${node.nextElementSibling?.textContent}`);

const startFor = (counts: Partial<ImportCounts>) =>
  renderWithQueries(
    <StartImport record={importWith('ready', counts)} onRemap={() => {}} onCancel={() => {}} />,
  );

describe("the imports' counts", () => {
  it('name one line in the singular when the preview holds one', () => {
    startFor({ total: 2, invalid: 1, matches: 1 });
    expect(figures()).toEqual([
      '2 linhas na planilha',
      '0 novos cadastros',
      '1 já cadastrado',
      '1 com erro',
      '0 com aviso',
    ]);
    expect(screen.getByText(/^Uma linha tem erros\./)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Importar só a 1 linha válida' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar 1 linha' })).toBeTruthy();
  });

  it('name several lines in the plural, with pt-BR thousands', () => {
    startFor({ total: 2003, invalid: 1001 });
    expect(figures()[0]).toBe('2.003 linhas na planilha');
    expect(figures()[1]).toBe('1.002 novos cadastros');
    expect(screen.getByText(/^1\.001 linhas têm erros\./)).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Importar só as 1.002 linhas válidas' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar 1.002 linhas' })).toBeTruthy();
  });

  it("agree in the report, the undo's report, the progress and the list's result", () => {
    renderWithQueries(
      <ImportReport
        record={importWith('done', { created: 1, updated: 2, skipped: 1, failed: 1 })}
      />,
    );
    expect(figures()).toEqual(['1 criado', '2 atualizados', '1 pulado', '1 falhou']);
    renderWithQueries(<UndoReport record={importWith('undone', { removed: 1, kept: 1 })} />);
    expect(figures().slice(4)).toEqual([
      '1 removido',
      '0 restaurados',
      '1 mantido (alterado depois)',
    ]);
    expect(progressText(importWith('validating', { total: 1 }))).toBe('Verificando: 0 de 1 linha');
    expect(progressText(importWith('importing', { total: 40000, processed: 1200 }))).toBe(
      'Importando: 1.200 de 40.000 linhas',
    );
    expect(resultText(importWith('done', { created: 1, updated: 2 }))).toBe(
      '1 criado, 2 atualizados, 0 com falha',
    );
    expect(resultText(importWith('undone', { restored: 1 }))).toBe(
      '0 removidos, 1 restaurado, 0 mantidos',
    );
    expect(resultText(importWith('mapping', { total: 1 }))).toBe('1 linha');
  });
});
