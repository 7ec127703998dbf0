import { sql } from 'drizzle-orm';
import { completeCnpj, completeCpf, type Uf } from '@hub/contract/br';
import {
  AREA_LABELS,
  CANDIDATE_STATUSES,
  EDUCATION_LEVEL_LABELS,
  REGISTRATION_STATUSES,
  type Area,
  type CandidateStatus,
  type EducationLevel,
} from '@hub/contract/candidates';
import {
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
  COMPANY_STATUSES,
  type CompanySector,
  type CompanySize,
  type CompanyStatus,
} from '@hub/contract/companies';
import type { Db } from '../db/client';
import {
  candidates,
  companies,
  companyValuesAnswers,
  partners,
  valuesTestItems,
} from '../db/schema/index';
import type { DemoSeeder } from './seeder';

/** A seeded pseudo-random generator (mulberry32): the same demo data on every machine. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <Item>(items: readonly Item[]): Item => items[int(0, items.length - 1)] as Item;
  const digits = (length: number): string => Array.from({ length }, () => int(0, 9)).join('');
  const hex = (length: number): string =>
    Array.from({ length }, () => int(0, 15).toString(16)).join('');
  const uuid = (): string =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  return {
    next,
    int,
    pick,
    digits,
    uuid,
    chance: (probability: number): boolean => next() < probability,
  };
};
type Random = ReturnType<typeof createRandom>;

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Juliana',
  'Larissa',
  'Mariana',
  'Natália',
  'Patrícia',
  'Renata',
  'Sofia',
  'Tatiane',
  'Vanessa',
  'Yasmin',
  'Aline',
  'Bruna',
  'Carolina',
  'Débora',
  'Letícia',
  'André',
  'Bruno',
  'Carlos',
  'Diego',
  'Eduardo',
  'Felipe',
  'Gustavo',
  'Henrique',
  'Igor',
  'João',
  'Lucas',
  'Marcelo',
  'Nicolas',
  'Otávio',
  'Paulo',
  'Rafael',
  'Sérgio',
  'Thiago',
  'Vinícius',
  'Wagner',
  'Antônio',
  'Fábio',
  'Leonardo',
  'Rodrigo',
] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
] as const;
/** City, UF and the first digits of its CEPs. */
const CITIES: readonly [string, Uf, string][] = [
  ['São Paulo', 'SP', '01'],
  ['Campinas', 'SP', '13'],
  ['Santos', 'SP', '11'],
  ['Ribeirão Preto', 'SP', '14'],
  ['Rio de Janeiro', 'RJ', '20'],
  ['Niterói', 'RJ', '24'],
  ['Belo Horizonte', 'MG', '30'],
  ['Uberlândia', 'MG', '38'],
  ['Vitória', 'ES', '29'],
  ['Curitiba', 'PR', '80'],
  ['Londrina', 'PR', '86'],
  ['Florianópolis', 'SC', '88'],
  ['Joinville', 'SC', '89'],
  ['Porto Alegre', 'RS', '90'],
  ['Caxias do Sul', 'RS', '95'],
  ['Brasília', 'DF', '70'],
  ['Goiânia', 'GO', '74'],
  ['Campo Grande', 'MS', '79'],
  ['Cuiabá', 'MT', '78'],
  ['Salvador', 'BA', '40'],
  ['Feira de Santana', 'BA', '44'],
  ['Recife', 'PE', '50'],
  ['Fortaleza', 'CE', '60'],
  ['Natal', 'RN', '59'],
  ['João Pessoa', 'PB', '58'],
  ['Maceió', 'AL', '57'],
  ['Aracaju', 'SE', '49'],
  ['Teresina', 'PI', '64'],
  ['São Luís', 'MA', '65'],
  ['Belém', 'PA', '66'],
  ['Manaus', 'AM', '69'],
  ['Porto Velho', 'RO', '76'],
  ['Palmas', 'TO', '77'],
  ['Macapá', 'AP', '68'],
  ['Boa Vista', 'RR', '69'],
  ['Rio Branco', 'AC', '69'],
];
const DDD_BY_UF: Partial<Record<Uf, string>> = {
  SP: '11',
  RJ: '21',
  MG: '31',
  ES: '27',
  PR: '41',
  SC: '48',
  RS: '51',
  DF: '61',
  GO: '62',
  MS: '67',
  MT: '65',
  BA: '71',
  PE: '81',
  CE: '85',
  RN: '84',
  PB: '83',
  AL: '82',
  SE: '79',
  PI: '86',
  MA: '98',
  PA: '91',
  AM: '92',
  RO: '69',
  TO: '63',
  AP: '96',
  RR: '95',
  AC: '68',
};
const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Avenida Paulista',
  'Rua Sete de Setembro',
  'Rua Tiradentes',
  'Avenida Getúlio Vargas',
  'Rua da Independência',
] as const;
const DISTRICTS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cruz',
  'Industrial',
  'Bela Vista',
] as const;
const COMPANY_WORDS = [
  'Horizonte',
  'Aliança',
  'Nova Era',
  'Ipê',
  'Atlântico',
  'Cerrado',
  'Pantanal',
  'Sertão',
  'Aurora',
  'Pioneira',
  'Vértice',
  'Mandacaru',
  'Araucária',
  'Jequitibá',
  'Caravela',
  'Estrela do Sul',
] as const;
const COMPANY_KINDS: Record<CompanySector, string> = {
  agribusiness: 'Agropecuária',
  retail: 'Comércio',
  construction: 'Construtora',
  consulting: 'Consultoria',
  education: 'Educacional',
  finance: 'Investimentos',
  industry: 'Indústria',
  logistics: 'Logística',
  health: 'Saúde',
  services: 'Serviços',
  technology: 'Tecnologia',
  public_sector: 'Gestão Pública',
  nonprofit: 'Instituto',
};
const HEADLINES: Record<Area, string> = {
  administration: 'Administrador com foco em processos',
  finance: 'Analista financeiro',
  people: 'Especialista em gestão de pessoas',
  marketing: 'Analista de marketing digital',
  sales: 'Executivo de vendas B2B',
  logistics: 'Coordenador de logística',
  operations: 'Gestor de operações',
  technology: 'Analista de sistemas',
  projects: 'Gerente de projetos',
  public_administration: 'Gestor público',
  consulting: 'Consultor organizacional',
  legal: 'Analista jurídico-administrativo',
};
const BENEFITS = [
  '15% de desconto nas mensalidades',
  '20% de desconto em cursos',
  'Primeira consulta gratuita',
  '10% de desconto em todo o site',
  'Frete grátis para profissionais registrados',
  'Dois meses de assinatura grátis',
] as const;
const PARTNER_NAMES = [
  'Faculdade Horizonte',
  'Livraria Saber',
  'Academia Corpo em Forma',
  'Clínica Bem Viver',
  'Escola de Idiomas Global',
  'Coworking Central',
  'Editora Conhecimento',
  'Plano de Saúde Vida Plena',
  'Curso Preparatório Foco',
  'Óticas Visão Clara',
  'Seguradora Proteção Total',
  'Hotel Estância Serrana',
] as const;
const REASONS: Record<string, readonly string[]> = {
  suspended: ['Documentação vencida', 'Pagamento em atraso', 'Denúncia em análise'],
  inactive: ['Encerrou as atividades', 'Pedido da empresa', 'Cadastro duplicado'],
  blocked: [
    'Documento inconsistente',
    'Uso indevido da plataforma',
    'Registro cassado no conselho',
  ],
  anonymized: ['Pedido do titular (LGPD)'],
};

