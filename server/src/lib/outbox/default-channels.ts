import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../mailer';
import { inAppSender, type Channels } from './channels';
import { createEmailSender } from './email-channel';
import { createWhatsAppSender } from './whatsapp';

/** The production channels: email through the app's mailer, WhatsApp when configured, in-app. */
export const createChannels = (config: Config, db: Db, mailer: Mailer): Channels => ({
  email: createEmailSender(mailer, config.mailFrom),
  whatsapp: createWhatsAppSender(db, config.whatsapp),
  in_app: inAppSender,
});
