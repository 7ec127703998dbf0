import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { PageHeader } from '../../../components/page-header';
import { composeIntentOf } from '../../../lib/compose-intent';
import { paths } from '../../../routes/paths';
import { ComposeDialog } from '../components/compose-dialog';
import { MailList, type FromMailbox } from '../components/mail-list';
import { MailNav } from '../components/mail-nav';
import { MailView } from '../components/mail-view';
import { isSystemLabel, SYSTEM_LABEL_NAMES, typeUserOf } from '../messages.config';

/** The mailbox's search and page a message was opened from, to return to them. */
const mailboxQueryOf = (state: unknown): FromMailbox['mailbox'] =>
  typeof state === 'object' &&
  state !== null &&
  'mailbox' in state &&
  typeof state.mailbox === 'string' &&
  state.mailbox.startsWith('?')
    ? state.mailbox
    : '';

/** sendMessage/{typeUser}/{systemLabel}[/{mailId}] and sendMessage/{typeUser}/label/{customLabel}[/{mailId}]. */
export const MessagesPage = () => {
  const params = useParams();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // A list's selection arrives as the navigation's state: compose opens with it, once.
  const [intent] = useState(() => composeIntentOf(location.state));
  const [composing, setComposing] = useState(intent !== null);
  useEffect(() => {
    if (intent) void navigate(location.pathname, { replace: true, state: null });
  }, [intent, location.pathname, navigate]);
  const typeUser = typeUserOf(params.typeUser);
  const customLabel = params.customLabel ?? null;
  if (!customLabel && !isSystemLabel(params.systemLabel))
    return <Navigate to={paths.dashboard.messages.system(typeUser, 'all')} replace />;
  const systemLabel = isSystemLabel(params.systemLabel) ? params.systemLabel : null;
  const listPath = customLabel
    ? paths.dashboard.messages.custom(typeUser, customLabel)
    : paths.dashboard.messages.system(typeUser, systemLabel ?? 'all');
  const title = systemLabel ? SYSTEM_LABEL_NAMES[systemLabel] : 'Etiqueta';

  return (
    <>
      <PageHeader
        title="Mensagens"
        crumbs={[
          { name: 'Início', href: paths.dashboard.dashboarding },
          { name: 'Mensagens' },
          { name: title },
        ]}
      />
      <Card sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: 480 }}>
        <MailNav
          typeUser={typeUser}
          systemLabel={systemLabel}
          customLabel={customLabel}
          onCompose={() => setComposing(true)}
        />
        <Divider orientation="vertical" flexItem />
        <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
          {params.mailId ? (
            <MailView
              key={params.mailId}
              id={params.mailId}
              backTo={`${listPath}${mailboxQueryOf(location.state)}`}
            />
          ) : (
            user && (
              <MailList
                key={listPath}
                authorId={user.id}
                typeUser={typeUser}
                systemLabel={systemLabel}
                customLabel={customLabel}
              />
            )
          )}
        </Box>
      </Card>
      {composing && (
        <ComposeDialog
          initialType={intent?.typeUser ?? typeUser}
          {...(intent ? { initialAudience: intent.audience } : {})}
          onClose={() => setComposing(false)}
        />
      )}
    </>
  );
};
