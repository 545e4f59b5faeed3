// The campus-wide profile (`GET /user/{uid}/profile`, spec §2 `app/user/{id}` and `app/member`): name,
// picture and the courses the viewer shares with the user. Seen by the user, by anyone sharing a live
// course with them, and by campus staff (admins; campus managers of a campus the user belongs to).
// Anyone else gets the same 404 as for an unknown uid, so a profile does not reveal that an account exists.
import { MEMBER_ERROR_CODES, type CourseRoleId, type UserProfile } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { notFound } from '../../lib/errors.ts';
import { findProfileCourses, findUser, managesCampusOf, type ProfileCourseRow } from './members.repository.ts';
import type { MembersDeps } from './members.service.ts';

function presentCourses(rows: readonly ProfileCourseRow[]): UserProfile['courses'] {
  return rows.map((row) => ({ og_id: row.id, title: row.title, kind: row.kind, roles: [{ id: row.roleId as CourseRoleId }] }));
}

export async function getUserProfile(deps: Pick<MembersDeps, 'db' | 'pictureUrls'>, principal: Principal, uid: number): Promise<UserProfile> {
  const { db } = deps;
  const missing = notFound(`User ${uid} was not found.`, MEMBER_ERROR_CODES.profileNotFound);
  const user = await findUser(db, uid);
  if (!user) throw missing;
  const isSelf = principal.userId === uid;
  const [shared, staff] = await Promise.all([
    // Their own profile lists every course of theirs.
    findProfileCourses(db, uid, isSelf ? null : principal.userId),
    isSelf || principal.isAdmin ? Promise.resolve(true) : managesCampusOf(db, principal.userId, uid),
  ]);
  if (shared.length === 0 && !staff) throw missing;
  const picture = (await deps.pictureUrls(db, [uid])).get(uid) ?? null;
  return { uid, name: user.name, picture, isSelf, email: staff ? user.email : null, courses: presentCourses(shared) };
}
