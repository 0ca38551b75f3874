/**
 * A refusal of a publishing action, in words the member can act on: the route answers it with its
 * status (400: something to fix; 403: not theirs to do; 404: no such thing; 409: someone else's
 * change came first).
 */
export class CmsProblem extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
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
