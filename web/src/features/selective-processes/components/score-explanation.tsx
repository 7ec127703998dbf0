import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ApplicationRow } from '@hub/contract/applications';
import { councilDay } from '@hub/contract/calendar';
import { optionsOf } from '@hub/contract/fields';
import { LGPD_CHANNEL_LABELS, lgpdRequestOperations, lgpdReviewInputSchema } from '@hub/contract/lgpd-requests';
import { scoreExplanation } from '@hub/contract/score-explanation';
import { useCan } from '../../../auth/use-can';
import { RhfDateField } from '../../../components/form/date-input';
import { Form } from '../../../components/form/form';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { paths } from '../../../routes/paths';
import { useCreateReviewRequest } from '../api/review-request';

/** The professional's request to review the score (art. 20), registered by the desk as an LGPD request of its own. */
const ReviewDialog = ({ applicationId, onClose }: { applicationId: string; onClose: () => void }) => {
  const create = useCreateReviewRequest();
  const form = useForm({
    resolver: zodResolver(lgpdReviewInputSchema),
    defaultValues: { applicationId, channel: 'email' as const, identityCheck: '', details: '', receivedOn: councilDay() },
  });
  const onSubmit = useRecordSubmit(form, {
    save: (values) => create.mutateAsync(values),
    saved: 'Pedido de revisão registrado',
    next: (saved) => paths.dashboard.lgpdRequests.view(saved.id),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-request-title">
      <DialogTitle id="review-request-title">Pedir revisão da nota</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          O pedido vira uma solicitação LGPD (revisão de decisão automatizada, art. 20), ligada a esta candidatura, com
          prazo de 15 dias na fila de Solicitações LGPD.
        </Typography>
        <Form form={form} onSubmit={onSubmit} submitLabel="Registrar pedido de revisão">
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <RhfSelect control={form.control} name="channel" label="Canal" required options={optionsOf(LGPD_CHANNEL_LABELS)} />
            <RhfDateField control={form.control} name="receivedOn" label="Recebido em" required />
          </Box>
          <RhfTextField
            control={form.control}
            name="identityCheck"
            label="Como a identidade foi confirmada"
            required
            helperText="Por exemplo: documento com foto conferido por videochamada"
          />
          <RhfTextField control={form.control} name="details" label="O que o profissional contesta" required multiline minRows={3} />
        </Form>
      </DialogContent>
    </Dialog>
  );
};

/** 'Como esta nota foi calculada': the score's criteria and weights in sentences, and the review the professional may ask for. */
export const ScoreExplanation = ({ application }: { application: ApplicationRow }) => {
  const canAskReview = useCan(lgpdRequestOperations.createLgpdReviewRequest.permission);
  const [asking, setAsking] = useState(false);
  return (
    <Box component="section" aria-labelledby="score-explanation-title">
      <Typography id="score-explanation-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Como esta nota foi calculada
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {scoreExplanation(application.breakdown, application.weightedScore).map((sentence) => (
          <Typography key={sentence} component="li" variant="body2">
            {sentence}
          </Typography>
        ))}
      </Box>
      {canAskReview && (
        <Button variant="outlined" size="small" sx={{ mt: 1.5 }} onClick={() => setAsking(true)}>
          Pedir revisão
        </Button>
      )}
      {asking && <ReviewDialog applicationId={application.id} onClose={() => setAsking(false)} />}
    </Box>
  );
};
