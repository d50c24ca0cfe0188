import { z } from 'zod';
import { timestampField } from '../model/fields';

/** POST /rest/user/notification/last.json: an empty body sets "now" (the workbench posts none); otherwise the time, epoch ms. */
export const lastNotificationInputSchema = z.strictObject({ lastNotification: timestampField().optional() });
