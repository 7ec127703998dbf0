import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MarketingPage, ProseSection } from '../components/marketing-page';

const groups = [
  {
    title: 'Empresas',
    questions: [
      {
        q: 'Como a minha empresa passa a usar o hub?',
        a: 'Depois do cadastro, a equipe do conselho confere os dados (CNPJ, contato e endereço) e aprova a empresa. Você recebe um email assim que a aprovação acontece.',
      },
      {
        q: 'Preciso de um plano para abrir processos seletivos?',
        a: 'Sim. Cada plano define quantos processos podem ficar abertos ao mesmo tempo e quantas candidaturas cada processo aceita. A assinatura é ativada pela equipe do conselho após a confirmação do pagamento.',
      },
      {
        q: 'Quais avaliações posso usar?',
        a: 'Requisitos obrigatórios e desejáveis, perguntas complementares, teste personalizado com as suas questões, teste de valores, teste de competências, currículo em vídeo e entrevista em vídeo.',
      },
    ],
  },
  {
    title: 'Profissionais',
    questions: [
      {
        q: 'Quem pode se candidatar?',
        a: 'Profissionais com registro ativo no conselho. A situação do registro é verificada e aparece para a empresa em cada candidatura.',
      },
      {
        q: 'Como acompanho as minhas candidaturas?',
        a: 'A equipe do conselho pode enviar mensagens a você por email, por WhatsApp ou no aplicativo do hub, pelos canais que você aceita receber: por exemplo, quando uma candidatura é encerrada. Nenhuma mensagem sai sozinha quando a candidatura muda de etapa: para saber em que ponto está uma candidatura, fale com a equipe pelo formulário de contato.',
      },
      {
        q: 'Como peço a exclusão dos meus dados?',
        a: 'Pelo formulário de contato. Seguindo a LGPD, podemos exportar tudo o que guardamos sobre você ou anonimizar os seus dados pessoais.',
      },
    ],
  },
];

export const FaqsPage = () => (
  <MarketingPage
    overline="Dúvidas"
    title="Perguntas frequentes"
    lead="As respostas para as dúvidas que mais chegam à equipe do hub."
  >
    {groups.map((group) => (
      <ProseSection key={group.title} title={group.title}>
        {group.questions.map((item) => (
          <Accordion key={item.q} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography component="span" variant="subtitle1">
                {item.q}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{item.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </ProseSection>
    ))}
  </MarketingPage>
);