const ascii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

const phoneOf = (random: Random, uf: Uf, mobile: boolean): string =>
  `+55${DDD_BY_UF[uf] ?? '11'}${mobile ? `9${random.digits(8)}` : `${random.int(2, 5)}${random.digits(7)}`}`;

/** Spread over the last two years, so date filters and sorting have something to show. */
const pastDate = (random: Random, maxDays = 730): Date =>
  new Date(Date.UTC(2026, 10, 20) - random.int(0, maxDays * 24 * 60) * 60_000);

/** Every status at least once, then mostly the common ones. */
const statusFor = <Status extends string>(
  index: number,
  statuses: readonly Status[],
  random: Random,
  common: Status,
): Status =>
  index < statuses.length
    ? (statuses[index] as Status)
    : random.chance(0.7)
      ? common
      : random.pick(statuses);

const buildCompanies = (random: Random, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const sector = random.pick(Object.keys(COMPANY_SECTOR_LABELS) as CompanySector[]);
    const [city, uf, cep] = random.pick(CITIES);
    const word = COMPANY_WORDS[index % COMPANY_WORDS.length] ?? 'Brasil';
    const tradeName = `${COMPANY_KINDS[sector]} ${word}${index >= COMPANY_WORDS.length ? ` ${index}` : ''}`;
    const status: CompanyStatus = statusFor(index, COMPANY_STATUSES, random, 'active');
    const createdAt = pastDate(random);
    const contact = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
    return {
      legalName: `${tradeName} ${random.pick(['Ltda', 'S.A.', 'Eireli', 'ME'])}`,
      tradeName,
      cnpj: completeCnpj(`${String(10_000_000 + index * 7919).slice(-8)}0001`),
      email: `contato@${ascii(tradeName).replace(/\./g, '')}.com.br`,
      phone: phoneOf(random, uf, false),
      website: `https://www.${ascii(tradeName).replace(/\./g, '')}.com.br`,
      sector,
      size: random.pick(Object.keys(COMPANY_SIZE_LABELS) as CompanySize[]),
      cep: `${cep}${random.digits(6)}`,
      street: random.pick(STREETS),
      number: String(random.int(10, 3000)),
      complement: random.chance(0.3) ? `Sala ${random.int(1, 1200)}` : null,
      district: random.pick(DISTRICTS),
      city,
      uf,
      contactName: contact,
      about: `${tradeName} atua em ${COMPANY_SECTOR_LABELS[sector].toLowerCase()} em ${city} e busca profissionais registrados no conselho.`,
      status,
      statusReason: REASONS[status] ? random.pick(REASONS[status]) : null,
      statusChangedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 86_400_000),
      createdAt,
      updatedAt: createdAt,
    };
  });

