import { describe, expect, it } from 'vitest';
import {
  fieldsIn,
  knownFields,
  messageTemplateInputSchema,
  renderTemplate,
  unknownFields,
} from './message-templates';
import { composeBodySchema, contextFieldIssues } from './messages';

const values = {
  nome: 'Ana Souza',
  empresa: 'Alfa',
  processo: 'Analista de RH',
  etapa: 'Entrevista',
};

describe('renderTemplate', () => {
  it('fills every field, with or without spaces inside the braces', () => {
    expect(
      renderTemplate('Olá, {{nome}}! A {{ empresa }} abriu {{processo  }} ({{etapa}}).', values),
    ).toBe('Olá, Ana Souza! A Alfa abriu Analista de RH (Entrevista).');
  });

  it('fills a field repeated as often as it appears, in any case', () => {
    expect(renderTemplate('{{nome}}, {{NOME}}, {{Nome}}', { nome: 'Bia' })).toBe('Bia, Bia, Bia');
  });

  it('leaves literal braces, unknown fields and lone braces as typed', () => {
    const text = 'Use {chaves}, {{ }}, {{a b}}, {{cargo}} e }} {{ sozinhas';
    expect(renderTemplate(text, values)).toBe(text);
    expect(renderTemplate('{{{nome}}}', values)).toBe('{Ana Souza}');
  });

  it('renders a known field without a value as empty', () => {
    expect(renderTemplate('[{{processo}}]', { nome: 'Ana' })).toBe('[]');
  });

  it('does not read special replacement patterns in values', () => {
    expect(renderTemplate('{{nome}}', { nome: '$& $1 $$' })).toBe('$& $1 $$');
  });
});

describe('unknownFields', () => {
  it('names each unknown field once, lower-cased, in order, and none for text without fields', () => {
    expect(unknownFields('{{cargo}} {{ Salario }} {{nome}} {{cargo}}')).toEqual([
      'cargo',
      'salario',
    ]);
    expect(unknownFields('Sem campos { nem } {{ }}')).toEqual([]);
    expect(fieldsIn('{{etapa}} {{nome}} {{ etapa }}')).toEqual(['etapa', 'nome']);
    expect(knownFields('{{etapa}} {{cargo}} {{nome}}')).toEqual(['etapa', 'nome']);
  });
});

describe('template input', () => {
  it('refuses unknown fields on the subject or body that holds them, naming them', () => {
    const parsed = messageTemplateInputSchema.safeParse({
      name: 'Convite',
      subject: 'Vaga de {{cargo}}',
      body: 'Olá {{nome}}, {{cargo}} e {{salario}}',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'subject',
        'Campo desconhecido: {{cargo}}. Use {{nome}}, {{empresa}}, {{processo}} ou {{etapa}}',
      ],
      [
        'body',
        'Campos desconhecidos: {{cargo}}, {{salario}}. Use {{nome}}, {{empresa}}, {{processo}} ou {{etapa}}',
      ],
    ]);
    expect(
      messageTemplateInputSchema.safeParse({ name: 'Ok', subject: '{{ nome }}', body: '{{etapa}}' })
        .success,
    ).toBe(true);
  });
});

describe('compose fields', () => {
  const compose = (typeUser: 1 | 2, subject: string, body: string) =>
    composeBodySchema.safeParse({
      typeUser,
      audience: { kind: 'all' },
      subject,
      body,
      channels: ['email'],
    });

  it('accepts {{nome}} for everyone and {{empresa}} for companies', () => {
    expect(compose(1, 'Olá {{nome}}', '<p>x</p>').success).toBe(true);
    expect(compose(2, 'Olá {{nome}}', '<p>{{empresa}}</p>').success).toBe(true);
  });

  it('refuses the fields that need an application, saying so', () => {
    const parsed = compose(1, 'Etapa {{etapa}}', '<p>{{empresa}} e {{processo}}</p>');
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'O campo {{etapa}} só pode ser usado em mensagens ligadas a uma candidatura'],
      [
        'body',
        'Os campos {{empresa}} e {{processo}} só podem ser usados em mensagens ligadas a uma candidatura',
      ],
    ]);
    expect(contextFieldIssues(2, { body: '{{processo}} {{etapa}} {{empresa}}' })).toEqual([
      {
        path: 'body',
        message:
          'Os campos {{processo}} e {{etapa}} só podem ser usados em mensagens ligadas a uma candidatura',
      },
    ]);
  });

  it('refuses unknown fields before anything else', () => {
    expect(compose(2, 'Olá', '<p>{{cargo}}</p>').error?.issues[0]?.message).toMatch(
      /^Campo desconhecido: \{\{cargo\}\}/,
    );
  });
});
