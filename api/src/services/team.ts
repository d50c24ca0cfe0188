import { canTakeOut, TEAM_NEEDS, type MemberRole } from '@protolab/shared';
import type { Deps } from '../deps';
import { conflict, forbidden, Refusal, notFound } from './refusal';
import * as teamRepo from '../repos/teamRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';

const ownerRoleFixed = () =>
  new Refusal(
    'conflict',
    'owner_role',
    'The owner of an app stays its owner: the owner cannot be changed or removed',
    'memberId',
  );

export async function listTeam(deps: Deps, caller: Caller, appId: string): Promise<teamRepo.MemberRow[]> {
  await requireAppRole(deps, caller, appId, 'read');
  return teamRepo.listMembers(deps.knex, appId);
}

/** People the caller already works with in other apps who are not in this team yet. */
export async function teamSuggestions(deps: Deps, caller: Caller, appId: string): Promise<teamRepo.PersonRow[]> {
  const { user } = await requireAppRole(deps, caller, appId, 'read');
  return teamRepo.teamSuggestions(deps.knex, user.id, appId);
}

export async function addMember(
  deps: Deps,
  caller: Caller,
  appId: string,
  email: string,
  role: MemberRole,
): Promise<teamRepo.MemberRow> {
  await requireAppRole(deps, caller, appId, TEAM_NEEDS.addMembers);
  const person = await teamRepo.findActiveUserByEmail(deps.knex, email);
  if (!person) throw new Refusal('not_found', 'not_found', 'Nobody has signed up with this email', 'email');
  if (await teamRepo.findMember(deps.knex, appId, person.id))
    throw conflict('This person is in the team already', 'email');
  // Two adds at once: the primary key (app_id, user_id) turns the second into a 409.
  await teamRepo.insertMember(deps.knex, appId, person.id, role);
  return (await teamRepo.findMember(deps.knex, appId, person.id))!;
}

export async function changeMemberRole(
  deps: Deps,
  caller: Caller,
  appId: string,
  memberId: string,
  role: MemberRole,
): Promise<teamRepo.MemberRow> {
  await requireAppRole(deps, caller, appId, TEAM_NEEDS.changeRoles);
  const member = await teamRepo.findMember(deps.knex, appId, memberId);
  if (!member) throw notFound('Team member');
  if (member.role === 'owner') throw ownerRoleFixed();
  await teamRepo.updateMemberRole(deps.knex, appId, memberId, role);
  deps.realtime.teamChanged(appId);
  return { ...member, role };
}

/** The owner removes anyone but themself; any member may leave. */
export async function removeMember(deps: Deps, caller: Caller, appId: string, memberId: string): Promise<void> {
  const { user, role } = await requireAppRole(deps, caller, appId, 'read');
  if (!canTakeOut(role, user.id, memberId)) throw forbidden('Only the owner removes other members');
  const member = await teamRepo.findMember(deps.knex, appId, memberId);
  if (!member) throw notFound('Team member');
  if (member.role === 'owner') throw ownerRoleFixed();
  await teamRepo.deleteMember(deps.knex, appId, memberId);
  deps.realtime.teamChanged(appId);
}
