/** Sample figures of the dashboard templates: static, so every visit shows the same picture. */

export const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export const appData = {
  activeUsers: { value: 18765, change: 0.026, trend: [20, 41, 63, 33, 28, 35, 50, 46] },
  installed: { value: 4876, change: 0.002, trend: [40, 70, 75, 70, 50, 28, 7, 64] },
  downloads: { value: 678, change: -0.001, trend: [35, 41, 62, 42, 13, 18, 29, 37] },
  downloadsBySystem: [
    { id: 'mac', value: 12244 },
    { id: 'windows', value: 53345 },
    { id: 'ios', value: 44313 },
    { id: 'android', value: 78343 },
  ],
  installedByRegion: {
    asia: [10, 41, 35, 51, 49, 62, 69, 91, 48, 55, 60, 70],
    europe: [10, 34, 13, 56, 77, 88, 99, 77, 45, 40, 52, 66],
    americas: [21, 28, 41, 38, 45, 60, 71, 65, 59, 63, 72, 80],
  },
  invoices: [
    { id: 'INV-1990', category: 'android', price: 83.74, status: 'paid' },
    { id: 'INV-1991', category: 'mac', price: 97.14, status: 'outOfDate' },
    { id: 'INV-1992', category: 'windows', price: 68.71, status: 'progress' },
    { id: 'INV-1993', category: 'android', price: 85.21, status: 'paid' },
    { id: 'INV-1994', category: 'ios', price: 52.17, status: 'paid' },
  ],
  topApps: [
    { name: 'Chrome', system: 'mac', price: 0, downloads: 9910, rating: 4.5 },
    { name: 'Drive', system: 'windows', price: 0, downloads: 1950, rating: 4.2 },
    { name: 'Dropbox', system: 'ios', price: 2.99, downloads: 9124, rating: 4.7 },
    { name: 'Slack', system: 'android', price: 0, downloads: 6984, rating: 4.1 },
  ],
} as const;

export const ecommerceData = {
  sold: { value: 765, change: 0.026, trend: [22, 8, 35, 50, 82, 84, 77, 12] },
  balance: { value: 18765, change: -0.001, trend: [56, 47, 40, 62, 73, 30, 23, 54] },
  profit: { value: 4876, change: 0.006, trend: [40, 70, 75, 70, 50, 28, 7, 64] },
  saleByGender: [
    { id: 'mens', value: 25 },
    { id: 'womens', value: 50 },
    { id: 'kids', value: 75 },
  ],
  yearlySales: {
    2024: {
      income: [10, 41, 35, 51, 49, 62, 69, 91, 148, 35, 51, 49],
      expenses: [10, 34, 13, 56, 77, 88, 99, 77, 45, 13, 56, 77],
    },
    2025: {
      income: [51, 35, 41, 10, 91, 69, 62, 148, 91, 69, 62, 49],
      expenses: [56, 13, 34, 10, 77, 99, 88, 45, 77, 99, 88, 77],
    },
  },
  bestSalesmen: [
    { name: 'Jayvion Simon', product: 'Aurora Runner', country: 'DE', total: 83.74, rank: 1 },
    { name: 'Lucian Obrien', product: 'Nimbus Shell', country: 'FR', total: 97.14, rank: 2 },
    { name: 'Deja Brady', product: 'Pulse Earbuds', country: 'US', total: 68.71, rank: 3 },
    { name: 'Harrison Stein', product: 'Drift Chrono', country: 'BR', total: 85.21, rank: 4 },
    { name: 'Reece Chung', product: 'Summit Boot', country: 'CA', total: 52.17, rank: 5 },
  ],
} as const;

export const analyticsData = {
  weeklySales: { value: 714000, change: 0.026, trend: [22, 8, 35, 50, 82, 84, 77, 12] },
  newUsers: { value: 1352831, change: -0.001, trend: [56, 47, 40, 62, 73, 30, 23, 54] },
  purchaseOrders: { value: 1723315, change: 0.028, trend: [40, 70, 50, 28, 70, 75, 7, 64] },
  messages: { value: 234, change: 0.036, trend: [56, 30, 23, 54, 47, 40, 62, 73] },
  visits: {
    teamA: [23, 11, 22, 27, 13, 22, 37, 21, 44, 22, 30, 25],
    teamB: [44, 55, 41, 67, 22, 43, 21, 41, 56, 27, 43, 35],
  },
  visitsByContinent: [
    { id: 'america', value: 3500 },
    { id: 'asia', value: 2500 },
    { id: 'europe', value: 1500 },
    { id: 'africa', value: 500 },
  ],
  conversion: [
    { country: 'IT', thisYear: 44, lastYear: 53 },
    { country: 'JP', thisYear: 55, lastYear: 32 },
    { country: 'CN', thisYear: 41, lastYear: 33 },
    { country: 'CA', thisYear: 64, lastYear: 52 },
    { country: 'FR', thisYear: 22, lastYear: 13 },
    { country: 'DE', thisYear: 43, lastYear: 44 },
    { country: 'BR', thisYear: 36, lastYear: 40 },
  ],
  traffic: [
    { site: 'Facebook', value: 19500 },
    { site: 'Google', value: 91200 },
    { site: 'LinkedIn', value: 69800 },
    { site: 'Twitter', value: 84900 },
  ],
  timeline: [
    { id: 'o1', key: 'orderPlaced', order: '#37745', hoursAgo: 2 },
    { id: 'o2', key: 'orderPaid', order: '#4219', hoursAgo: 9 },
    { id: 'o3', key: 'orderShipped', order: '#37745', hoursAgo: 26 },
    { id: 'o4', key: 'orderDelivered', order: '#XF-2356', hoursAgo: 50 },
    { id: 'o5', key: 'orderPlaced', order: '#XF-2346', hoursAgo: 75 },
  ],
} as const;

