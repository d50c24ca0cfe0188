import { z } from 'zod';

/** App access, strongest first. */
export const TEAM_ROLES = ['owner', 'write', 'read'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMemberSchema = z.looseObject({
  userId: z.string(),
  appId: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  image: z.string().nullish(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A user the designer has worked with before, offered when adding a member. */
export const teamSuggestionSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  image: z.string().nullish(),
});
export type TeamSuggestion = z.infer<typeof teamSuggestionSchema>;
