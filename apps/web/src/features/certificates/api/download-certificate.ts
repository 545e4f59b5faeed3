// GET /user/{uid}/certificates/{id}/request (spec §7, issue 14): the certificate PDF, fetched with the
// Authorization header and handed to the browser as a download. The learner's download counts on the
// server, so the certificate queries (the side menu's message among them) are refreshed afterwards.
import type { Certificate } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { certificateKeys } from './query-keys.ts';

/** certificate-<course title>.pdf with only letters, digits and dashes. */
export function certificateFileName(courseTitle: string): string {
  const slug = courseTitle.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `certificate-${slug || 'course'}.pdf`;
}

export async function downloadCertificate(
  certificate: Pick<Certificate, 'id' | 'uid' | 'course_title'>,
  language: 'de' | 'en',
  client: ApiClient = apiClient,
): Promise<void> {
  const blob = await client.get<Blob>(`/user/${certificate.uid}/certificates/${certificate.id}/request`, {
    query: { lang: language },
    responseType: 'blob',
    redirectOnError: false,
  });
  saveBlob(blob, certificateFileName(certificate.course_title));
}

export function useDownloadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificate, language }: { certificate: Pick<Certificate, 'id' | 'uid' | 'course_title'>; language: 'de' | 'en' }) =>
      downloadCertificate(certificate, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
