import { describe, expect, it } from 'vitest';
import { COURSE_PERMISSIONS, COURSE_ROLE } from './roles.ts';
import {
  canCreateCourseType,
  canOpenCockpit,
  canStudentSetAssignmentStatus,
  canUseCourseTemplates,
  effectiveRoleIds,
  hasCampusRole,
  hasPermission,
  isAssignmentEmpty,
  isStudentOnly,
  permissionsForRoles,
  quotasApply,
  ROLE_PERMISSIONS,
  shouldClearCommentMode,
} from './permissions.ts';

const { member, manager, instructor, student, guest, mentor } = COURSE_ROLE;
const granted = (roleIds: number[], options?: Parameters<typeof permissionsForRoles>[1]) =>
  Object.keys(permissionsForRoles(roleIds, options)).sort();
const ALL_SORTED = [...COURSE_PERMISSIONS].sort();

describe('ROLE_PERMISSIONS table', () => {
  it('has a row for every course role', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual(Object.keys(COURSE_ROLE).sort());
  });
});

describe('permissionsForRoles', () => {
  it('gives manager and instructor every course permission', () => {
    expect(granted([manager])).toEqual(ALL_SORTED);
    expect(granted([instructor])).toEqual(ALL_SORTED);
  });

  it('maps every granted permission to 1, the wire shape', () => {
    expect(Object.values(permissionsForRoles([manager]))).toEqual(COURSE_PERMISSIONS.map(() => 1));
  });

  it('gives a mentor content, files and video uploads but no cockpit or administration', () => {
    expect(granted([mentor])).toEqual(['create_content', 'create_file_content', 'upload_video']);
  });

  it('gives a student content creation and, by default, video uploads', () => {
    expect(granted([student])).toEqual(['create_content', 'upload_video']);
  });

  it('lets the course turn student video uploads off', () => {
    expect(granted([student], { courseFlags: { videoUploadEnabled: false } })).toEqual(['create_content']);
  });

  it('grants student news, dialogs and files only where the course allows members to', () => {
    const flags = { memberNewsEnabled: true, memberDialogsEnabled: true, memberFilesEnabled: true };
    expect(granted([student], { courseFlags: flags })).toEqual([
      'create_content',
      'create_file_content',
      'create_news',
      'manage_dialog',
      'upload_video',
    ]);
    expect(granted([student], { courseFlags: { memberNewsEnabled: true } })).toEqual([
      'create_content',
      'create_news',
      'upload_video',
    ]);
  });

  it('treats an explicit undefined flag as the default', () => {
    expect(granted([student], { courseFlags: { videoUploadEnabled: undefined } })).toContain('upload_video');
  });

  it('gives a member student rights without video uploads', () => {
    expect(granted([member])).toEqual(['create_content']);
    expect(granted([member], { courseFlags: { memberFilesEnabled: true, videoUploadEnabled: true } })).toEqual([
      'create_content',
      'create_file_content',
    ]);
  });

  it('gives a guest nothing (read only)', () => {
    expect(permissionsForRoles([guest])).toEqual({});
  });

  it('ignores unknown role ids and an empty role list', () => {
    expect(permissionsForRoles([1, 99])).toEqual({});
    expect(permissionsForRoles([])).toEqual({});
  });

  it('unites the permissions of several roles', () => {
    expect(granted([guest, student, mentor])).toEqual(['create_content', 'create_file_content', 'upload_video']);
  });

  it('in student mode lets staff act with student rights', () => {
    expect(granted([manager], { studentMode: true })).toEqual(['create_content', 'upload_video']);
    expect(granted([instructor, mentor], { studentMode: true })).toEqual(['create_content', 'upload_video']);
    expect(
      granted([manager], { studentMode: true, courseFlags: { memberNewsEnabled: true, videoUploadEnabled: false } }),
    ).toEqual(['create_content', 'create_news']);
  });

  it('never widens non-staff roles in student mode', () => {
    expect(permissionsForRoles([guest], { studentMode: true })).toEqual({});
    expect(granted([member], { studentMode: true })).toEqual(['create_content']);
  });
});

describe('effectiveRoleIds', () => {
  it('drops unknown ids and duplicates, and turns staff into students in student mode', () => {
    expect(effectiveRoleIds([manager, manager, 42])).toEqual([manager]);
    expect(effectiveRoleIds([manager, mentor, guest], true)).toEqual([student, guest]);
  });
});

describe('hasPermission', () => {
  it('is true only for a permission mapped to 1', () => {
    expect(hasPermission({ create_news: 1 }, 'create_news')).toBe(true);
    expect(hasPermission({ create_news: 1 }, 'administer_course')).toBe(false);
    expect(hasPermission(undefined, 'create_news')).toBe(false);
    expect(hasPermission(null, 'create_news')).toBe(false);
  });
});

describe('hasCampusRole', () => {
  it('finds a domain role', () => {
    expect(hasCampusRole(['dialog_manager'], 'dialog_manager', false)).toBe(true);
    expect(hasCampusRole(['dialog_manager'], 'quiz_manager', false)).toBe(false);
    expect(hasCampusRole([], 'campus_manager', false)).toBe(false);
  });

  it('counts admin (flag or domain role) as every role', () => {
    for (const role of ['campus_manager', 'dialog_manager', 'quiz_manager'] as const) {
      expect(hasCampusRole([], role, true)).toBe(true);
      expect(hasCampusRole(['admin'], role, false)).toBe(true);
    }
  });
});

