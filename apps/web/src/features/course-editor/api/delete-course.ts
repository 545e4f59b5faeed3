// DELETE /og/{id} (spec §7 "Courses"): a soft delete; afterwards the course is 404 for everyone. The
// server lets the course's managers, campus managers and admins do it: the same users who may load the
// edit config (GET /og/course-config/edit/{id}), so the edit dialog offers it once that config loaded.
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export async function deleteCourse(courseId: number, client: ApiClient = apiClient): Promise<void> {
  await client.delete<unknown>(`/og/${courseId}`);
}
