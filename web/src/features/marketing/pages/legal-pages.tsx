import { MarketingPage, ProseSection } from '../components/marketing-page';

export const TermsPage = () => (
  <MarketingPage
    overline="Institucional"
    title="Termos de uso"
    lead="As regras para empresas, profissionais e administradores que usam o Hub de Recrutamento."
  >
    <ProseSection title="1. O serviço">
      <p>
        O Hub de Recrutamento é mantido pelo conselho profissional para aproximar empresas e
        profissionais registrados por meio de processos seletivos. O conselho aprova as empresas
        participantes e pode suspender contas que descumpram estes termos.
      </p>
    </ProseSection>
    <ProseSection title="2. Contas e acesso">
      <p>
        Cada pessoa é responsável pelo sigilo da sua senha. O acesso administrativo é pessoal, e
        todas as ações dos administradores ficam registradas com data, hora e autor.
      </p>
    </ProseSection>
    <ProseSection title="3. Empresas">
      <p>
        A empresa garante que as vagas publicadas são reais, que as informações do processo são
        verdadeiras e que não pratica discriminação de qualquer natureza. Os limites de processos e
        candidaturas seguem o plano contratado.
      </p>
    </ProseSection>
    <ProseSection title="4. Profissionais">
      <p>
        O profissional garante que as informações e os vídeos enviados são seus e verdadeiros. A
        participação depende de registro ativo no conselho.
      </p>
    </ProseSection>
    <ProseSection title="5. Alterações">
      <p>
        Estes termos podem mudar. Avisaremos as mudanças relevantes por email e no próprio hub antes
        que entrem em vigor.
      </p>
    </ProseSection>
  </MarketingPage>
);

export const PrivacyPage = () => (
  <MarketingPage
    overline="Institucional"
    title="Política de privacidade"
    lead="Como tratamos os dados pessoais, de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018)."
  >
    <ProseSection title="Dados que tratamos">
      <ul>
        <li>
          Dos profissionais: nome, email, CPF, número de registro, telefone, cidade, formação,
          currículo em vídeo e respostas às avaliações.
        </li>
        <li>
          Das empresas: razão social, CNPJ, contatos e endereço, e os dados dos processos seletivos.
        </li>
        <li>Dos administradores: nome, cargo, email e o registro das ações realizadas.</li>
      </ul>
    </ProseSection>
    <ProseSection title="Para que usamos">
      <p>
        Para realizar os processos seletivos, verificar o registro profissional, enviar mensagens
        sobre candidaturas e cumprir obrigações legais do conselho. Não vendemos dados pessoais.
      </p>
    </ProseSection>
    <ProseSection title="Seus direitos">
      <p>
        Você pode pedir acesso, correção, exportação ou anonimização dos seus dados pelo formulário
        de contato. A anonimização remove os dados pessoais e mantém apenas estatísticas sem
        identificação.
      </p>
    </ProseSection>
    <ProseSection title="Segurança">
      <p>
        Senhas são guardadas com hash forte, o acesso é autenticado e as ações administrativas ficam
        registradas em trilha de auditoria.
      </p>
    </ProseSection>
  </MarketingPage>
);