describe('canUseCourseTemplates', () => {
  it('allows campus managers and admins', () => {
    expect(canUseCourseTemplates(['campus_manager'], false, [])).toBe(true);
    expect(canUseCourseTemplates([], true, [])).toBe(true);
  });

  it('allows a moderator (manager or instructor) of any course', () => {
    expect(canUseCourseTemplates([], false, [student, manager])).toBe(true);
    expect(canUseCourseTemplates([], false, [instructor])).toBe(true);
  });

  it('refuses everyone else, mentors and other campus roles included', () => {
    expect(canUseCourseTemplates(['dialog_manager', 'quiz_manager'], false, [student, mentor, member, guest])).toBe(
      false,
    );
    expect(canUseCourseTemplates([], false, [])).toBe(false);
  });
});

describe('isStudentOnly', () => {
  it('is true for a student without staff roles', () => {
    expect(isStudentOnly([student])).toBe(true);
    expect(isStudentOnly([student, member])).toBe(true);
  });

  it('is false for staff, guests and members without the student role', () => {
    expect(isStudentOnly([student, mentor])).toBe(false);
    expect(isStudentOnly([manager])).toBe(false);
    expect(isStudentOnly([guest])).toBe(false);
    expect(isStudentOnly([member])).toBe(false);
    expect(isStudentOnly([])).toBe(false);
  });

  it('is true for staff in student mode', () => {
    expect(isStudentOnly([manager], true)).toBe(true);
    expect(isStudentOnly([guest], true)).toBe(false);
  });
});

describe('canOpenCockpit', () => {
  it('needs access_cockpit', () => {
    expect(canOpenCockpit([manager], permissionsForRoles([manager]))).toBe(true);
    expect(canOpenCockpit([mentor], permissionsForRoles([mentor]))).toBe(false);
  });

  it('bars students even with a permission map that grants it', () => {
    expect(canOpenCockpit([student], { access_cockpit: 1 })).toBe(false);
    expect(canOpenCockpit([manager], { access_cockpit: 1 }, true)).toBe(false);
  });
});

describe('canCreateCourseType', () => {
  const allOn = { courseTypes: { self_learning: true, compact_learning: true } };

  it('lets campus managers and admins create the standard types', () => {
    for (const type of ['default', 'blended', 'elearning'] as const) {
      expect(canCreateCourseType(type, {}, ['campus_manager'], false)).toBe(true);
      expect(canCreateCourseType(type, undefined, [], true)).toBe(true);
    }
  });

  it('refuses everyone else', () => {
    expect(canCreateCourseType('default', allOn, ['dialog_manager'], false)).toBe(false);
    expect(canCreateCourseType('default', allOn, [], false)).toBe(false);
  });

  it('offers self_learning and compact_learning only with the campus feature on, to admins too', () => {
    expect(canCreateCourseType('self_learning', allOn, ['campus_manager'], false)).toBe(true);
    expect(canCreateCourseType('compact_learning', allOn, [], true)).toBe(true);
    expect(canCreateCourseType('self_learning', {}, [], true)).toBe(false);
    expect(canCreateCourseType('compact_learning', { courseTypes: { self_learning: true } }, [], true)).toBe(false);
    expect(canCreateCourseType('self_learning', { courseTypes: { self_learning: false } }, ['campus_manager'], false)).toBe(
      false,
    );
  });
});

describe('isAssignmentEmpty', () => {
  it('is true without text, attachments and videos', () => {
    expect(isAssignmentEmpty({})).toBe(true);
    expect(isAssignmentEmpty({ description: '<p>&nbsp; </p>', attachments: [], videos: null })).toBe(true);
  });

  it('is false with any text, attachment or video', () => {
    expect(isAssignmentEmpty({ description: '<p>Read chapter 2</p>' })).toBe(false);
    expect(isAssignmentEmpty({ attachments: [{ item_url: '/a.pdf' }] })).toBe(false);
    expect(isAssignmentEmpty({ videos: [{ exerciseId: 1 }] })).toBe(false);
  });
});

describe('canStudentSetAssignmentStatus', () => {
  it('refuses an empty assignment in a self-learning course', () => {
    expect(canStudentSetAssignmentStatus('self_learning', true)).toBe(false);
  });

  it('allows a non-empty one, and any assignment in other course types', () => {
    expect(canStudentSetAssignmentStatus('self_learning', false)).toBe(true);
    expect(canStudentSetAssignmentStatus('default', true)).toBe(true);
    expect(canStudentSetAssignmentStatus('compact_learning', true)).toBe(true);
  });
});

describe('quotasApply', () => {
  it('is true for blended courses only', () => {
    expect(quotasApply('blended')).toBe(true);
    for (const type of ['default', 'elearning', 'self_learning', 'compact_learning'] as const) {
      expect(quotasApply(type)).toBe(false);
    }
  });
});

describe('shouldClearCommentMode', () => {
  it('keeps the comment mode for students and clears it for everyone else', () => {
    expect(shouldClearCommentMode([student])).toBe(false);
    expect(shouldClearCommentMode([manager], true)).toBe(false);
    expect(shouldClearCommentMode([manager])).toBe(true);
    expect(shouldClearCommentMode([mentor, student])).toBe(true);
    expect(shouldClearCommentMode([guest])).toBe(true);
  });
});
