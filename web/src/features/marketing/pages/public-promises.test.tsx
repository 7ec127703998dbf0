import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';
import { FaqsPage } from './faqs-page';

/**
 * The public pages promise only what the product does: nothing sends a message at each change of
 * stage (an administrator may message the professionals, and a refusal may carry one).
 */
describe('what the public pages promise the professionals', () => {
  it.each([
    ['the FAQ', FaqsPage],
    ['the about page', AboutPage],
  ])('%s promises no message or feedback at each stage', (_name, Page) => {
    const { container } = render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(container.textContent).not.toMatch(
      /a cada mudança de etapa|retorno em cada etapa|sabe em que ponto/,
    );
  });

  it('the FAQ says who sends the messages, and that no stage change sends one', () => {
    render(
      <MemoryRouter>
        <FaqsPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /^A equipe do conselho pode enviar mensagens a você.*Nenhuma mensagem sai sozinha quando a candidatura muda de etapa/,
      ),
    ).toBeTruthy();
  });
});
