import { z } from 'zod';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const COVER_COLORS = ['#00A76F', '#078DEE', '#7635DC', '#FDA92D', '#FF3030'];
export const MAX_TAGS = 5;

/** "design, UX,  design" → ['design', 'ux']: trimmed, lower-case, without repeats. */
export const parseTags = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** The new-post form's rules, with the templates' translated messages. */
export const postFormSchema = (t: Translate) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(5, t('validation.minLength', { count: 5 }))
      .max(100, t('validation.maxLength', { count: 100 })),
    description: z
      .string()
      .trim()
      .min(1, t('validation.required'))
      .max(200, t('validation.maxLength', { count: 200 })),
    content: z
      .string()
      .trim()
      .min(50, t('validation.minLength', { count: 50 })),
    tags: z
      .string()
      .refine((value) => parseTags(value).length > 0, t('blogNew.tagsRequired'))
      .refine(
        (value) => parseTags(value).length <= MAX_TAGS,
        t('blogNew.tagsMax', { count: MAX_TAGS }),
      ),
    color: z.string(),
    allowComments: z.boolean(),
  });

export type PostFormInput = z.input<ReturnType<typeof postFormSchema>>;
