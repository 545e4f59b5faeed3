// Campus settings (issue 18): GET|PUT /campus-settings/theme, GET|PUT /campus-settings/external-logo,
// GET|PUT /campus-settings/features,
// GET /campus-settings/privacy, POST /campus-settings/privacy/terms, PUT /campus-settings/privacy/links, and domain management under
// /campus-settings/domain, for campus admins and managers.
import type {
  CampusDomainSettings,
  CampusEmailDomain,
  CampusExternalLogo,
  CampusExternalLogoInput,
  CampusFeatureSettings,
  CampusLegalLinks,
  CampusLegalLinksInput,
  CampusPrivacySettings,
  CampusSite,
  CampusTargetGroups,
  CampusTerms,
  CampusTermsInput,
  CampusTheme,
  CampusThemeInput,
} from '@campus/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

const BASE = '/campus-settings';

export const campusSettingsKeys = {
  all: ['campus-settings'] as const,
  theme: () => [...campusSettingsKeys.all, 'theme'] as const,
  features: () => [...campusSettingsKeys.all, 'features'] as const,
  externalLogo: () => [...campusSettingsKeys.all, 'external-logo'] as const,
  privacy: () => [...campusSettingsKeys.all, 'privacy'] as const,
  domain: () => [...campusSettingsKeys.all, 'domain'] as const,
};

export function themeQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: campusSettingsKeys.theme(),
    queryFn: ({ signal }) => client.get<CampusTheme>(`${BASE}/theme`, { signal, redirectOnError: false }),
  });
}

export function useCampusTheme() {
  return useQuery(themeQueryOptions());
}

/** After a save the app reloads what depends on it (`onSaved`: configuration, campus). */
export function useSaveCampusTheme(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: CampusThemeInput) => apiClient.put<CampusTheme>(`${BASE}/theme`, theme, { redirectOnError: false }),
    onSuccess: (theme) => {
      queryClient.setQueryData(campusSettingsKeys.theme(), theme);
      onSaved?.();
    },
  });
}

export function useCampusExternalLogo() {
  return useQuery({
    queryKey: campusSettingsKeys.externalLogo(),
    queryFn: ({ signal }) => apiClient.get<CampusExternalLogo>(`${BASE}/external-logo`, { signal, redirectOnError: false }),
  });
}

/** `PUT /campus-settings/external-logo`; after a save the app reloads the configuration (`onSaved`). */
export function useSaveExternalLogo(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: CampusExternalLogoInput) => apiClient.put<CampusExternalLogo>(`${BASE}/external-logo`, logo, { redirectOnError: false }),
    onSuccess: (logo) => {
      queryClient.setQueryData(campusSettingsKeys.externalLogo(), logo);
      onSaved?.();
    },
  });
}

export function useCampusFeatures() {
  return useQuery({
    queryKey: campusSettingsKeys.features(),
    queryFn: ({ signal }) => apiClient.get<CampusFeatureSettings>(`${BASE}/features`, { signal, redirectOnError: false }),
  });
}

export function useSaveCampusFeatures(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (features: CampusFeatureSettings) => apiClient.put<CampusFeatureSettings>(`${BASE}/features`, features, { redirectOnError: false }),
    onSuccess: (features) => {
      queryClient.setQueryData(campusSettingsKeys.features(), features);
      onSaved?.();
    },
  });
}

export function useCampusPrivacy() {
  return useQuery({
    queryKey: campusSettingsKeys.privacy(),
    queryFn: ({ signal }) => apiClient.get<CampusPrivacySettings>(`${BASE}/privacy`, { signal, redirectOnError: false }),
  });
}

export function usePublishTerms(onPublished?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: CampusTermsInput) => apiClient.post<CampusTerms>(`${BASE}/privacy/terms`, terms, { redirectOnError: false }),
    onSuccess: (terms) => {
      queryClient.setQueryData<CampusPrivacySettings>(campusSettingsKeys.privacy(), (privacy) =>
        privacy ? { ...privacy, terms } : { terms, links: { imprint_url: null, privacy_url: null } },
      );
      onPublished?.();
    },
  });
}

/** `PUT /campus-settings/privacy/links`; after a save the app reloads the configuration (`onSaved`). */
export function useSaveLegalLinks(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: CampusLegalLinksInput) => apiClient.put<CampusLegalLinks>(`${BASE}/privacy/links`, links, { redirectOnError: false }),
    onSuccess: (links) => {
      queryClient.setQueryData<CampusPrivacySettings>(campusSettingsKeys.privacy(), (privacy) => (privacy ? { ...privacy, links } : privacy));
      onSaved?.();
    },
  });
}

export function useCampusDomain() {
  return useQuery({
    queryKey: campusSettingsKeys.domain(),
    queryFn: ({ signal }) => apiClient.get<CampusDomainSettings>(`${BASE}/domain`, { signal, redirectOnError: false }),
  });
}

/** A domain-management change: reloads the domain settings, then `onChanged` (the app reloads what shows them). */
function useDomainMutation<Input, Output>(request: (input: Input) => Promise<Output>, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: campusSettingsKeys.domain() });
      onChanged?.();
    },
  });
}

export function useAddSite(onChanged?: () => void) {
  return useDomainMutation((name: string) => apiClient.post<CampusSite>(`${BASE}/domain/sites`, { name }, { redirectOnError: false }), onChanged);
}

export function useRenameSite(onChanged?: () => void) {
  return useDomainMutation(
    ({ id, name }: { id: number; name: string }) => apiClient.put<CampusSite>(`${BASE}/domain/sites/${id}`, { name }, { redirectOnError: false }),
    onChanged,
  );
}

export function useDeleteSite(onChanged?: () => void) {
  return useDomainMutation((id: number) => apiClient.delete<null>(`${BASE}/domain/sites/${id}`, { redirectOnError: false }), onChanged);
}

export function useAddEmailDomain(onChanged?: () => void) {
  return useDomainMutation(
    (domain: string) => apiClient.post<CampusEmailDomain>(`${BASE}/domain/email-domains`, { domain }, { redirectOnError: false }),
    onChanged,
  );
}

/** Asks the server to look up the claim's DNS TXT record (409 CAMPUS_EMAIL_DOMAIN_RECORD_MISSING while it is not there). */
export function useVerifyEmailDomain(onChanged?: () => void) {
  return useDomainMutation(
    (id: number) => apiClient.post<CampusEmailDomain>(`${BASE}/domain/email-domains/${id}/verify`, undefined, { redirectOnError: false }),
    onChanged,
  );
}

/** A server admin approves the claim without DNS. */
export function useApproveEmailDomain(onChanged?: () => void) {
  return useDomainMutation(
    (id: number) => apiClient.post<CampusEmailDomain>(`${BASE}/domain/email-domains/${id}/approve`, undefined, { redirectOnError: false }),
    onChanged,
  );
}

export function useRemoveEmailDomain(onChanged?: () => void) {
  return useDomainMutation((id: number) => apiClient.delete<null>(`${BASE}/domain/email-domains/${id}`, { redirectOnError: false }), onChanged);
}

export function useSaveTargetGroups(onChanged?: () => void) {
  return useDomainMutation(
    (options: string[]) => apiClient.put<CampusTargetGroups>(`${BASE}/domain/target-groups`, { options }, { redirectOnError: false }),
    onChanged,
  );
}
