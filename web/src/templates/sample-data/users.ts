export type UserStatus = 'active' | 'pending' | 'banned';
export type UserRole = 'designer' | 'developer' | 'manager' | 'analyst' | 'support';

export type SampleUser = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  role: UserRole;
  status: UserStatus;
  country: string;
  city: string;
  followers: number;
  following: number;
  posts: number;
};

export const USER_STATUSES: UserStatus[] = ['active', 'pending', 'banned'];
export const USER_ROLES: UserRole[] = ['designer', 'developer', 'manager', 'analyst', 'support'];
export const COUNTRIES = ['BR', 'CA', 'DE', 'FR', 'PT', 'US'] as const;

export const users: SampleUser[] = [
  { id: 'u1', name: 'Jayvion Simon', email: 'jayvion.simon@example.com', phone: '+1 202-555-0143', company: 'Lueilwitz and Sons', role: 'manager', status: 'active', country: 'US', city: 'Honolulu', followers: 9911, following: 1947, posts: 134 },
  { id: 'u2', name: 'Lucian Obrien', email: 'lucian.obrien@example.com', phone: '+1 416-555-0198', company: 'Gleichner, Mueller and Tromp', role: 'developer', status: 'pending', country: 'CA', city: 'Toronto', followers: 1947, following: 9124, posts: 87 },
  { id: 'u3', name: 'Deja Brady', email: 'deja.brady@example.com', phone: '+49 30 5550172', company: 'Nikolaus - Leuschke', role: 'designer', status: 'active', country: 'DE', city: 'Berlin', followers: 9124, following: 6984, posts: 212 },
  { id: 'u4', name: 'Harrison Stein', email: 'harrison.stein@example.com', phone: '+33 1 55 50 12 34', company: 'Hegmann, Kreiger and Bayer', role: 'analyst', status: 'banned', country: 'FR', city: 'Lyon', followers: 6984, following: 8488, posts: 19 },
  { id: 'u5', name: 'Reece Chung', email: 'reece.chung@example.com', phone: '+55 11 95550-1234', company: 'Grimes Inc', role: 'support', status: 'active', country: 'BR', city: 'São Paulo', followers: 8488, following: 2034, posts: 56 },
  { id: 'u6', name: 'Lainey Davidson', email: 'lainey.davidson@example.com', phone: '+351 21 555 0199', company: 'Durgan - Murazik', role: 'designer', status: 'pending', country: 'PT', city: 'Lisbon', followers: 2034, following: 3364, posts: 73 },
  { id: 'u7', name: 'Cristopher Cardenas', email: 'cristopher.cardenas@example.com', phone: '+1 202-555-0111', company: 'Altenwerth, Medhurst and Roberts', role: 'developer', status: 'active', country: 'US', city: 'Austin', followers: 3364, following: 8401, posts: 148 },
  { id: 'u8', name: 'Melanie Noble', email: 'melanie.noble@example.com', phone: '+49 89 5550133', company: 'Raynor Group', role: 'manager', status: 'active', country: 'DE', city: 'Munich', followers: 8401, following: 3991, posts: 95 },
  { id: 'u9', name: 'Chase Day', email: 'chase.day@example.com', phone: '+33 4 55 50 98 76', company: 'Mraz, Donnelly and Collins', role: 'analyst', status: 'pending', country: 'FR', city: 'Marseille', followers: 3991, following: 2125, posts: 31 },
  { id: 'u10', name: 'Shawn Manning', email: 'shawn.manning@example.com', phone: '+1 604-555-0166', company: 'Padberg - Bailey', role: 'support', status: 'active', country: 'CA', city: 'Vancouver', followers: 2125, following: 8370, posts: 64 },
  { id: 'u11', name: 'Soren Durham', email: 'soren.durham@example.com', phone: '+55 21 95550-4321', company: 'Heidenreich, Stokes and Parker', role: 'designer', status: 'banned', country: 'BR', city: 'Rio de Janeiro', followers: 8370, following: 1142, posts: 12 },
  { id: 'u12', name: 'Cortez Herring', email: 'cortez.herring@example.com', phone: '+351 22 555 0177', company: 'Pagac and Sons', role: 'developer', status: 'active', country: 'PT', city: 'Porto', followers: 1142, following: 9911, posts: 101 },
];
