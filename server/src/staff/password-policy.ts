import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/** The shortest staff password (docs/decisions/0015-staff-console.md). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/**
 * zxcvbn's score from 0 to 4: 4 is "very unguessable", over 10^10 guesses. A back office that holds
 * every lead asks for the top score; 3 let through a member's own name and a year ("meiling.tan2026").
 */
const MIN_SCORE = 4;
/** As for parent accounts: longer ones are refused before any work is done. */
const MAX_PASSWORD_LENGTH = 256;

// Built once: the dictionaries (common passwords, names, English words) take a moment to index.
let estimator: ZxcvbnFactory | undefined;
const strength = () => {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return estimator;
};

/**
 * Why a staff member may not use `password`, or null when they may: too short, too long,
 * or guessable (a common password, a word with substitutions, a keyboard walk, the member's
 * own e-mail…), judged by zxcvbn-ts with its maintained dictionaries. The answer is zxcvbn's
 * own warning when it has one.
 */
export function staffPasswordProblem(password: string, userInputs: readonly string[] = []): string | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return "This password is too long.";
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.+_-]/)]).filter(Boolean);
  const result = strength().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const reason = result.feedback.warning ?? "This password is too easy to guess.";
  const hint = result.feedback.suggestions[0];
  return hint ? `${reason} ${hint}` : reason;
}
