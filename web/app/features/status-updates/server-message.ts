/** The `message` of the server's JSON error answer (`{error, message}`), or null when it has none. */
export async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : null;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}
