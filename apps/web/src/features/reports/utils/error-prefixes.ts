// The reports feature words its problem codes itself (`reports.errors.<CODE>`).
export const REPORT_ERROR_PREFIXES = ['reports.errors'] as const;
