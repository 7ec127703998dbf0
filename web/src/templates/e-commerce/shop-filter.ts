import type { Gender, Product, ProductCategory } from '../sample-data/products';

export type ShopSort = 'featured' | 'newest' | 'priceAsc' | 'priceDesc';
export const SHOP_SORTS: ShopSort[] = ['featured', 'newest', 'priceAsc', 'priceDesc'];

export type ShopFilter = {
  query: string;
  category: ProductCategory | 'all';
  gender: Gender | 'all';
  sort: ShopSort;
};

const salePrice = (product: Product) => product.priceSale ?? product.price;

const ORDER: Record<ShopSort, (a: Product, b: Product) => number> = {
  featured: (a, b) => b.rating - a.rating,
  newest: (a, b) => a.createdDaysAgo - b.createdDaysAgo,
  priceAsc: (a, b) => salePrice(a) - salePrice(b),
  priceDesc: (a, b) => salePrice(b) - salePrice(a),
};

/** The published products the shop shows for a search, a category, a collection and an order. */
export const filterProducts = (list: Product[], filter: ShopFilter): Product[] => {
  const query = filter.query.trim().toLowerCase();
  return list
    .filter((product) => product.published)
    .filter((product) => filter.category === 'all' || product.category === filter.category)
    .filter((product) => filter.gender === 'all' || product.gender === filter.gender)
    .filter((product) => !query || product.name.toLowerCase().includes(query))
    .sort(ORDER[filter.sort]);
};
