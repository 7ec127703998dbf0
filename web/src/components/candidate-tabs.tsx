import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { allows } from '@hub/contract/permissions';
import { pagePermission } from '../auth/page-permissions';
import { usePermissions } from '../auth/use-can';
import { paths } from '../routes/paths';

const links = paths.dashboard.candidates;

/** The professional's pages as tabs (those the access profile may see): each is its own route (spec section 2), the tab bar ties them; the competency test is a page of the selective processes, hence a shared component. */
export const CandidateTabs = ({ candidateId }: { candidateId: string }) => {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  // A tab shows when its page opens for the profile: the shell's rule (auth/page-permissions.ts).
  const tabs = [
    { label: 'Dados', to: links.view(candidateId) },
    { label: 'Candidaturas', to: links.applications(candidateId) },
    { label: 'Entrevistas', to: links.interviews(candidateId) },
    { label: 'Mensagens', to: links.messages(candidateId) },
    { label: 'Histórico', to: links.history(candidateId) },
    { label: 'Configurações', to: links.settings(candidateId) },
    { label: 'Currículo em vídeo', to: links.viewVideoResume(candidateId) },
    { label: 'Teste de competências', to: links.competencyTest(candidateId) },
  ].filter((tab) => allows(permissions, pagePermission(tab.to, 'profissionais.ver') ?? 'conta'));
  const current = tabs.find((tab) => tab.to === pathname)?.to ?? false;
  return (
    <Tabs value={current} variant="scrollable" aria-label="Páginas do profissional" sx={{ mb: 3 }}>
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
};
