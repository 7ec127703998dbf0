import { describe, expect, it } from 'vitest';
import { parseTags, postFormSchema, type PostFormInput } from './post-schema';

const t = (key: string) => key;
const valid: PostFormInput = {
  title: 'Designing for dark mode',
  description: 'Colours that keep their meaning.',
  content: 'A dark theme is not an inverted light theme: surfaces get lighter as they rise.',
  tags: 'design, theme',
  color: '#00A76F',
  allowComments: true,
};

const errorsOf = (input: PostFormInput) => {
  const result = postFormSchema(t).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('post form', () => {
  it('accepts a complete post', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('names each field that breaks a rule', () => {
    expect(
      errorsOf({ ...valid, title: 'Hi', description: '  ', content: 'Too short', tags: ' , ' }),
    ).toEqual({
      title: 'validation.minLength',
      description: 'validation.required',
      content: 'validation.minLength',
      tags: 'blogNew.tagsRequired',
    });
    expect(errorsOf({ ...valid, tags: 'a, b, c, d, e, f' })).toEqual({ tags: 'blogNew.tagsMax' });
  });

  it('reads tags trimmed, lower-case and once each', () => {
    expect(parseTags(' Design, UX,design ,, ')).toEqual(['design', 'ux']);
  });
});
