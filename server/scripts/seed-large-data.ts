/** Word lists for the large synthetic dataset (the demo seed has its own, richer data). */
export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Camila', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Karina', 'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Rafaela', 'Samuel', 'Tatiana', 'Vinícius',
  'Beatriz', 'Carlos', 'Daniela', 'Eduardo', 'Fernanda', 'Gustavo', 'Helena', 'Igor', 'Juliana', 'Leonardo',
] as const;

export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

export const CITIES = [
  ['São Paulo', 'SP'], ['Rio de Janeiro', 'RJ'], ['Belo Horizonte', 'MG'], ['Salvador', 'BA'], ['Fortaleza', 'CE'],
  ['Curitiba', 'PR'], ['Recife', 'PE'], ['Porto Alegre', 'RS'], ['Manaus', 'AM'], ['Belém', 'PA'],
  ['Goiânia', 'GO'], ['Campinas', 'SP'], ['Florianópolis', 'SC'], ['Vitória', 'ES'], ['Natal', 'RN'],
  ['Brasília', 'DF'], ['João Pessoa', 'PB'], ['Maceió', 'AL'], ['Teresina', 'PI'], ['Campo Grande', 'MS'],
] as const;

export const SECTORS = ['Tecnologia', 'Saúde', 'Educação', 'Varejo', 'Indústria', 'Construção', 'Logística', 'Finanças', 'Agronegócio', 'Serviços'] as const;

