import { formatMoney } from '../../lib/format';

/** How a subscription's discount reads everywhere: the amount and the voucher that gave it. */
export const discountText = (discountCents: number, voucherCode: string | null): string =>
  voucherCode ? `${formatMoney(discountCents)} (voucher ${voucherCode})` : 'Sem voucher';
