export type ProductCategory = 'shoes' | 'apparel' | 'accessories' | 'audio';
export type Gender = 'mens' | 'womens' | 'kids';

export type Product = {
  id: string;
  name: string;
  sku: string;
  category: ProductCategory;
  gender: Gender;
  price: number;
  priceSale: number | null;
  stock: number;
  rating: number;
  reviews: number;
  colors: string[];
  sizes: string[];
  published: boolean;
  /** Written by the visitor in the product form; sample products use their category's text. */
  description?: string;
  /** How long ago the product was created, so the list reads the same on every day. */
  createdDaysAgo: number;
};

import type { StatusColor } from '../../components/status-chip';

export const LOW_STOCK = 10;

/** How much of a product is left: none, a few (at most LOW_STOCK), or enough. */
export const stockStatus = (stock: number): 'outOfStock' | 'lowStock' | 'inStock' => {
  if (stock === 0) return 'outOfStock';
  return stock <= LOW_STOCK ? 'lowStock' : 'inStock';
};

export const STOCK_COLORS: Record<ReturnType<typeof stockStatus>, StatusColor> = {
  inStock: 'success',
  lowStock: 'warning',
  outOfStock: 'error',
};

export const CATEGORIES: ProductCategory[] = ['shoes', 'apparel', 'accessories', 'audio'];
export const GENDERS: Gender[] = ['mens', 'womens', 'kids'];

export const products: Product[] = [
  {
    id: 'aurora-runner',
    name: 'Aurora Runner',
    sku: 'SH-1001',
    category: 'shoes',
    gender: 'mens',
    price: 96.1,
    priceSale: 83.74,
    stock: 72,
    rating: 4.2,
    reviews: 128,
    colors: ['#00A76F', '#212B36'],
    sizes: ['40', '41', '42', '43', '44'],
    published: true,
    createdDaysAgo: 2,
  },
  {
    id: 'nimbus-shell',
    name: 'Nimbus Shell',
    sku: 'AP-2001',
    category: 'apparel',
    gender: 'womens',
    price: 97.14,
    priceSale: null,
    stock: 8,
    rating: 4.7,
    reviews: 52,
    colors: ['#2065D1', '#919EAB'],
    sizes: ['S', 'M', 'L'],
    published: true,
    createdDaysAgo: 4,
  },
  {
    id: 'pulse-earbuds',
    name: 'Pulse Earbuds',
    sku: 'AU-3001',
    category: 'audio',
    gender: 'kids',
    price: 68.71,
    priceSale: 59.9,
    stock: 0,
    rating: 3.9,
    reviews: 311,
    colors: ['#7635DC', '#FFFFFF'],
    sizes: ['One size'],
    published: true,
    createdDaysAgo: 6,
  },
  {
    id: 'drift-chrono',
    name: 'Drift Chrono',
    sku: 'AC-4001',
    category: 'accessories',
    gender: 'mens',
    price: 185.21,
    priceSale: null,
    stock: 23,
    rating: 4.9,
    reviews: 87,
    colors: ['#FDA92D', '#212B36'],
    sizes: ['One size'],
    published: false,
    createdDaysAgo: 9,
  },
  {
    id: 'summit-boot',
    name: 'Summit Boot',
    sku: 'SH-1002',
    category: 'shoes',
    gender: 'womens',
    price: 152.17,
    priceSale: 129,
    stock: 41,
    rating: 4.4,
    reviews: 64,
    colors: ['#8E33FF', '#FF5630'],
    sizes: ['36', '37', '38', '39', '40'],
    published: true,
    createdDaysAgo: 11,
  },
  {
    id: 'harbor-tee',
    name: 'Harbor Tee',
    sku: 'AP-2002',
    category: 'apparel',
    gender: 'kids',
    price: 24.5,
    priceSale: null,
    stock: 120,
    rating: 4.1,
    reviews: 240,
    colors: ['#078DEE', '#00A76F', '#FFAB00'],
    sizes: ['XS', 'S', 'M'],
    published: true,
    createdDaysAgo: 14,
  },
  {
    id: 'echo-speaker',
    name: 'Echo Speaker',
    sku: 'AU-3002',
    category: 'audio',
    gender: 'mens',
    price: 129.99,
    priceSale: 99.99,
    stock: 5,
    rating: 4.6,
    reviews: 193,
    colors: ['#212B36', '#FF3030'],
    sizes: ['One size'],
    published: true,
    createdDaysAgo: 17,
  },
  {
    id: 'atlas-backpack',
    name: 'Atlas Backpack',
    sku: 'AC-4002',
    category: 'accessories',
    gender: 'womens',
    price: 74.35,
    priceSale: null,
    stock: 36,
    rating: 4.3,
    reviews: 45,
    colors: ['#00B8D9', '#919EAB'],
    sizes: ['One size'],
    published: false,
    createdDaysAgo: 21,
  },
  {
    id: 'glide-sneaker',
    name: 'Glide Sneaker',
    sku: 'SH-1003',
    category: 'shoes',
    gender: 'kids',
    price: 58.2,
    priceSale: 49,
    stock: 0,
    rating: 3.8,
    reviews: 29,
    colors: ['#FFAB00', '#078DEE'],
    sizes: ['30', '31', '32', '33'],
    published: true,
    createdDaysAgo: 26,
  },
  {
    id: 'tundra-parka',
    name: 'Tundra Parka',
    sku: 'AP-2003',
    category: 'apparel',
    gender: 'mens',
    price: 219,
    priceSale: 189,
    stock: 17,
    rating: 4.8,
    reviews: 73,
    colors: ['#212B36', '#00A76F'],
    sizes: ['M', 'L', 'XL'],
    published: true,
    createdDaysAgo: 30,
  },
  {
    id: 'halo-headphones',
    name: 'Halo Headphones',
    sku: 'AU-3003',
    category: 'audio',
    gender: 'womens',
    price: 249.5,
    priceSale: null,
    stock: 54,
    rating: 4.5,
    reviews: 402,
    colors: ['#919EAB', '#7635DC'],
    sizes: ['One size'],
    published: true,
    createdDaysAgo: 35,
  },
  {
    id: 'orbit-sunglasses',
    name: 'Orbit Sunglasses',
    sku: 'AC-4003',
    category: 'accessories',
    gender: 'kids',
    price: 39.9,
    priceSale: null,
    stock: 9,
    rating: 4,
    reviews: 18,
    colors: ['#FF5630', '#212B36'],
    sizes: ['One size'],
    published: true,
    createdDaysAgo: 40,
  },
];

export const findProduct = (id: string | undefined) =>
  products.find((product) => product.id === id);

/** The colour a product is shown in by default. */
export const mainColor = (product: Product) => product.colors[0] ?? '#919EAB';
