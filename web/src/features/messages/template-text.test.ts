import { describe, expect, it } from 'vitest';
import { insertAt, textToHtml } from './template-text';

describe('textToHtml', () => {
  it('turns blank lines into paragraphs and single breaks into <br>, escaping the text', () => {
    expect(textToHtml('Olá {{nome}},\nbem-vindo.\n\n<b>A & B</b>')).toBe(
      '<p>Olá {{nome}},<br>bem-vindo.</p><p>&lt;b&gt;A &amp; B&lt;/b&gt;</p>',
    );
  });
});

describe('insertAt', () => {
  it('replaces the selection and puts the caret after what was inserted', () => {
    expect(insertAt('Olá , tudo bem?', '{{nome}}', 4, 4)).toEqual({
      value: 'Olá {{nome}}, tudo bem?',
      caret: 12,
    });
    expect(insertAt('Olá XXX', '{{nome}}', 4, 7)).toEqual({ value: 'Olá {{nome}}', caret: 12 });
  });

  it('appends when the field never had a caret', () => {
    expect(insertAt('Olá ', '{{nome}}', null, null)).toEqual({ value: 'Olá {{nome}}', caret: 12 });
  });
});
