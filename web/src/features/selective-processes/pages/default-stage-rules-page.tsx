import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../routes/paths';
import { DefaultStageRulesPanel } from '../components/stage-rules-panel';

/** /dashboard/settings/stage-rules: the council's default stage rules, which new processes copy. */
export const DefaultStageRulesPage = () => (
  <>
    <PageHeader
      title="Regras padrão dos processos"
      crumbs={[
        { name: 'Início', href: paths.dashboard.root },
        { name: 'Configurações', href: paths.dashboard.settings.root },
        { name: 'Regras padrão dos processos' },
      ]}
    />
    <DefaultStageRulesPanel />
  </>
);
