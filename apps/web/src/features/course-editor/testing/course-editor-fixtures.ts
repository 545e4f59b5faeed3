// Test data for the course editor: course configs whose visibility comes from the shared rule the server
// applies, dates relative to today, and a fetch stand-in that records the calls it answers.
import {
  COURSE_CONFIG_KEYS,
  courseConfigVisibility,
  startOfDayUnixSeconds,
  todayInTimeZone,
  type CourseConfig,
  type CourseConfigEntries,
  type CourseType,
} from '@campus/shared';
import { json, problem as sharedProblem } from '../../../test/fake-api.ts';

export const TARGET_GROUP_OPTIONS = ['Coaches', 'Referees', 'Youth players', 'Parents', 'Physiotherapists'];

/** YYYY-MM-DD `days` from today (UTC), the zone course dates are judged in. */
export function dayFromToday(days: number): string {
  const today = todayInTimeZone('UTC');
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const secondsOf = (date: string) => startOfDayUnixSeconds(date, 'UTC');

type Overrides = { [K in keyof CourseConfigEntries]?: Partial<CourseConfigEntries[K]> };

export function courseConfigFixture(
  type: CourseType,
  { ogId = null, overrides = {}, targetGroupRequired = false }: { ogId?: number | null; overrides?: Overrides; targetGroupRequired?: boolean } = {},
): CourseConfig {
  const visible = courseConfigVisibility(type, { targetGroupOptions: TARGET_GROUP_OPTIONS, targetGroupRequired, tandemEnabled: true });
  const values: { [K in keyof CourseConfigEntries]: CourseConfigEntries[K]['value'] } = {
    title: '',
    description: '',
    category: null,
    subcategory: null,
    course_target_group: [],
    course_target_group_required: targetGroupRequired,
    course_target_group_options: TARGET_GROUP_OPTIONS,
    start_date: null,
    end_date: null,
    quota_spot_type: null,
    campus_quota: null,
    course_quota: null,
    tandem_visibility: null,
    workgroups_enabled: false,
    workgroup_size: null,
    workgroup_type: null,
    predefined_video_topics_enabled: false,
    video_topics: [],
    video_topics_members: false,
    member_news: false,
    member_dialogs: false,
    member_files: false,
    member_blog_notification: false,
    dashboard_info_title: null,
    dashboard_info: null,
    course_info: null,
    learning_package_title: null,
    learning_package: null,
  };
  const config = Object.fromEntries(
    COURSE_CONFIG_KEYS.map((key) => {
      const base =
        key === 'start_date' || key === 'end_date'
          ? { value: values[key], visible: visible[key], display: null, editable: true }
          : { value: values[key], visible: visible[key] };
      return [key, { ...base, ...overrides[key] }];
    }),
  ) as CourseConfigEntries;
  return {
    og_id: ogId,
    domain_id: 1,
    type,
    type_description: `courseForm.typeDescriptions.${type}`,
    config,
  };
}

export interface RecordedCall {
  method: string;
  /** Path beneath the REST base, with the query. */
  path: string;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Answers `METHOD /path?query` first, then `METHOD /path`; anything else is a 404 problem. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const pathname = url.pathname.replace(/^\/api\/rest/, '');
    const call: RecordedCall = { method, path: pathname + url.search, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${pathname}`];
    return handler ? handler(call) : problem(404, 'NOT_FOUND');
  };
  return { fetch, calls };
}

export { json };

export function problem(status: number, code: string, errors?: { path: string; message: string }[]): Response {
  return sharedProblem(status, code, { errors });
}
