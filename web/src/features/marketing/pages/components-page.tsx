import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { StatusChip } from '../../../components/status-chip';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { COLOR_PRESETS, THEME_COLORS } from '../../../theme/presets';
import { MarketingPage } from '../components/marketing-page';

const Specimen = ({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ p: 3 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {description}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{children}</Box>
    </CardContent>
  </Card>
);

const sampleInstant = '2026-03-02T14:30:00Z';

/** The design system's index: the shared pieces every page of the back-office is made of. */
export const ComponentsPage = () => {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <MarketingPage
      overline="Design system"
      title="Componentes"
      lead="As peças compartilhadas pelas telas do back-office, com o tema e as cores em uso."
      maxWidth="lg"
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 3 }}
      >
        <Specimen
          title="Cores"
          description="As predefinições de cor do tema; a escolha fica nas configurações do painel."
        >
          {THEME_COLORS.map((color) => (
            <Box key={color} sx={{ textAlign: 'center' }}>
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 1.5,
                  bgcolor: COLOR_PRESETS[color].main,
                  mb: 0.5,
                }}
              />
              <Typography variant="caption">{COLOR_PRESETS[color].main}</Typography>
            </Box>
          ))}
        </Specimen>
        <Specimen title="Botões" description="Ação principal, secundária e destrutiva.">
          <Button variant="contained">Salvar</Button>
          <Button variant="outlined" color="inherit">
            Cancelar
          </Button>
          <Button variant="contained" color="error">
            Excluir
          </Button>
          <Button variant="contained" loading>
            Enviando
          </Button>
        </Specimen>
        <Specimen title="Status" description="Cada domínio associa os seus status a uma cor.">
          <StatusChip label="ativa" color="success" />
          <StatusChip label="pendente" color="warning" />
          <StatusChip label="suspensa" color="error" />
          <StatusChip label="rascunho" />
          <StatusChip label="em andamento" color="info" />
        </Specimen>
        <Specimen title="Campos" description="Os erros de validação aparecem abaixo do campo.">
          <TextField label="Nome fantasia" defaultValue="Clínica Boa Saúde" />
          <TextField
            label="CNPJ"
            error
            helperText="CNPJ inválido"
            defaultValue="11.111.111/1111-11"
          />
        </Specimen>
        <Specimen title="Avisos" description="Mensagens dentro da página.">
          <Alert severity="success" sx={{ width: 1 }}>
            Empresa aprovada.
          </Alert>
          <Alert severity="error" sx={{ width: 1 }}>
            Não foi possível enviar o email.
          </Alert>
        </Specimen>
        <Specimen title="Formatos" description="Datas e valores sempre no padrão brasileiro.">
          <Typography>{formatDateTime(sampleInstant)}</Typography>
          <Typography>{formatMoney(149900)}</Typography>
        </Specimen>
        <Specimen title="Confirmação" description="Pergunta antes de uma ação difícil de desfazer.">
          <Button variant="outlined" onClick={() => setConfirmOpen(true)}>
            Abrir confirmação
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            title="Suspender a empresa?"
            content="Os processos seletivos abertos ficam pausados até a reativação."
            confirmLabel="Suspender"
            color="error"
            onConfirm={() => setConfirmOpen(false)}
            onClose={() => setConfirmOpen(false)}
          />
        </Specimen>
        <Specimen
          title="Estado vazio"
          description="O que uma lista mostra quando ainda não tem nada."
        >
          <Box sx={{ width: 1 }}>
            <EmptyState
              title="Nenhum processo seletivo"
              description="Os processos abertos pelas empresas aparecem aqui."
            />
          </Box>
        </Specimen>
      </Box>
    </MarketingPage>
  );
};
