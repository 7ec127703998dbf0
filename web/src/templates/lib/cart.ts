/** The checkout's arithmetic, kept pure so it is tested apart from the pages. */

export type CartLine = {
  productId: string;
  name: string;
  price: number;
  color: string;
  size: string;
  quantity: number;
  /** Units in stock: the quantity never goes above it. */
  available: number;
};

export type Delivery = 'standard' | 'express';

export const DELIVERY_COST: Record<Delivery, number> = { standard: 0, express: 10 };

/** Coupon codes the sample shop accepts, with the share of the subtotal they take off. */
const COUPONS: Record<string, number> = { WELCOME10: 0.1, SUMMER25: 0.25 };

export const couponRate = (code: string): number | null =>
  COUPONS[code.trim().toUpperCase()] ?? null;

export const lineKey = (line: Pick<CartLine, 'productId' | 'color' | 'size'>) =>
  `${line.productId}|${line.color}|${line.size}`;

const clamp = (quantity: number, available: number) => Math.max(1, Math.min(quantity, available));

/** Adds a line, or more of the same product, colour and size; never beyond the stock. */
export const addLine = (lines: CartLine[], line: CartLine): CartLine[] => {
  if (line.available === 0) return lines;
  const key = lineKey(line);
  const existing = lines.find((candidate) => lineKey(candidate) === key);
  if (!existing) return [...lines, { ...line, quantity: clamp(line.quantity, line.available) }];
  return lines.map((candidate) =>
    candidate === existing
      ? { ...candidate, quantity: clamp(candidate.quantity + line.quantity, candidate.available) }
      : candidate,
  );
};

export const setQuantity = (lines: CartLine[], key: string, quantity: number): CartLine[] =>
  lines.map((line) =>
    lineKey(line) === key ? { ...line, quantity: clamp(quantity, line.available) } : line,
  );

export const removeLine = (lines: CartLine[], key: string): CartLine[] =>
  lines.filter((line) => lineKey(line) !== key);

const cents = (value: number) => Math.round(value * 100) / 100;

export type CartTotals = {
  items: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

/** Subtotal, the coupon's discount, delivery and what is paid, rounded to the cent. */
export const cartTotals = (
  lines: CartLine[],
  options: { couponRate?: number | null; delivery?: Delivery } = {},
): CartTotals => {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const discount = cents(subtotal * (options.couponRate ?? 0));
  const shipping = lines.length === 0 ? 0 : DELIVERY_COST[options.delivery ?? 'standard'];
  return {
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount,
    shipping,
    total: cents(subtotal - discount + shipping),
  };
};
