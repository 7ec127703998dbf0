import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ContactFormDialog } from '../../../components/contact-form-dialog';
import { InfoCards } from '../components/info-cards';
import { MarketingPage } from '../components/marketing-page';

const channels = [
  {
    title: 'Empresas',
    text: 'Dúvidas sobre cadastro, aprovação da empresa, planos, assinaturas e abertura de processos seletivos.',
  },
  {
    title: 'Profissionais',
    text: 'Dúvidas sobre inscrições, avaliações, currículo em vídeo e a situação do seu registro no conselho.',
  },
  {
    title: 'Imprensa e parcerias',
    text: 'Propostas de parceria, benefícios para profissionais registrados e pedidos de informação institucional.',
  },
];

export const ContactPage = () => {
  const [open, setOpen] = useState(false);
  return (
    <MarketingPage
      overline="Contato"
      title="Fale com a equipe do hub"
      lead="Respondemos em até dois dias úteis, de segunda a sexta-feira, das 9h às 18h."
      maxWidth="lg"
    >
      <InfoCards cards={channels} />
      <Typography sx={{ mb: 3 }}>
        Escreva pelo formulário de contato informando seu nome, seu email e, se for o caso, o nome
        da empresa ou o seu número de registro.
      </Typography>
      <Button variant="contained" size="large" onClick={() => setOpen(true)}>
        Abrir formulário de contato
      </Button>
      <ContactFormDialog open={open} onClose={() => setOpen(false)} />
    </MarketingPage>
  );
};
