/**
 * A refusal of a publishing action, in words the member can act on: the route answers it with its
 * status (400: something to fix; 403: not theirs to do; 404: no such thing; 409: someone else's
 * change came first; for a picture's upload, 413: too large a file, 415: not a picture, 422: a
 * picture the site does not take, 503: too many uploads at once).
 */
export class CmsProblem extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 503,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "CmsProblem";
  }
}

/** A save over a version newer than the editor's: the route answers 409 with the newer text. */
export class CmsConflict extends Error {
  constructor(readonly itemId: number) {
    super("Someone else saved this text after you opened it. Their version is shown beside yours.");
    this.name = "CmsConflict";
  }
}
