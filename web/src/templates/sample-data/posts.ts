/** A blog post. Sample posts take their texts from the translations (`blogData.<slug>`); posts
 * written in the form carry their own text. */
export type Post = {
  slug: string;
  author: string;
  daysAgo: number;
  color: string;
  tags: string[];
  views: number;
  comments: PostComment[];
  shares: number;
  text?: { title: string; description: string; content: string };
};

/** A comment: a sample one names its translated text (`sampleKey`), a new one holds its own. */
export type PostComment = {
  id: string;
  author: string;
  daysAgo: number;
  text?: string;
  sampleKey?: string;
};

export const SAMPLE_POST_SLUGS = [
  'designing-for-dark-mode',
  'right-to-left-layouts',
  'charts-that-tell-a-story',
  'forms-people-finish',
] as const;

const comments = (names: string[]): PostComment[] =>
  names.map((author, index) => ({
    id: `${author}-${index}`,
    author,
    daysAgo: index + 1,
    sampleKey: `c${(index % 3) + 1}`,
  }));

export const posts: Post[] = [
  {
    slug: 'designing-for-dark-mode',
    author: 'Deja Brady',
    daysAgo: 1,
    color: '#7635DC',
    tags: ['design', 'theme'],
    views: 8829,
    shares: 312,
    comments: comments(['Lucian Obrien', 'Reece Chung']),
  },
  {
    slug: 'right-to-left-layouts',
    author: 'Harrison Stein',
    daysAgo: 4,
    color: '#078DEE',
    tags: ['i18n', 'css'],
    views: 5120,
    shares: 98,
    comments: comments(['Jayvion Simon']),
  },
  {
    slug: 'charts-that-tell-a-story',
    author: 'Lucian Obrien',
    daysAgo: 9,
    color: '#00A76F',
    tags: ['data', 'charts'],
    views: 12450,
    shares: 540,
    comments: comments(['Deja Brady', 'Harrison Stein', 'Lainey Davidson']),
  },
  {
    slug: 'forms-people-finish',
    author: 'Jayvion Simon',
    daysAgo: 15,
    color: '#FDA92D',
    tags: ['ux', 'forms'],
    views: 3310,
    shares: 41,
    comments: [],
  },
];
