/** sessionId: the server-side session the token names (its `sid` claim). */
export type Session = { token: string; adminId: string; sessionId: string; headers: Record<string, string> };

/** Logs the administrator in through the API, as the web app does. */
export const login = async (url: string, email: string, password: string): Promise<Session> => {
  const response = await fetch(`${url}/api/authentication/login?typeUser=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed (${response.status})`);
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sid?: string };
  return {
    token: body.accessToken,
    adminId: body.user.id,
    sessionId: claims.sid ?? '',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${body.accessToken}` },
  };
};
