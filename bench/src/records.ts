import { randomInt } from 'node:crypto';
import { completeCnpj, completeCpf } from '@hub/contract/br';

/**
 * Registry records unique within a run: a random prefix per process and a counter, so thousands
 * of creates never collide on CPF, CNPJ or email (a collision would answer 409, not a fault).
 */
const prefix = String(randomInt(100, 1000));
let counter = 0;
const next = (): string => {
  counter += 1;
  return String(counter).padStart(6, '0');
};

export const candidateInput = (): Record<string, string> => {
  const n = next();
  return {
    name: `Profissional Carga ${prefix}${n}`,
    email: `profissional-${prefix}${n}@exemplo.com.br`,
    cpf: completeCpf(`${prefix}${n}`),
    city: 'Belo Horizonte',
    uf: 'MG',
  };
};

export const companyInput = (): Record<string, string> => {
  const n = next();
  return {
    legalName: `Empresa Carga ${prefix}${n} Ltda`,
    cnpj: completeCnpj(`${prefix.slice(0, 2)}${n}0001`),
    email: `contato-${prefix}${n}@empresa.com.br`,
    city: 'Curitiba',
    uf: 'PR',
  };
};
