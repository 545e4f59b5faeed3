import { ASSIGNMENT_LIMITS } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { assignmentFixture } from '../testing/assignment-fixtures.ts';
import {
  attachmentProblems,
  formFieldOf,
  formValuesFrom,
  isoToLocalDateTime,
  localDateTimeToIso,
  serverFieldErrors,
  toCreateInput,
  toUpdateInput,
  validateAssignmentForm,
} from './assignment-form.ts';

describe('due dates between the picker and the wire', () => {
  it('round-trips a local date and time through an ISO instant', () => {
    const iso = localDateTimeToIso('2026-04-30 18:15:00');
    expect(iso).toBe(new Date(2026, 3, 30, 18, 15, 0).toISOString());
    expect(isoToLocalDateTime(iso)).toBe('2026-04-30 18:15:00');
  });

  it('reads dates without time and treats empty values as no due date', () => {
    expect(localDateTimeToIso('2026-04-30')).toBe(new Date(2026, 3, 30).toISOString());
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso(null)).toBeNull();
    expect(localDateTimeToIso('30.04.26')).toBeNull();
    expect(isoToLocalDateTime(null)).toBeNull();
  });
});

describe('form values', () => {
  it('start empty and published for a new assignment', () => {
    expect(formValuesFrom()).toEqual({
      title: '',
      description: '',
      processingDescription: '',
      dueDate: null,
      published: true,
      targetGroups: [],
      workgroups: [],
    });
  });

  it('take an existing assignment, workgroups as strings for the multiselect', () => {
    const values = formValuesFrom(
      assignmentFixture({ status: 'draft', targetGroups: ['U17'], workgroups: [{ id: 3, name: 'Blue' }], dueDate: '2026-05-01T08:00:00.000Z' }),
    );
    expect(values).toMatchObject({ published: false, targetGroups: ['U17'], workgroups: ['3'], processingDescription: '<p>Hand in one page.</p>' });
    expect(localDateTimeToIso(values.dueDate)).toBe('2026-05-01T08:00:00.000Z');
  });

  it('become the create and update bodies of the shared schema', () => {
    const values = { ...formValuesFrom(), title: '  Scout report ', targetGroups: [' U17', 'U17', ''], workgroups: ['3', '8'], published: false };
    expect(toCreateInput(values, 4)).toEqual({
      og: 4,
      title: 'Scout report',
      description: '',
      studentProcessing: { description: '' },
      dueDate: null,
      status: 'draft',
      targetGroups: ['U17'],
      workgroups: [3, 8],
    });
    expect(toUpdateInput(values)).not.toHaveProperty('og');
  });
});

describe('validation with the shared schema', () => {
  it('asks for a title', () => {
    expect(validateAssignmentForm({ ...formValuesFrom(), title: '   ' }, 4)).toEqual({ title: { key: 'assignments.form.errors.titleRequired' } });
  });

  it('reports the schema limits on the right field', () => {
    const errors = validateAssignmentForm(
      {
        ...formValuesFrom(),
        title: 'x'.repeat(ASSIGNMENT_LIMITS.titleMax + 1),
        processingDescription: 'y'.repeat(ASSIGNMENT_LIMITS.processingDescriptionMax + 1),
      },
      4,
    );
    expect(errors.title).toEqual({ key: 'assignments.form.errors.tooLong', values: { max: ASSIGNMENT_LIMITS.titleMax } });
    expect(errors.processingDescription).toEqual({ key: 'assignments.form.errors.tooLong', values: { max: ASSIGNMENT_LIMITS.processingDescriptionMax } });
  });

  it('refuses a due date it cannot read instead of dropping it', () => {
    expect(validateAssignmentForm({ ...formValuesFrom(), title: 'T', dueDate: 'soon' }, 4)).toEqual({ dueDate: { key: 'assignments.form.errors.dueDate' } });
  });

  it('passes a complete assignment, for create and for update', () => {
    const values = { ...formValuesFrom(), title: 'T', description: '<p>d</p>', dueDate: '2026-06-01 10:00:00' };
    expect(validateAssignmentForm(values, 4)).toEqual({});
    expect(validateAssignmentForm(values, null)).toEqual({});
  });
});

describe('server field errors', () => {
  it('land on the form fields by wire path', () => {
    expect(formFieldOf('studentProcessing.description')).toBe('processingDescription');
    expect(formFieldOf(['targetGroups', 2])).toBe('targetGroups');
    expect(formFieldOf('og')).toBeUndefined();
    expect(
      serverFieldErrors([
        { path: 'title', message: 'Too long' },
        { path: 'og', message: 'Unknown course' },
      ]),
    ).toEqual({ title: { key: 'assignments.form.errors.server', values: { message: 'Too long' } } });
  });
});

describe('attachment checks before the upload', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it('flags files over the size limit and more files than an assignment may have', () => {
    expect(attachmentProblems([file('a.pdf', 10)], 0)).toEqual([]);
    expect(attachmentProblems([file('big.mov', ASSIGNMENT_LIMITS.attachmentMaxBytes + 1)], 0)).toEqual([{ kind: 'tooLarge', file: 'big.mov' }]);
    expect(attachmentProblems([file('a.pdf', 1), file('b.pdf', 1)], ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax - 1)).toEqual([
      { kind: 'tooMany', max: ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax },
    ]);
  });
});