export const bankingData = {
  income: { value: 9990, change: 0.082, trend: [111, 136, 76, 108, 74, 54, 57, 84] },
  expenses: { value: 1989, change: -0.061, trend: [111, 136, 76, 108, 74, 54, 57, 84] },
  balanceStatistics: {
    week: {
      labels: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      income: [24, 41, 35, 151, 49, 62, 69],
      savings: [24, 56, 77, 88, 99, 77, 45],
      investment: [40, 34, 77, 88, 99, 77, 45],
    },
    month: {
      labels: MONTHS.map(String),
      income: [243, 123, 233, 412, 312, 245, 198, 342, 421, 233, 178, 312],
      savings: [124, 216, 277, 188, 199, 177, 245, 236, 198, 310, 212, 187],
      investment: [140, 134, 177, 188, 299, 277, 245, 198, 176, 233, 245, 266],
    },
  },
  expenseCategories: [
    { id: 'entertainment', value: 22 },
    { id: 'fuel', value: 18 },
    { id: 'food', value: 16 },
    { id: 'cafe', value: 17 },
    { id: 'health', value: 14 },
    { id: 'travel', value: 13 },
  ],
  transactions: [
    {
      id: 't1',
      name: 'Annette Black',
      kind: 'income',
      category: 'salary',
      amount: 811.45,
      status: 'completed',
      daysAgo: 1,
    },
    {
      id: 't2',
      name: 'Courtney Henry',
      kind: 'expenses',
      category: 'food',
      amount: 436.03,
      status: 'progress',
      daysAgo: 2,
    },
    {
      id: 't3',
      name: 'Theresa Webb',
      kind: 'income',
      category: 'freelance',
      amount: 82.26,
      status: 'failed',
      daysAgo: 3,
    },
    {
      id: 't4',
      name: 'Fitness Club',
      kind: 'expenses',
      category: 'health',
      amount: 123.55,
      status: 'completed',
      daysAgo: 5,
    },
    {
      id: 't5',
      name: 'Cody Fisher',
      kind: 'income',
      category: 'freelance',
      amount: 390.1,
      status: 'completed',
      daysAgo: 8,
    },
  ],
  contacts: ['Jayvion Simon', 'Lucian Obrien', 'Deja Brady', 'Harrison Stein', 'Reece Chung'],
} as const;

export const bookingData = {
  total: { value: 714000, change: 0.026, trend: [22, 8, 35, 50, 82, 84, 77, 12] },
  sold: { value: 311000, change: 0.2, trend: [56, 47, 40, 62, 73, 30, 23, 54] },
  canceled: { value: 124000, change: -0.1, trend: [40, 70, 75, 70, 50, 28, 7, 64] },
  rooms: { total: 634, sold: 412 },
  statistics: {
    sold: [10, 41, 35, 151, 49, 62, 69, 91, 48, 55, 60, 70],
    canceled: [10, 34, 13, 56, 77, 88, 99, 77, 45, 40, 52, 66],
  },
  checkIn: { done: 72, total: 100 },
  checkOut: { done: 64, total: 100 },
  reviews: [
    { name: 'Jayvion Simon', rating: 4.5, key: 'review1', daysAgo: 1 },
    { name: 'Lucian Obrien', rating: 5, key: 'review2', daysAgo: 3 },
    { name: 'Deja Brady', rating: 4, key: 'review3', daysAgo: 6 },
  ],
  newest: [
    { name: 'Harrison Stein', room: 'suite', guests: 3, nights: 4, price: 380, daysAhead: 2 },
    { name: 'Reece Chung', room: 'double', guests: 2, nights: 2, price: 190, daysAhead: 5 },
    { name: 'Lainey Davidson', room: 'single', guests: 1, nights: 6, price: 420, daysAhead: 9 },
    {
      name: 'Cristopher Cardenas',
      room: 'family',
      guests: 5,
      nights: 3,
      price: 510,
      daysAhead: 12,
    },
  ],
} as const;