const buildCandidates = (random: Random, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const name = `${first} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    const [city, uf] = random.pick(CITIES);
    const area = random.pick(Object.keys(AREA_LABELS) as Area[]);
    const status: CandidateStatus = statusFor(index, CANDIDATE_STATUSES, random, 'active');
    const createdAt = pastDate(random);
    const anonymized = status === 'anonymized';
    const cpf = completeCpf(String(100_000_000 + index * 104_729).slice(-9));
    const registrationStatus =
      index < REGISTRATION_STATUSES.length
        ? REGISTRATION_STATUSES[index]
        : random.pick(REGISTRATION_STATUSES);
    const id = random.uuid();
    return {
      id,
      name: anonymized ? 'Profissional anonimizado' : name,
      email: anonymized
        ? `anonimizado-${id}@anonimizado.invalid`
        : `${ascii(name)}${index}@exemplo.com.br`,
      cpf: anonymized ? `anon-${id}` : cpf,
      registrationNumber:
        anonymized || status === 'incomplete'
          ? null
          : `CRA-${uf} ${String(10_000 + index * 37).padStart(6, '0')}`,
      registrationStatus:
        anonymized || status === 'incomplete' ? 'nao_verificado' : registrationStatus,
      registrationCheckedAt:
        registrationStatus === 'nao_verificado'
          ? null
          : new Date(createdAt.getTime() + 3 * 86_400_000),
      phone: anonymized ? null : phoneOf(random, uf, true),
      birthDate: anonymized
        ? null
        : `${random.int(1965, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      city: anonymized ? null : city,
      uf,
      educationLevel: random.pick(Object.keys(EDUCATION_LEVEL_LABELS) as EducationLevel[]),
      area,
      headline: anonymized ? null : HEADLINES[area],
      about: anonymized
        ? null
        : `Profissional de ${AREA_LABELS[area].toLowerCase()} em ${city}, com ${random.int(1, 25)} anos de experiência.`,
      linkedinUrl:
        anonymized || random.chance(0.4)
          ? null
          : `https://www.linkedin.com/in/${ascii(name).replace(/\./g, '-')}-${index}`,
      consentAt: createdAt,
      notifyEmail: !anonymized,
      notifyWhatsapp: !anonymized && random.chance(0.4),
      notifyInApp: !anonymized,
      anonymizedAt: anonymized ? new Date(createdAt.getTime() + 30 * 86_400_000) : null,
      status,
      statusReason: REASONS[status] ? random.pick(REASONS[status]) : null,
      statusChangedAt: status === 'incomplete' ? null : new Date(createdAt.getTime() + 86_400_000),
      createdAt,
      updatedAt: createdAt,
    };
  });

