import { generate } from "otplib";

/**
 * A six-digit code that is certainly wrong for `secret` at `nowMs`. A fixed guess such as
 * "000000" is right for a random secret about once in 330,000 runs (three steps are accepted),
 * which once turned CI red; this skips the codes of the steps the server accepts.
 */
export async function wrongTotpCode(secret: string, nowMs: number): Promise<string> {
  const epoch = Math.floor(nowMs / 1000);
  const accepted = await Promise.all([-30, 0, 30].map((drift) => generate({ secret, epoch: epoch + drift })));
  for (let guess = 0; ; guess += 1) {
    const code = `${guess}`.padStart(6, "0");
    if (!accepted.includes(code)) return code;
  }
}
