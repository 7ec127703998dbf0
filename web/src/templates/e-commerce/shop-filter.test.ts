import { describe, expect, it } from 'vitest';
import { products } from '../sample-data/products';
import { filterProducts, type ShopFilter } from './shop-filter';

const all: ShopFilter = { query: '', category: 'all', gender: 'all', sort: 'featured' };

describe('filterProducts', () => {
  it('shows only published products, best rated first', () => {
    const shown = filterProducts(products, all);
    expect(shown.every((product) => product.published)).toBe(true);
    expect(shown.length).toBe(products.filter((product) => product.published).length);
    expect(shown.map((product) => product.rating)).toEqual(
      [...shown.map((product) => product.rating)].sort((a, b) => b - a),
    );
  });

  it('narrows by category, collection and a case-insensitive name search', () => {
    expect(
      filterProducts(products, { ...all, category: 'shoes', gender: 'womens' }).map((p) => p.id),
    ).toEqual(['summit-boot']);
    expect(filterProducts(products, { ...all, query: '  HARBOR ' }).map((p) => p.id)).toEqual([
      'harbor-tee',
    ]);
  });

  it('orders by the price actually paid (the sale price when there is one)', () => {
    const prices = filterProducts(products, { ...all, sort: 'priceAsc' }).map(
      (p) => p.priceSale ?? p.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
