/** A refusal the member can act on: answered as 400 (or 429 with a wait) with its sentence. */
export class StaffProblem extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
