import { InfoCards } from '../components/info-cards';
import { MarketingPage, ProseSection } from '../components/marketing-page';

const pillars = [
  {
    title: 'Para as empresas',
    text: 'Cadastre a empresa, abra processos seletivos e acompanhe cada candidato em um funil claro, das inscrições à contratação.',
  },
  {
    title: 'Para os profissionais',
    text: 'Profissionais registrados no conselho se candidatam às vagas, fazem as avaliações e recebem as mensagens que a equipe do conselho envia sobre as suas candidaturas.',
  },
  {
    title: 'Para o conselho',
    text: 'A equipe do conselho aprova empresas, acompanha os processos e garante que as regras da profissão sejam respeitadas.',
  },
];

export const AboutPage = () => (
  <MarketingPage
    overline="Sobre nós"
    title="Recrutamento com a confiança do conselho"
    lead="O Hub de Recrutamento aproxima empresas e profissionais registrados, com processos seletivos transparentes e avaliações que vão além do currículo."
    maxWidth="lg"
  >
    <InfoCards cards={pillars} />
    <ProseSection title="Como funciona">
      <p>
        Cada processo seletivo combina etapas que a empresa escolhe: requisitos obrigatórios e
        desejáveis, perguntas complementares, teste personalizado, teste de valores, teste de
        competências, currículo em vídeo e entrevista em vídeo.
      </p>
      <p>
        As respostas viram pontuações, e os pesos definidos pelo conselho ordenam as candidaturas.
        Assim a empresa enxerga primeiro quem tem mais aderência à vaga e à sua cultura, e a equipe
        do conselho acompanha cada candidatura etapa por etapa.
      </p>
    </ProseSection>
    <ProseSection title="Registro profissional em dia">
      <p>
        Só participam profissionais com registro ativo no conselho. A situação do registro aparece
        em cada candidatura, e a equipe do conselho pode verificar e atualizar essa informação a
        qualquer momento.
      </p>
    </ProseSection>
  </MarketingPage>
);
