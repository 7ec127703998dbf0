import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './html';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links and drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p onclick="x()">Olá <strong>equipe</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://cfp.org.br">site</a><img src=x onerror=alert(1)>';
    expect(sanitizeRichText(dirty)).toBe(
      '<p>Olá <strong>equipe</strong></p><a target="_blank" rel="noopener noreferrer">x</a><a href="https://cfp.org.br" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('htmlToText', () => {
  it('puts paragraphs and list items on their own lines and decodes entities', () => {
    expect(htmlToText('<p>Prezados &amp; prezadas,</p><ul><li>um</li><li>dois</li></ul><p>Até<br>logo</p>')).toBe(
      'Prezados & prezadas,\n• um\n• dois\nAté\nlogo',
    );
  });
});
