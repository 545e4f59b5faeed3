// Members and profiles (issue 13, spec §7 base paths /members and /user): the course's member list and a
// member's profile for every member; invitations, roles, removal, workgroups and group assignment for
// staff; the campus-wide profile. Thin: the services decide.
import {
  MemberCourseQuerySchema,
  MemberGroupsInputSchema,
  MemberInviteInputSchema,
  MemberParamsSchema,
  MemberProfileSchema,
  MemberRoleInputSchema,
  MemberSchema,
  MembersListQuerySchema,
  MembersListSchema,
  ProblemSchema,
  REST_BASE,
  UserProfileParamsSchema,
  UserProfileSchema,
  WorkgroupInputSchema,
  WorkgroupListSchema,
  WorkgroupParamsSchema,
  WorkgroupSchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROBLEM_RESPONSES, noContentResponse } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import { getUserProfile } from './members.profile.ts';
import {
  changeMemberRole,
  createWorkgroup,
  getMemberProfile,
  getMembers,
  getWorkgroups,
  inviteMember,
  removeMember,
  removeWorkgroup,
  setMemberGroups,
  type MembersDeps,
} from './members.service.ts';

export type MemberRoutesOptions = MembersDeps;

const STAFF_RULE =
  'administer_course (managers, instructors, campus managers and admins acting as manager; not in student mode), else 403 MEMBER_MANAGE_FORBIDDEN. A course the caller may not see is 404.';
const WITH_CONFLICT = { ...PROBLEM_RESPONSES, 409: ProblemSchema };

export async function memberRoutes(app: FastifyInstance, deps: MemberRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the resource the id names is checked first (plugins/access-first.ts).
  const courseFirst = courseVisibleFirst(deps.db, 'query', MemberCourseQuerySchema, (query) => query.og);
  const base = `${REST_BASE}/members`;

  routes.get(
    base,
    {
      schema: {
        tags: ['members'],
        summary: "One page of the course's members with roles, workgroups and target groups",
        description:
          'Every course member reads it; admins and campus managers of the campus too; a course the caller may not see is 404. Filters: `search` (name, case-insensitive), `role` (course role id), `workgroup` (id), `targetGroup`; `page` counts from 0. `canManage` tells whether the caller may manage members.',
        querystring: MembersListQuerySchema,
        response: { 200: MembersListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getMembers(deps, getPrincipal(request), request.query),
  );

  routes.post(
    `${base}/invite`,
    {
      schema: {
        tags: ['members'],
        summary: 'Add an account of the campus to the course by its e-mail address, with a role',
        description: `${STAFF_RULE} The account becomes a member at once (201). No account of the course's campus with that address: 404 MEMBER_INVITE_USER_NOT_FOUND; a member already: 409 MEMBER_ALREADY_MEMBER.`,
        body: MemberInviteInputSchema,
        response: { 201: MemberSchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteMember(deps, getPrincipal(request), request.body)),
  );

  routes.get(
    `${base}/workgroups`,
    {
      schema: {
        tags: ['members'],
        summary: "The course's workgroups with their member counts",
        description: 'Every course member reads them; a course the caller may not see is 404.',
        querystring: MemberCourseQuerySchema,
        response: { 200: WorkgroupListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getWorkgroups(deps, getPrincipal(request), request.query.og),
  );

  routes.post(
    `${base}/workgroups`,
    {
      preValidation: courseFirst,
      schema: {
        tags: ['members'],
        summary: 'Create a workgroup in the course',
        description: `${STAFF_RULE} A name the course has already (any case) is 409 MEMBER_WORKGROUP_EXISTS.`,
        querystring: MemberCourseQuerySchema,
        body: WorkgroupInputSchema,
        response: { 201: WorkgroupSchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => reply.status(201).send(await createWorkgroup(deps, getPrincipal(request), request.query.og, request.body)),
  );

  routes.delete(
    `${base}/workgroups/:workgroupId`,
    {
      schema: {
        tags: ['members'],
        summary: 'Delete a workgroup of the course (its memberships and assignment links go with it)',
        description: `${STAFF_RULE} A workgroup of another course is 404 MEMBER_WORKGROUP_NOT_FOUND.`,
        params: WorkgroupParamsSchema,
        querystring: MemberCourseQuerySchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeWorkgroup(deps, getPrincipal(request), request.query.og, request.params.workgroupId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    `${base}/:uid`,
    {
      schema: {
        tags: ['members'],
        summary: "A member's profile in the course: roles, groups, and their content and videos the caller may see",
        description:
          'Every course member reads it; a course the caller may not see is 404, a uid that is not a member 404 MEMBER_NOT_FOUND. Videos follow the video visibility rules; items linked to assignments hidden from the caller are left out.',
        params: MemberParamsSchema,
        querystring: MemberCourseQuerySchema,
        response: { 200: MemberProfileSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getMemberProfile(deps, getPrincipal(request), request.query.og, request.params.uid),
  );

  routes.put(
    `${base}/:uid`,
    {
      preValidation: courseFirst,
      schema: {
        tags: ['members'],
        summary: "Change a member's course role",
        description: `${STAFF_RULE} Your own role: 403 MEMBER_SELF_CHANGE_FORBIDDEN. Demoting the course's last manager: 409 MEMBER_LAST_MANAGER.`,
        params: MemberParamsSchema,
        querystring: MemberCourseQuerySchema,
        body: MemberRoleInputSchema,
        response: { 200: MemberSchema, ...WITH_CONFLICT },
      },
    },
    async (request) => changeMemberRole(deps, getPrincipal(request), request.query.og, request.params.uid, request.body.role),
  );

  routes.delete(
    `${base}/:uid`,
    {
      schema: {
        tags: ['members'],
        summary: 'Remove a member from the course (their content stays)',
        description: `${STAFF_RULE} Yourself: 403 MEMBER_SELF_CHANGE_FORBIDDEN. The course's last manager: 409 MEMBER_LAST_MANAGER.`,
        params: MemberParamsSchema,
        querystring: MemberCourseQuerySchema,
        response: { 204: noContentResponse, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => {
      await removeMember(deps, getPrincipal(request), request.query.og, request.params.uid);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    `${base}/:uid/groups`,
    {
      preValidation: courseFirst,
      schema: {
        tags: ['members'],
        summary: "Replace a member's workgroups and target groups in the course",
        description: `${STAFF_RULE} A workgroup id of another course is 400 MEMBER_WORKGROUP_NOT_FOUND; target group names are trimmed and kept once.`,
        params: MemberParamsSchema,
        querystring: MemberCourseQuerySchema,
        body: MemberGroupsInputSchema,
        response: { 200: MemberSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => setMemberGroups(deps, getPrincipal(request), request.query.og, request.params.uid, request.body),
  );

  routes.get(
    `${REST_BASE}/user/:uid/profile`,
    {
      schema: {
        tags: ['members'],
        summary: 'The campus-wide profile: name, picture and the courses the caller shares with the user',
        description:
          'For the user themselves (their own courses and e-mail), anyone sharing a course with them, and campus staff (admins, campus managers of their campus; they also see the e-mail). Anyone else: 404 USER_PROFILE_NOT_FOUND, as for an unknown uid.',
        params: UserProfileParamsSchema,
        response: { 200: UserProfileSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getUserProfile(deps, getPrincipal(request), request.params.uid),
  );
}
