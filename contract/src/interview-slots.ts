import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, storedIdSchema, writeErrors } from './common';
import { defineOperations } from './operation';
import { checkPlace, INTERVIEW_MESSAGES, slotFields, trimmedOptional } from './interviews';

/*
 * The professional's slot link (issue 69): instead of one time, several are offered and a link
 * (single use, expiring, its key stored hashed) lets the professional pick one on a public page of
 * this product, or ask for another time.
 */

/** How many times one link may offer. */
export const MAX_OFFERED_SLOTS = 10;

export const SLOT_LINK_MESSAGES = {
  slotsRequired: 'Ofereça pelo menos dois horários',
  slotsTooMany: `Ofereça no máximo ${MAX_OFFERED_SLOTS} horários`,
  slotsRepeated: 'Cada horário aparece uma vez',
  slotsOverlap: 'Os horários oferecidos não podem se sobrepor',
  /** The public page's answers: nothing of the record behind them. */
  unknown: 'Link não encontrado. Confira se copiou o endereço inteiro do e-mail.',
  expired: 'Este link expirou. Peça um novo link a quem enviou o convite.',
  used: 'Este link já foi usado. Se precisar mudar o horário, fale com quem enviou o convite.',
  closed: 'Este link não vale mais. Fale com quem enviou o convite.',
  slotUnknown: 'Escolha um dos horários oferecidos',
  slotTaken: 'Este horário não está mais disponível. Escolha outro.',
  slotPast: 'Este horário já passou. Escolha outro.',
  tooManyAttempts: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
} as const;

/** The booking a pick makes, with the times offered instead of one time. */
export const slotOfferBodySchema = z
  .object(slotFields)
  .omit({ startsAt: true, confirmarConflitos: true })
  .extend({
    slots: z
      .array(z.iso.datetime({ offset: true, error: 'Informe a data e a hora' }), { error: SLOT_LINK_MESSAGES.slotsRequired })
      .min(2, { error: SLOT_LINK_MESSAGES.slotsRequired })
      .max(MAX_OFFERED_SLOTS, { error: SLOT_LINK_MESSAGES.slotsTooMany }),
  })
  .superRefine((value, context) => {
    checkPlace(value, context);
    const starts = value.slots.map((slot) => Date.parse(slot));
    starts.forEach((start, index) => {
      if (start <= Date.now()) context.addIssue({ code: 'custom', path: ['slots', index], message: INTERVIEW_MESSAGES.past });
    });
    if (new Set(starts).size !== starts.length) context.addIssue({ code: 'custom', path: ['slots'], message: SLOT_LINK_MESSAGES.slotsRepeated });
    else {
      const sorted = [...starts].sort((a, b) => a - b);
      const length = value.durationMinutes * 60_000;
      if (sorted.some((start, index) => index > 0 && start < (sorted[index - 1] ?? 0) + length))
        context.addIssue({ code: 'custom', path: ['slots'], message: SLOT_LINK_MESSAGES.slotsOverlap });
    }
  });
export type SlotOfferBody = z.input<typeof slotOfferBodySchema>;

export const SLOT_OFFER_STATUSES = ['pendente', 'escolhida', 'outro_horario'] as const;
export type SlotOfferStatus = (typeof SLOT_OFFER_STATUSES)[number];
export const SLOT_OFFER_STATUS_LABELS: Record<SlotOfferStatus, string> = {
  pendente: 'Aguardando o profissional',
  escolhida: 'Horário escolhido',
  outro_horario: 'Pediu outro horário',
};

export const slotOfferSchema = z.object({
  id: storedIdSchema,
  applicationId: storedIdSchema,
  candidateName: z.string(),
  slots: z.array(z.string()),
  durationMinutes: z.number().int(),
  status: z.enum(SLOT_OFFER_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type SlotOffer = z.infer<typeof slotOfferSchema>;

const slotKeySchema = z.string().trim().min(20, { error: SLOT_LINK_MESSAGES.unknown }).max(200, { error: SLOT_LINK_MESSAGES.unknown });

/** What the public page shows: the process, its company and the times, nothing else. */
export const publicSlotOfferSchema = z.object({
  processTitle: z.string(),
  companyName: z.string(),
  durationMinutes: z.number().int(),
  /** Each time offered, and whether it can still be chosen (not past, nobody booked meanwhile). */
  slots: z.array(z.object({ startsAt: z.string(), available: z.boolean() })),
  expiresAt: z.string(),
});
export type PublicSlotOffer = z.infer<typeof publicSlotOfferSchema>;

export const slotKeyBodySchema = z.object({ key: slotKeySchema });
export const slotChoiceBodySchema = z.object({
  key: slotKeySchema,
  startsAt: z.iso.datetime({ offset: true, error: SLOT_LINK_MESSAGES.slotUnknown }),
});
export type SlotChoiceBody = z.input<typeof slotChoiceBodySchema>;
export const slotOtherTimeBodySchema = z.object({
  key: slotKeySchema,
  message: trimmedOptional(500),
});
export type SlotOtherTimeBody = z.input<typeof slotOtherTimeBodySchema>;

const publicSlotErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };

/** The public page's calls: no session, the mailed key stands for the professional; rate-limited per address. */
export const interviewSlotOperations = defineOperations({
  offerInterviewSlots: {
    method: 'POST',
    path: '/applications/:id/interview-slots',
    summary: 'Oferece horários ao profissional: envia um link de uso único para ele escolher um ou pedir outro',
    tag: 'interviews',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: slotOfferBodySchema,
    responses: { 201: slotOfferSchema, ...writeErrors },
  },
  viewInterviewSlots: {
    method: 'POST',
    path: '/interview-slots/view',
    summary: 'Os horários oferecidos por um link (página pública do profissional)',
    tag: 'interviews',
    public: true,
    body: slotKeyBodySchema,
    responses: { 200: publicSlotOfferSchema, ...publicSlotErrors },
  },
  chooseInterviewSlot: {
    method: 'POST',
    path: '/interview-slots/choose',
    summary: 'O profissional escolhe um dos horários: a entrevista é agendada e os convites enviados',
    tag: 'interviews',
    public: true,
    body: slotChoiceBodySchema,
    responses: { 200: z.object({ startsAt: z.string() }), ...publicSlotErrors },
  },
  askAnotherInterviewTime: {
    method: 'POST',
    path: '/interview-slots/other-time',
    summary: 'O profissional pede outro horário: o pedido é registrado e os entrevistadores avisados',
    tag: 'interviews',
    public: true,
    body: slotOtherTimeBodySchema,
    responses: { 204: z.null(), ...publicSlotErrors },
  },
});
