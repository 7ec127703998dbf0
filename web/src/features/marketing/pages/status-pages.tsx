import { paths } from '../../../routes/paths';
import { StatusPage } from '../components/status-page';

const home = { label: 'Voltar ao início', to: paths.root };

export const NotFoundPage = () => (
  <StatusPage
    code="404"
    title="Página não encontrada"
    text="O endereço que você abriu não existe ou mudou de lugar. Confira o link ou volte ao início."
    action={home}
  />
);

export const ServerErrorPage = () => (
  <StatusPage
    code="500"
    title="Erro interno do servidor"
    text="Algo falhou do nosso lado e a equipe técnica já pode ver o ocorrido. Tente de novo em alguns minutos."
    action={home}
  />
);

export const MaintenancePage = () => (
  <StatusPage
    title="Estamos em manutenção"
    text="O hub está passando por uma atualização programada e volta em instantes. Nenhum dado é perdido durante a manutenção."
    action={home}
  />
);

export const ComingSoonPage = () => (
  <StatusPage
    title="Em breve"
    text="Esta área do hub está sendo preparada pela equipe do conselho. Volte em breve para conferir as novidades."
    action={home}
  />
);
