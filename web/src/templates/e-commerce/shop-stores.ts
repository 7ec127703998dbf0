import { addLine, type CartLine, type Delivery } from '../lib/cart';
import { createStore } from '../lib/store';
import { mainColor, products, type Product } from '../sample-data/products';

/** The catalogue as the visitor changed it (products created, edited, deleted) this session. */
export const catalogue = createStore<Product[]>(products);

export const toCartLine = (
  product: Product,
  color: string,
  size: string,
  quantity: number,
): CartLine => ({
  productId: product.id,
  name: product.name,
  price: product.priceSale ?? product.price,
  color,
  size,
  quantity,
  available: product.stock,
});

const firstLines = (): CartLine[] => {
  const [first, second] = products.filter((product) => product.stock > 0);
  if (!first || !second) return [];
  return [
    toCartLine(first, mainColor(first), first.sizes[0] ?? '', 1),
    toCartLine(second, mainColor(second), second.sizes[0] ?? '', 2),
  ];
};

export type Checkout = { lines: CartLine[]; coupon: string; delivery: Delivery };

/** The cart starts with two products, so the checkout shows its steps at once. */
export const checkout = createStore<Checkout>({
  lines: firstLines(),
  coupon: '',
  delivery: 'standard',
});

export const addToCart = (line: CartLine) =>
  checkout.set((current) => ({ ...current, lines: addLine(current.lines, line) }));
