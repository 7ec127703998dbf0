import { z } from 'zod';
import { CATEGORIES, GENDERS, type Product } from '../sample-data/products';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isAmount = (value: string) => value.trim() !== '' && Number(value) > 0;

/**
 * The product form's rules. The fields stay text (what the inputs hold) and become numbers only
 * when saved; messages come from the templates' translations.
 */
export const productFormSchema = (t: Translate) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(60, t('validation.maxLength', { count: 60 })),
      sku: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}-\d{4}$/, t('productForm.skuFormat')),
      description: z
        .string()
        .trim()
        .min(20, t('validation.minLength', { count: 20 })),
      category: z.enum(CATEGORIES, { message: t('validation.choose') }),
      gender: z.enum(GENDERS, { message: t('validation.choose') }),
      price: z.string().refine(isAmount, t('productForm.positive')),
      priceSale: z
        .string()
        .refine((value) => value.trim() === '' || isAmount(value), t('productForm.positive')),
      stock: z.string().regex(/^\d+$/, t('productForm.wholeNumber')),
      published: z.boolean(),
    })
    .refine(
      (values) => values.priceSale.trim() === '' || Number(values.priceSale) < Number(values.price),
      {
        path: ['priceSale'],
        message: t('productForm.saleBelowPrice'),
      },
    );

export type ProductFormInput = z.input<ReturnType<typeof productFormSchema>>;

export const productToForm = (
  product: Product | undefined,
  description: string,
): ProductFormInput => ({
  name: product?.name ?? '',
  sku: product?.sku ?? '',
  description: product?.description ?? description,
  category: product?.category ?? ('' as Product['category']),
  gender: product?.gender ?? ('' as Product['gender']),
  price: product ? String(product.price) : '',
  priceSale: product?.priceSale ? String(product.priceSale) : '',
  stock: product ? String(product.stock) : '',
  published: product?.published ?? true,
});

/** The saved product: the form's values over what an edited product already had. */
export const formToProduct = (
  values: ProductFormInput,
  id: string,
  previous?: Product,
): Product => ({
  id,
  name: values.name.trim(),
  sku: values.sku.trim(),
  description: values.description.trim(),
  category: values.category,
  gender: values.gender,
  price: Number(values.price),
  priceSale: values.priceSale.trim() === '' ? null : Number(values.priceSale),
  stock: Number(values.stock),
  published: values.published,
  rating: previous?.rating ?? 0,
  reviews: previous?.reviews ?? 0,
  colors: previous?.colors ?? ['#00A76F'],
  sizes: previous?.sizes ?? ['One size'],
  createdDaysAgo: previous?.createdDaysAgo ?? 0,
});
