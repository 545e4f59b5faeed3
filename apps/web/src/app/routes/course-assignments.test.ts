import { describe, expect, it } from 'vitest';
import { courseFixture } from '../../test/course-fixture.ts';
import { workLinksFor } from './course-assignments.tsx';

const german = (path: string) => `/de${path}`;

describe('hand-in links of the assignment page (issue 17)', () => {
  it('open the content form and the upload modal with the assignment chosen, localized', () => {
    expect(workLinksFor(courseFixture(), 11, german)).toEqual({
      createContent: '/de/course-4/app/content?create=blog&assignment=11',
      uploadVideo: '/de/course-4/app/videos?assignment=11&upload=1',
    });
  });

  it('offer only what the user may create in the course', () => {
    expect(workLinksFor(courseFixture({ permissions: { upload_video: 1 } }), 11, (path) => path)).toEqual({
      uploadVideo: '/course-4/app/videos?assignment=11&upload=1',
    });
    expect(workLinksFor(courseFixture({ permissions: {} }), 11, (path) => path)).toEqual({});
  });
});
