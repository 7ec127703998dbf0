import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartTotals,
  couponRate,
  lineKey,
  removeLine,
  setQuantity,
  type CartLine,
} from './cart';

const shoe: CartLine = {
  productId: 'aurora-runner',
  name: 'Aurora Runner',
  price: 83.74,
  color: '#00A76F',
  size: '42',
  quantity: 1,
  available: 3,
};
const tee: CartLine = {
  ...shoe,
  productId: 'harbor-tee',
  name: 'Harbor Tee',
  price: 24.5,
  size: 'M',
};

describe('cart', () => {
  it('merges the same product, colour and size into one line, never beyond the stock', () => {
    const lines = addLine(addLine([shoe], { ...shoe, quantity: 2 }), { ...shoe, quantity: 5 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('keeps another size as another line and ignores products out of stock', () => {
    const lines = addLine(addLine([shoe], { ...shoe, size: '43' }), { ...tee, available: 0 });
    expect(lines.map(lineKey)).toEqual([lineKey(shoe), lineKey({ ...shoe, size: '43' })]);
  });

  it('keeps quantities between one and the stock, and removes lines', () => {
    const lines = [shoe, tee];
    expect(setQuantity(lines, lineKey(shoe), 0)[0]?.quantity).toBe(1);
    expect(setQuantity(lines, lineKey(shoe), 9)[0]?.quantity).toBe(3);
    expect(removeLine(lines, lineKey(shoe))).toEqual([tee]);
  });

  it('adds up subtotal, coupon discount and delivery to the cent', () => {
    const lines = [{ ...shoe, quantity: 2 }, tee];
    expect(cartTotals(lines)).toEqual({
      items: 3,
      subtotal: 191.98,
      discount: 0,
      shipping: 0,
      total: 191.98,
    });
    expect(
      cartTotals(lines, { couponRate: couponRate(' welcome10 '), delivery: 'express' }),
    ).toEqual({
      items: 3,
      subtotal: 191.98,
      discount: 19.2,
      shipping: 10,
      total: 182.78,
    });
  });

  it('charges no delivery for an empty cart and knows only its own coupons', () => {
    expect(cartTotals([], { delivery: 'express' }).total).toBe(0);
    expect(couponRate('FREE')).toBeNull();
  });
});
