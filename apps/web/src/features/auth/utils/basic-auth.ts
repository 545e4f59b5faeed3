// `Authorization: Basic base64(email:password)` for the credential login (spec §7). The password goes
// exactly as typed; both parts are UTF-8 encoded (RFC 7617), so umlauts and emoji survive.

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function basicAuthorization(email: string, password: string): string {
  return `Basic ${base64Utf8(`${email}:${password}`)}`;
}