const buildPartners = (random: Random) =>
  PARTNER_NAMES.map((name, index) => {
    const [, uf] = random.pick(CITIES);
    const createdAt = pastDate(random);
    const status = index % 4 === 3 ? 'inactive' : 'active';
    return {
      name,
      cnpj: completeCnpj(`${String(20_000_000 + index * 6007).slice(-8)}0001`),
      email: `parcerias@${ascii(name).replace(/\./g, '')}.com.br`,
      phone: phoneOf(random, uf, false),
      website: `https://www.${ascii(name).replace(/\./g, '')}.com.br`,
      description: `${name}: parceiro do conselho com condições especiais para profissionais registrados.`,
      benefit: random.pick(BENEFITS),
      status,
      statusChangedAt: status === 'inactive' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

const inBatches = async <Row>(
  rows: Row[],
  insert: (batch: Row[]) => Promise<unknown>,
): Promise<void> => {
  for (let start = 0; start < rows.length; start += 200)
    await insert(rows.slice(start, start + 200));
};

export const DEMO_COUNTS = { companies: 180, candidates: 420 } as const;
const DEMO_SEED = 20261121;

export const buildRegistryDemo = (random: Random) => ({
  companyRows: buildCompanies(random, DEMO_COUNTS.companies),
  candidateRows: buildCandidates(random, DEMO_COUNTS.candidates),
  partnerRows: buildPartners(random),
});

/** Companies, professionals and partners with valid CPF/CNPJ, real cities and every status. */
export const registrySeeder: DemoSeeder = {
  name: 'empresas, profissionais e parceiros',
  run: async (db: Db) => {
    const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
    if ((existing?.count ?? 0) > 0) return;
    const random = createRandom(DEMO_SEED);
    const { companyRows, candidateRows, partnerRows } = buildRegistryDemo(random);
    await db.transaction(async (tx) => {
      const inserted: { id: string }[] = [];
      await inBatches(companyRows, async (batch) =>
        inserted.push(
          ...(await tx.insert(companies).values(batch).returning({ id: companies.id })),
        ),
      );
      await inBatches(candidateRows, (batch) => tx.insert(candidates).values(batch));
      await tx.insert(partners).values(partnerRows);
      const values = await tx.select({ id: valuesTestItems.id }).from(valuesTestItems);
      const answers = inserted
        .filter((_, index) => index % 3 === 0)
        .flatMap((company) =>
          values.map((value) => ({
            companyId: company.id,
            valueId: value.id,
            score: random.int(1, 5),
          })),
        );
      await inBatches(answers, (batch) => tx.insert(companyValuesAnswers).values(batch));
    });
  },
};
