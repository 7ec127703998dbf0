/** A chat message: sample ones name their translated text (`sampleKey`), sent ones hold it. */
export type ChatMessage = {
  id: string;
  fromMe: boolean;
  /** Minutes before the first visit for samples; the sending time (epoch ms) for sent ones. */
  at: number;
  sampleKey?: string;
  text?: string;
};

export type Conversation = {
  key: string;
  contact: string;
  online: boolean;
  messages: ChatMessage[];
};

export const CONTACTS = [
  'Deja Brady',
  'Lucian Obrien',
  'Harrison Stein',
  'Reece Chung',
  'Lainey Davidson',
  'Cristopher Cardenas',
  'Melanie Noble',
];

const MINUTE = 60_000;
const loadedAt = Date.now();

const sample = (key: string, lines: [boolean, number][]): ChatMessage[] =>
  lines.map(([fromMe, minutesAgo], index) => ({
    id: `${key}-${index + 1}`,
    fromMe,
    at: loadedAt - minutesAgo * MINUTE,
    sampleKey: `${key}.m${index + 1}`,
  }));

export const conversations: Conversation[] = [
  {
    key: 'deja-brady',
    contact: 'Deja Brady',
    online: true,
    messages: sample('c1', [
      [false, 95],
      [true, 90],
      [false, 12],
      [true, 8],
    ]),
  },
  {
    key: 'lucian-obrien',
    contact: 'Lucian Obrien',
    online: false,
    messages: sample('c2', [
      [true, 300],
      [false, 240],
      [true, 230],
    ]),
  },
  {
    key: 'harrison-stein',
    contact: 'Harrison Stein',
    online: true,
    messages: sample('c3', [
      [false, 2900],
      [true, 2880],
      [false, 2870],
    ]),
  },
];
