import { z } from 'zod';
import type { User } from './user';

export const realtimeUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  image: z.string().nullish(),
});
export type RealtimeUser = z.infer<typeof realtimeUserSchema>;

/** Every outgoing realtime message carries these; the payload depends on its kind. */
export const realtimeMessageSchema = z.looseObject({
  id: z.string(),
  /** Client clock, epoch ms. */
  clientTS: z.number(),
  appId: z.string(),
  user: realtimeUserSchema,
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

export function toRealtimeUser(user: User): RealtimeUser {
  return { id: user.id, email: user.email, name: user.name, lastname: user.lastname, image: user.image };
}
