// The conversations feature words some problem codes its own way (`conversations.errors.<CODE>`).
export const CONVERSATION_ERROR_PREFIXES = ['conversations.errors'] as const;
